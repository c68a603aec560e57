CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with a fixed dictionary lets search
-- expressions be indexed (trigram GIN) and compared ignoring case and Polish diacritics.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
CREATE INDEX users_search_trgm ON users USING gin (f_unaccent(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX contractors_search_trgm ON contractors USING gin (f_unaccent(name || ' ' || coalesce(nip_number, '') || ' ' || address_city) gin_trgm_ops);
