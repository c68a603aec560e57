-- A device's show no longer lists its error codes (README Decisions "A show carries what is
-- bounded"): the stored JSON of 0019 has no reader left.
ALTER TABLE "error_codes" DROP COLUMN "summary_json";--> statement-breakpoint
DROP FUNCTION error_code_summary_json(integer, text, jsonb);
