CREATE TABLE "erp_sync_run_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"runs" integer NOT NULL,
	CONSTRAINT "erp_sync_run_counts_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
-- The runs of each kind in each status, kept by the database (README Decisions "Kept counts"):
-- triggers on every write to erp_sync_runs, so the pull, the seeds, bulk inserts and hand-written
-- SQL all keep it. A statement's rows are added up per (kind, status) and applied in that order,
-- so two transactions take the rows they change in one order and wait instead of deadlocking.
CREATE FUNCTION erp_sync_runs_count_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO erp_sync_run_counts AS kept (kind, status, runs)
    SELECT kind, status, count(*)::int FROM new_runs GROUP BY kind, status ORDER BY kind, status
    ON CONFLICT (kind, status) DO UPDATE SET runs = kept.runs + excluded.runs;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO erp_sync_run_counts AS kept (kind, status, runs)
    SELECT kind, status, -count(*)::int FROM old_runs GROUP BY kind, status ORDER BY kind, status
    ON CONFLICT (kind, status) DO UPDATE SET runs = kept.runs + excluded.runs;
  ELSE
    INSERT INTO erp_sync_run_counts AS kept (kind, status, runs)
    SELECT kind, status, sum(delta)::int FROM (
      SELECT kind, status, -1 AS delta FROM old_runs UNION ALL SELECT kind, status, 1 FROM new_runs) moved
    GROUP BY kind, status HAVING sum(delta) <> 0 ORDER BY kind, status
    ON CONFLICT (kind, status) DO UPDATE SET runs = kept.runs + excluded.runs;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER erp_sync_runs_count_insert AFTER INSERT ON erp_sync_runs
  REFERENCING NEW TABLE AS new_runs FOR EACH STATEMENT EXECUTE FUNCTION erp_sync_runs_count_trigger();--> statement-breakpoint
CREATE TRIGGER erp_sync_runs_count_delete AFTER DELETE ON erp_sync_runs
  REFERENCING OLD TABLE AS old_runs FOR EACH STATEMENT EXECUTE FUNCTION erp_sync_runs_count_trigger();--> statement-breakpoint
-- Every page of a pull updates its run; the old and new rows of an update that keeps kind and
-- status cancel out and write nothing.
CREATE TRIGGER erp_sync_runs_count_update AFTER UPDATE ON erp_sync_runs
  REFERENCING OLD TABLE AS old_runs NEW TABLE AS new_runs
  FOR EACH STATEMENT EXECUTE FUNCTION erp_sync_runs_count_trigger();--> statement-breakpoint
CREATE FUNCTION erp_sync_runs_count_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM erp_sync_run_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER erp_sync_runs_count_truncate AFTER TRUNCATE ON erp_sync_runs
  FOR EACH STATEMENT EXECUTE FUNCTION erp_sync_runs_count_truncate();--> statement-breakpoint
INSERT INTO erp_sync_run_counts (kind, status, runs)
  SELECT kind, status, count(*)::int FROM erp_sync_runs GROUP BY kind, status;
