ALTER TABLE "documentations" ADD COLUMN "visible_by_devices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The partner zone's device rule for documents, kept by the database (README Decisions
-- "Stored document visibility"): triggers on every table the rule reads, so routes, records(),
-- the ERP pull, seeds, bulk inserts, foreign-key cascades and hand-written SQL all keep it
-- current. The device part mirrors visibleToPartners() in modules/devices/visibility.ts (not
-- blocked, in a group, the group and every group above it active); a test compares the two.
--
-- Concurrent writes: a trigger only sees what was committed when it runs, so two transactions
-- could each compute from the other's old state (a link added to a device being blocked). Each
-- trigger therefore share-locks the devices and groups its documents' rule reads, and the
-- recompute locks the documents first: conflicting writes wait for each other, and the one that
-- recomputes last reads the other's committed rows (each statement of a trigger takes a new
-- snapshot under READ COMMITTED).
CREATE FUNCTION documentation_refresh_device_visibility(doc_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM documentations WHERE id = ANY (doc_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE documentations doc SET visible_by_devices = fresh.visible
  FROM (
    SELECT d.id,
      NOT EXISTS (SELECT 1 FROM documentation_devices l WHERE l.documentation_id = d.id)
      OR EXISTS (SELECT 1 FROM documentation_devices l
        JOIN devices dv ON dv.id = l.device_id
        JOIN device_groups g ON g.id = dv.group_id
        WHERE l.documentation_id = d.id AND dv.blocked = false AND g.active = true
          AND NOT EXISTS (SELECT 1 FROM device_groups inactive_ancestor
            WHERE inactive_ancestor.active = false AND g.path LIKE inactive_ancestor.path || '%')) AS visible
    FROM documentations d WHERE d.id = ANY (doc_ids)
  ) fresh
  WHERE doc.id = fresh.id AND doc.visible_by_devices IS DISTINCT FROM fresh.visible;
END $$;--> statement-breakpoint
-- The devices and, from each one's group, every group up to the root.
CREATE FUNCTION documentation_lock_device_rule(device_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM devices WHERE id = ANY (device_ids) ORDER BY id FOR SHARE;
  PERFORM 1 FROM device_groups ancestor
    WHERE EXISTS (SELECT 1 FROM devices dv JOIN device_groups own ON own.id = dv.group_id
      WHERE dv.id = ANY (device_ids) AND own.path LIKE ancestor.path || '%')
    ORDER BY ancestor.id FOR SHARE;
END $$;--> statement-breakpoint
CREATE FUNCTION documentation_devices_visibility_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  doc_ids integer[];
  device_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT documentation_id), array_agg(DISTINCT device_id) INTO doc_ids, device_ids FROM new_links;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT documentation_id), array_agg(DISTINCT device_id) INTO doc_ids, device_ids FROM old_links;
  ELSE
    SELECT array_agg(DISTINCT documentation_id), array_agg(DISTINCT device_id) INTO doc_ids, device_ids
    FROM (SELECT * FROM old_links UNION ALL SELECT * FROM new_links) changed;
  END IF;
  IF doc_ids IS NOT NULL THEN
    PERFORM documentation_lock_device_rule(device_ids);
    PERFORM documentation_refresh_device_visibility(doc_ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER documentation_devices_visibility_insert AFTER INSERT ON documentation_devices
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION documentation_devices_visibility_trigger();--> statement-breakpoint
CREATE TRIGGER documentation_devices_visibility_delete AFTER DELETE ON documentation_devices
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION documentation_devices_visibility_trigger();--> statement-breakpoint
CREATE TRIGGER documentation_devices_visibility_update AFTER UPDATE ON documentation_devices
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION documentation_devices_visibility_trigger();--> statement-breakpoint
-- TRUNCATE (also cascading from devices or groups) leaves no links: every document is visible by devices.
CREATE FUNCTION documentation_devices_visibility_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documentations SET visible_by_devices = true WHERE visible_by_devices = false;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER documentation_devices_visibility_truncate AFTER TRUNCATE ON documentation_devices
  FOR EACH STATEMENT EXECUTE FUNCTION documentation_devices_visibility_truncate();--> statement-breakpoint
-- A device blocked or unblocked, assigned to a group, moved or unassigned. A deleted device's
-- links go by the cascade, which the link triggers see; a new device has no links yet.
CREATE FUNCTION devices_documentation_visibility_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  device_ids integer[];
BEGIN
  SELECT array_agg(n.id) INTO device_ids
  FROM old_devices o JOIN new_devices n ON n.id = o.id
  WHERE o.blocked IS DISTINCT FROM n.blocked OR o.group_id IS DISTINCT FROM n.group_id;
  IF device_ids IS NOT NULL THEN
    PERFORM documentation_lock_device_rule(device_ids);
    PERFORM documentation_refresh_device_visibility(ARRAY(
      SELECT DISTINCT documentation_id FROM documentation_devices WHERE device_id = ANY (device_ids)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER devices_documentation_visibility AFTER UPDATE ON devices
  REFERENCING OLD TABLE AS old_devices NEW TABLE AS new_devices
  FOR EACH STATEMENT EXECUTE FUNCTION devices_documentation_visibility_trigger();--> statement-breakpoint
-- A group activated, deactivated or moved changes the devices of its whole subtree, judged by
-- its groups above (share-locked: one being deactivated meanwhile waits). A new group has no
-- devices yet, and a group with devices or subgroups cannot be deleted (restrict).
CREATE FUNCTION device_groups_documentation_visibility_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  paths text[];
BEGIN
  SELECT array_agg(n.path) INTO paths
  FROM old_groups o JOIN new_groups n ON n.id = o.id
  WHERE o.active IS DISTINCT FROM n.active OR o.path IS DISTINCT FROM n.path;
  IF paths IS NOT NULL THEN
    PERFORM 1 FROM device_groups ancestor
      WHERE EXISTS (SELECT 1 FROM unnest(paths) changed(path) WHERE changed.path LIKE ancestor.path || '%')
      ORDER BY ancestor.id FOR SHARE;
    PERFORM documentation_refresh_device_visibility(ARRAY(
      SELECT DISTINCT l.documentation_id
      FROM device_groups subtree
      JOIN devices dv ON dv.group_id = subtree.id
      JOIN documentation_devices l ON l.device_id = dv.id
      WHERE EXISTS (SELECT 1 FROM unnest(paths) changed(path) WHERE subtree.path LIKE changed.path || '%')));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER device_groups_documentation_visibility AFTER UPDATE ON device_groups
  REFERENCING OLD TABLE AS old_groups NEW TABLE AS new_groups
  FOR EACH STATEMENT EXECUTE FUNCTION device_groups_documentation_visibility_trigger();--> statement-breakpoint
SELECT documentation_refresh_device_visibility(ARRAY(SELECT DISTINCT documentation_id FROM documentation_devices));
