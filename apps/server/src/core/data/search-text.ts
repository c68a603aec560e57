import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';
import { derived } from './derived.ts';

/**
 * The text a list's `search` looks in, stored once per row
 * (docs/decisions/0020-stored-search-text.md): a generated column `f_unaccent(<expression>)` (lower
 * case, diacritics folded, ł → l), so every write path — a route, the ERP pull, the seed, a bulk
 * insert — keeps it current by construction, and search compares it with the folded words without
 * evaluating `f_unaccent` per candidate row. `expression` names the table's own columns (a
 * generated column cannot reach another table). The table indexes it with `index(...).using('gin',
 * t.search_text.op('gin_trgm_ops'))` so `LIKE '%word%'` uses trigrams.
 */
export function searchTextColumn(expression: string) {
  return derived('search_text', (name) => text(name).generatedAlwaysAs(sql.raw(`f_unaccent(${expression})`)));
}
