ALTER TABLE "files" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(original_name || ' ' || path)) STORED;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(name || ' ' || coalesce(nip_number, '') || ' ' || address_city)) STORED;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(name || ' ' || coalesce(name2, '') || ' ' || code)) STORED;--> statement-breakpoint
ALTER TABLE "error_codes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(code || ' ' || coalesce(description->>'pl', ''))) STORED;--> statement-breakpoint
ALTER TABLE "error_codes" ADD COLUMN "code_search" text GENERATED ALWAYS AS (f_unaccent(code)) STORED;--> statement-breakpoint
ALTER TABLE "erp_outbox" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(our_number || ' ' || coalesce(erp_document_number, ''))) STORED;--> statement-breakpoint
ALTER TABLE "erp_customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(name || ' ' || external_id || ' ' || coalesce(nip_number, '') || ' ' || coalesce(address_city, ''))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(first_name || ' ' || last_name || ' ' || email)) STORED;--> statement-breakpoint
CREATE INDEX "files_search_text_trgm" ON "files" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contractors_search_text_trgm" ON "contractors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_search_text_trgm" ON "devices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "error_codes_search_text_trgm" ON "error_codes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "error_codes_code_search_trgm" ON "error_codes" USING gin ("code_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "erp_outbox_search_text_trgm" ON "erp_outbox" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_text_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Replaced by the stored search_text columns' indexes above (README Decisions "Stored search text").
DROP INDEX IF EXISTS "users_search_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "contractors_search_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "devices_search_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "error_codes_code_trgm";
