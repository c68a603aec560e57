DROP INDEX "error_codes_code_search_trgm";--> statement-breakpoint
CREATE INDEX "error_codes_code_prefix_idx" ON "error_codes" USING btree ("code_search" COLLATE "C");