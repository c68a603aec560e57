import { LIST_SEARCH_COUNT_CAP } from '@portal/contracts';
import type { Query } from './queries.ts';

/** Pieces of SQL the bare references write as the product's list helper and ORM do. */

export const PER_PAGE = 10;

/** `$from, $from+1, …` for a list of n values (the ORM's `in (...)`). */
export const placeholders = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');

/** Escapes LIKE wildcards in a search word, as the product's list helper does. */
export const likeWord = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Limit and offset as the ORM writes them (it leaves out `offset 0`); `next` is the first slot. */
export function paging(page: number, next: number) {
  const offset = (Math.max(1, page) - 1) * PER_PAGE;
  return {
    sql: `limit $${next}${offset ? ` offset $${next + 1}` : ''}`,
    params: offset ? [PER_PAGE, offset] : [PER_PAGE],
  };
}

/**
 * A searched list's count as the product's list helper sends it: the rows are counted in a
 * subquery that stops after the cap (README Decisions "Lists send count and page together").
 * `count` is the plain `select count(*)::int from …` statement.
 */
export function searchCount(q: Query, count: string, params: unknown[]) {
  const from = count.replace(/^select count\(\*\)::int from /, '');
  return q(
    `select count(*)::int from (select 1 as "one" from ${from} limit $${params.length + 1}) "counted"`,
    [...params, LIST_SEARCH_COUNT_CAP + 1],
  );
}
