import { LIST_SEARCH_COUNT_CAP } from '@portal/contracts';
import type { Query } from './queries.ts';

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
