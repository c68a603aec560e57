-- A code's {id, code, description} as a device's list of codes shows it, built on write. The
-- types' output does not depend on any setting (an integer, a text, a jsonb), so the JSON is a
-- function of the row alone, as a generated column must be.
CREATE FUNCTION error_code_summary_json(id integer, code text, description jsonb) RETURNS json
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT json_build_object('id', id, 'code', code, 'description', description) $$;--> statement-breakpoint
ALTER TABLE "error_codes" ADD COLUMN "summary_json" json GENERATED ALWAYS AS (error_code_summary_json(id, code, description)) STORED;