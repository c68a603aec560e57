import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';
import { derived } from './derived.ts';

/** Text compared byte-wise: a Polish sort key orders correctly only under the "C" collation. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * A text column's Polish sort key, stored once per row (docs/decisions/0060-stored-sort-keys.md): a
 * generated column `pl_sort_key(<expression>)` (migration 0010's function) under the "C"
 * collation, so every write path keeps it current and a list sorted by the text orders by a plain
 * column. Indexed with the table's id (`index(...).on(t.<key>, t.id)`), a page walks the index
 * and stops; and because it is a column, not an expression, a searched page can gather its
 * matches' sort values (docs/decisions/0034-searched-pages-are-gathered.md) instead of computing
 * the key for every match. A list spec sorts by this column, never by the text itself.
 */
export function sortKeyColumn(name: string, expression: string) {
  return derived(name, (key) =>
    byteOrderedText(key).generatedAlwaysAs(sql.raw(`pl_sort_key(${expression})`)),
  );
}
