import { is } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { SortTerm } from '../statements/page-with-count.ts';

const leading = new WeakMap<PgTable, ReadonlySet<string>>();

/**
 * The columns some whole btree index of `table` starts with: the primary key, a unique column or
 * constraint, or an index with no `where`. Read from the schema the migrations are generated
 * from, once per table.
 */
function indexLeaders(table: PgTable): ReadonlySet<string> {
  const known = leading.get(table);
  if (known) return known;
  const config = getTableConfig(table);
  const names = new Set<string>();
  for (const column of config.columns) if (column.primary || column.isUnique) names.add(column.name);
  for (const key of config.primaryKeys) if (key.columns[0]) names.add(key.columns[0].name);
  for (const unique of config.uniqueConstraints) if (unique.columns[0]) names.add(unique.columns[0].name);
  for (const index of config.indexes) {
    const { columns, where, method } = index.config;
    const first = columns[0];
    if (where || (method !== undefined && method !== 'btree')) continue;
    if (is(first, IndexedColumn) && first.name) names.add(first.name);
  }
  leading.set(table, names);
  return names;
}

/**
 * Whether PostgreSQL can read `table` in `order` from an index and stop after a few rows: the
 * order's first term is a column of the table that an index starts with (the terms after it
 * break ties among few rows, sorted as they come). An expression or another table's column
 * has no such index here, and a window of the order would sort the whole table.
 */
export function orderHasIndex(table: PgTable, order: readonly SortTerm[]): boolean {
  const first = order[0]?.by;
  return is(first, PgColumn) && first.table === table && indexLeaders(table).has(first.name);
}
