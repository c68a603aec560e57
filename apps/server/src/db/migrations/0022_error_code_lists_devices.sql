ALTER TABLE "error_codes" ADD COLUMN "lists_devices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether an error code lists devices, kept by the database (README Decisions "Stored
-- 'lists devices' of an error code"): the partner zone's error-code search tests it for every
-- code a code filter leaves, where a lookup into the links per code cost a sixth of the
-- statement. Triggers on the links keep it, so routes, seeds, bulk inserts, cascades from a
-- deleted device or code and hand-written SQL all leave it current.
--
-- Concurrent writes: the recompute locks the codes first, so two transactions changing one
-- code's links wait for each other, and the later one reads the other's committed links (each
-- statement of a trigger takes a new snapshot under READ COMMITTED).
CREATE FUNCTION error_code_refresh_lists_devices(code_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM error_codes WHERE id = ANY (code_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE error_codes code SET lists_devices = fresh.lists
  FROM (
    SELECT c.id, EXISTS (SELECT 1 FROM error_code_devices l WHERE l.error_code_id = c.id) AS lists
    FROM error_codes c WHERE c.id = ANY (code_ids)
  ) fresh
  WHERE code.id = fresh.id AND code.lists_devices IS DISTINCT FROM fresh.lists;
END $$;--> statement-breakpoint
CREATE FUNCTION error_code_devices_lists_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  code_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT error_code_id) INTO code_ids FROM new_links;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT error_code_id) INTO code_ids FROM old_links;
  ELSE
    SELECT array_agg(DISTINCT error_code_id) INTO code_ids
    FROM (SELECT error_code_id FROM old_links UNION ALL SELECT error_code_id FROM new_links) changed;
  END IF;
  IF code_ids IS NOT NULL THEN
    PERFORM error_code_refresh_lists_devices(code_ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER error_code_devices_lists_insert AFTER INSERT ON error_code_devices
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION error_code_devices_lists_trigger();--> statement-breakpoint
CREATE TRIGGER error_code_devices_lists_delete AFTER DELETE ON error_code_devices
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION error_code_devices_lists_trigger();--> statement-breakpoint
CREATE TRIGGER error_code_devices_lists_update AFTER UPDATE ON error_code_devices
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION error_code_devices_lists_trigger();--> statement-breakpoint
-- TRUNCATE (also cascading from devices or codes) leaves no links: no code lists a device.
CREATE FUNCTION error_code_devices_lists_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE error_codes SET lists_devices = false WHERE lists_devices;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER error_code_devices_lists_truncate AFTER TRUNCATE ON error_code_devices
  FOR EACH STATEMENT EXECUTE FUNCTION error_code_devices_lists_truncate();--> statement-breakpoint
UPDATE error_codes code SET lists_devices = true
  WHERE EXISTS (SELECT 1 FROM error_code_devices l WHERE l.error_code_id = code.id);
