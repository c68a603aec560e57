CREATE INDEX "files_uploaded_idx" ON "files" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "partners_created_idx" ON "partners" USING btree ("created_at","id");