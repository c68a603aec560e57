-- Polish order served by an index on the tables that grow (README Decisions "Polish collation"):
-- a list sorted by a text column orders by `pl_sort_key(col) COLLATE "C"` (core/data/list.ts),
-- which costs ~10–20 µs per row (its regexp_replace), so without an index every page of such a
-- list computed the key of every matching row — contractors sorted by name 35–50 ms per page at
-- 4,600 rows, users by surname ~100 ms at 15,000. With the key in an index (and the table's id
-- as the tie-breaker the list helper adds) PostgreSQL walks the index and stops after the page.
-- The expressions must stay exactly what the list helper sends (test/polish-sort-indexes.test.ts
-- checks each one can serve its list's order); a change to pl_sort_key() must REINDEX these.
CREATE INDEX "users_first_name_pl_idx" ON "users" ((pl_sort_key("first_name")) COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "users_last_name_pl_idx" ON "users" ((pl_sort_key("last_name")) COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "users_email_pl_idx" ON "users" ((pl_sort_key("email")) COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "contractors_name_pl_idx" ON "contractors" ((pl_sort_key("name")) COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "contractors_address_city_pl_idx" ON "contractors" ((pl_sort_key("address_city")) COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "devices_code_pl_idx" ON "devices" ((pl_sort_key("code")) COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "devices_name_pl_idx" ON "devices" ((pl_sort_key("name")) COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "error_codes_code_pl_idx" ON "error_codes" ((pl_sort_key("code")) COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "documentations_number_pl_idx" ON "documentations" ((pl_sort_key("documentation_number")) COLLATE "C", "id");--> statement-breakpoint
CREATE INDEX "documentations_title_pl_idx" ON "documentations" ((pl_sort_key(("title" ->> 'pl'))) COLLATE "C", "id");
