-- Polish sort keys stored beside the texts the large tables' lists sort by (README Decisions
-- "Stored sort keys"; core/data/sort-key.ts): a list orders by a plain column, so a searched page
-- gathers its matches' sort values instead of computing pl_sort_key() for each (issue 17), and
-- the (key, id) index serves an unsearched page as migration 0014's expression indexes did.
ALTER TABLE "contractors" ADD COLUMN "name_sort_key" text COLLATE "C" GENERATED ALWAYS AS (pl_sort_key(name)) STORED;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "address_city_sort_key" text COLLATE "C" GENERATED ALWAYS AS (pl_sort_key(address_city)) STORED;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "code_sort_key" text COLLATE "C" GENERATED ALWAYS AS (pl_sort_key(code)) STORED;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "name_sort_key" text COLLATE "C" GENERATED ALWAYS AS (pl_sort_key(name)) STORED;--> statement-breakpoint
ALTER TABLE "error_codes" ADD COLUMN "code_sort_key" text COLLATE "C" GENERATED ALWAYS AS (pl_sort_key(code)) STORED;--> statement-breakpoint
ALTER TABLE "documentations" ADD COLUMN "documentation_number_sort_key" text COLLATE "C" GENERATED ALWAYS AS (pl_sort_key(documentation_number)) STORED;--> statement-breakpoint
ALTER TABLE "documentations" ADD COLUMN "title_sort_key" text COLLATE "C" GENERATED ALWAYS AS (pl_sort_key(title->>'pl')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name_sort_key" text COLLATE "C" GENERATED ALWAYS AS (pl_sort_key(first_name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name_sort_key" text COLLATE "C" GENERATED ALWAYS AS (pl_sort_key(last_name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_sort_key" text COLLATE "C" GENERATED ALWAYS AS (pl_sort_key(email)) STORED;--> statement-breakpoint
CREATE INDEX "contractors_name_sort_idx" ON "contractors" USING btree ("name_sort_key","id");--> statement-breakpoint
CREATE INDEX "contractors_address_city_sort_idx" ON "contractors" USING btree ("address_city_sort_key","id");--> statement-breakpoint
CREATE INDEX "devices_code_sort_idx" ON "devices" USING btree ("code_sort_key","id");--> statement-breakpoint
CREATE INDEX "devices_name_sort_idx" ON "devices" USING btree ("name_sort_key","id");--> statement-breakpoint
CREATE INDEX "error_codes_code_sort_idx" ON "error_codes" USING btree ("code_sort_key","id");--> statement-breakpoint
CREATE INDEX "documentations_number_sort_idx" ON "documentations" USING btree ("documentation_number_sort_key","id");--> statement-breakpoint
CREATE INDEX "documentations_title_sort_idx" ON "documentations" USING btree ("title_sort_key","id");--> statement-breakpoint
CREATE INDEX "users_first_name_sort_idx" ON "users" USING btree ("first_name_sort_key","id");--> statement-breakpoint
CREATE INDEX "users_last_name_sort_idx" ON "users" USING btree ("last_name_sort_key","id");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ("email_sort_key","id");--> statement-breakpoint
-- Replaced by the stored keys' indexes above: no list orders by the expressions any more.
DROP INDEX IF EXISTS "users_first_name_pl_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_last_name_pl_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_pl_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contractors_name_pl_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contractors_address_city_pl_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "devices_code_pl_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "devices_name_pl_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "error_codes_code_pl_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "documentations_number_pl_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "documentations_title_pl_idx";
