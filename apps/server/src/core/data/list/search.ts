import { and, type SQL, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { ListSpec } from './spec.ts';

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function searchWords(term: string | undefined): string[] {
  return (term ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

/** Three letters or digits in a row: what pg_trgm takes from a LIKE pattern to use its index. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * Every word must appear somewhere in the searched text, ignoring case and diacritics. A
 * column is stored search text, folded on write; an expression is folded here, per row.
 * `planned`: the statement is planned once for every word (`plannedOnce`), so each word's pattern
 * is folded once per statement in a subquery, not per candidate row as a plan made once would.
 */
export function searchCondition(
  document: PgColumn | SQL,
  term: string | undefined,
  planned = false,
): SQL | undefined {
  const words = searchWords(term);
  if (!words.length) return undefined;
  const folded = document instanceof PgColumn ? sql`${document}` : sql`f_unaccent(${document})`;
  const pattern = (w: string) => sql`'%' || f_unaccent(${escapeLike(w)}) || '%'`;
  return and(
    ...words.map((w) =>
      planned ? sql`${folded} LIKE (SELECT ${pattern(w)})` : sql`${folded} LIKE ${pattern(w)}`,
    ),
  );
}

/**
 * The stored search text `column` (folded on write, as `searchTextColumn`'s) starts with the
 * typed term, folded the same way: for a code or a number one types from its start
 * (docs/decisions/0021-codes-match-from-their-start.md). A range of `column COLLATE "C"`, whose
 * btree index finds the matches however short the term: a trigram index has nothing to look up for
 * a one- or two-character `LIKE '%…%'` and rechecks every row. UTF-8 bytes sort as code points, so
 * every string that starts with the prefix lies between it and the prefix followed by the last code
 * point. The term is taken literally (`%` and `_` are characters) and folded once per statement.
 */
export function prefixCondition(column: PgColumn, term: string | undefined): SQL | undefined {
  const prefix = (term ?? '').trim();
  if (!prefix) return undefined;
  const folded = sql`f_unaccent(${prefix})`;
  return sql`(${column} COLLATE "C" >= (SELECT ${folded})
    AND ${column} COLLATE "C" < (SELECT ${folded} || ${AFTER_EVERY_CHARACTER}))`;
}

/** U+10FFFF, the last code point: a prefix followed by it bounds every text that starts with the prefix. */
const AFTER_EVERY_CHARACTER = sql.raw('chr(1114111)');

/**
 * Whether a searched list's count may be planned once per connection
 * (docs/decisions/0033-searched-lists-are-planned-once.md): PostgreSQL spent more time planning a
 * selective count over a few thousand rows than running it. One plan serves every value, so only
 * where the values do not change the best plan: a search of stored text in which every word has a
 * trigram (the index finds the candidates, however many), and no free-text filter, whose short word
 * would need a plan of its own (a code such as `E1` has no trigram to look up).
 */
export function plannedOnce(spec: ListSpec, search: string | undefined, filters: unknown[]): boolean {
  if (!(spec.search instanceof PgColumn) || search === undefined) return false;
  const words = searchWords(search);
  return (
    words.length > 0 && words.every((w) => TRIGRAM.test(w)) && filters.every((v) => typeof v !== 'string')
  );
}
