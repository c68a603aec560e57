import type { ListQuery } from '@portal/contracts';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { SortTerm } from '../statements/page-with-count.ts';
import { orderHasIndex } from './indexed-order.ts';
import type { ListSpec } from './spec.ts';

/**
 * Polish alphabetical order for a text expression
 * (docs/decisions/0059-polish-collation-is-a-sort-key.md): the `pl_sort_key` function of migration
 * 0010 compared byte-wise, identical on PostgreSQL and PGlite. Use it for every ORDER BY over human
 * text (names, cities, provinces), in lists and option lists.
 */
export function plSortKey(expr: AnyColumn | SQL): SQL {
  return sql`pl_sort_key(${expr}) COLLATE "C"`;
}

/** Column types holding free text; enums, uuids and numbers keep their own order. */
const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar', 'PgChar']);

/**
 * What a list orders by for a sort key's column: a text column in Polish order, its key computed
 * per row; anything else (numbers, dates, enums, SQL, a stored sort key) as given. A large table's
 * list sorts by the text's stored key (`sortKeyColumn`, migration 0015) instead: indexed, and a
 * plain column a searched page can gather.
 */
export function sortExpression(column: AnyColumn | SQL): AnyColumn | SQL {
  return column instanceof PgColumn && TEXT_COLUMNS.has(column.columnType) ? plSortKey(column) : column;
}

/** A list's order for a sort key and direction, made once per spec and kept (same objects, compiled once). */
type ListOrder = {
  order: SortTerm[];
  orderBy: SQL[];
  tieBreaker: AnyColumn | undefined;
  /** An index reads the table in this order (`orderHasIndex`): a capped search may walk it. */
  walkable: boolean;
};
const orders = new WeakMap<ListSpec, Map<string, ListOrder>>();

export function orderOf(spec: ListSpec, query: ListQuery): ListOrder {
  const descending = query.sort_direction !== 'asc';
  let bySpec = orders.get(spec);
  if (!bySpec) {
    bySpec = new Map();
    orders.set(spec, bySpec);
  }
  const key = `${query.sort_by}\u0000${descending}`;
  const known = bySpec.get(key);
  if (known) return known;
  const sortColumn = Object.hasOwn(spec.sort, query.sort_by) ? spec.sort[query.sort_by] : undefined;
  // The route's query schema whitelists sort_by; a key it allows but the spec lacks is a wiring bug.
  if (!sortColumn) throw new Error(`list: sort_by "${query.sort_by}" has no column in the list spec`);
  const order: SortTerm[] = [{ by: sortExpression(sortColumn), descending }];
  const tieBreaker = spec.id ?? (spec.table as unknown as { id?: AnyColumn }).id;
  if (tieBreaker && tieBreaker !== sortColumn) order.push({ by: tieBreaker, descending });
  const orderBy = order.map((t) => (t.descending ? desc(t.by) : asc(t.by)));
  const made = { order, orderBy, tieBreaker, walkable: orderHasIndex(spec.table, order) };
  bySpec.set(key, made);
  return made;
}
