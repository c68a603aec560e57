ALTER TABLE "documentations" ADD COLUMN "business_area_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- The business areas a document is for, stored on it (README Decisions "Stored document
-- visibility"): the partner zone's search tests them in the same index as the category and the
-- words, instead of looking up the links of each of its matches. Kept by triggers on the links,
-- as `visible_by_devices` is (migration 0013), so every write — routes, seeds, bulk inserts,
-- the documents' cascade, hand-written SQL — keeps it current.
--
-- Concurrent writes: the documents are locked by one statement and their areas read by the
-- next, which (READ COMMITTED) sees the links another transaction committed while this one waited.
CREATE FUNCTION documentation_refresh_business_areas(doc_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM documentations WHERE id = ANY (doc_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE documentations doc SET business_area_ids = fresh.areas
  FROM (
    SELECT d.id, coalesce((SELECT array_agg(l.business_area_id ORDER BY l.business_area_id)
      FROM documentation_business_areas l WHERE l.documentation_id = d.id), '{}') AS areas
    FROM documentations d WHERE d.id = ANY (doc_ids)
  ) fresh
  WHERE doc.id = fresh.id AND doc.business_area_ids IS DISTINCT FROM fresh.areas;
END $$;--> statement-breakpoint
CREATE FUNCTION documentation_business_areas_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  doc_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT documentation_id) INTO doc_ids FROM new_links;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT documentation_id) INTO doc_ids FROM old_links;
  ELSE
    SELECT array_agg(DISTINCT documentation_id) INTO doc_ids
    FROM (SELECT * FROM old_links UNION ALL SELECT * FROM new_links) changed;
  END IF;
  IF doc_ids IS NOT NULL THEN
    PERFORM documentation_refresh_business_areas(doc_ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER documentation_business_areas_insert AFTER INSERT ON documentation_business_areas
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION documentation_business_areas_trigger();--> statement-breakpoint
CREATE TRIGGER documentation_business_areas_delete AFTER DELETE ON documentation_business_areas
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION documentation_business_areas_trigger();--> statement-breakpoint
CREATE TRIGGER documentation_business_areas_update AFTER UPDATE ON documentation_business_areas
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION documentation_business_areas_trigger();--> statement-breakpoint
-- TRUNCATE leaves no links: no document is for any business area.
CREATE FUNCTION documentation_business_areas_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documentations SET business_area_ids = '{}' WHERE business_area_ids <> '{}';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER documentation_business_areas_truncate AFTER TRUNCATE ON documentation_business_areas
  FOR EACH STATEMENT EXECUTE FUNCTION documentation_business_areas_truncate();--> statement-breakpoint
UPDATE documentations doc SET business_area_ids = links.areas
FROM (SELECT documentation_id, array_agg(business_area_id ORDER BY business_area_id) AS areas
  FROM documentation_business_areas GROUP BY documentation_id) links
WHERE doc.id = links.documentation_id;--> statement-breakpoint
CREATE INDEX "documentations_partner_search" ON "documentations" USING gin ("category_id","business_area_ids","search_text" gin_trgm_ops);--> statement-breakpoint
-- The partner search's plans need the new index's statistics now, not when autovacuum next comes by.
ANALYZE "documentations";
