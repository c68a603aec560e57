-- A media library folder's files as an equality, and a search within a folder through one index
-- of the folder and the search text's trigrams (btree_gin lets a GIN index hold the folder too).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "files_library_path_idx";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "folder" text GENERATED ALWAYS AS (substring(path from '^(.*)/')) STORED;--> statement-breakpoint
CREATE INDEX "files_library_folder_idx" ON "files" USING btree ("folder","uploaded_at","id") WHERE area = 'public';--> statement-breakpoint
CREATE INDEX "files_library_folder_search" ON "files" USING gin ("folder","search_text" gin_trgm_ops) WHERE area = 'public';--> statement-breakpoint
-- The plans of the folder's searches need its statistics now, not when autovacuum next comes by.
ANALYZE "files";