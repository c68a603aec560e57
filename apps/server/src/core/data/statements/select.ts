import { type AnyColumn, and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { type Buildable, runShaped } from './cache.ts';
import { compilePart, familyId, NOTHING, type Part } from './pieces.ts';

/**
 * What a select reads: a table, optionally the fields and joins. Keep them module constants:
 * their identity is part of a statement's shape, so a source built per call is compiled per call.
 */
export type Source = {
  table: PgTable;
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's selection shapes are too varied to name here
  fields?: Record<string, any>;
  /**
   * Adds joins to the select (the same for its count). Join a reference every row has (a NOT NULL
   * foreign key) with a left join, not an inner one: the rows are the same, and PostgreSQL drops a
   * left join to a unique key whose columns a statement does not read, so a count or a gathering
   * that needs only the table reads the table alone.
   */
  // biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
  join?: (q: any) => any;
};

export type SelectOptions = {
  where?: SQL;
  orderBy?: (SQL | AnyColumn)[];
  limit?: number;
  offset?: number;
  /**
   * Prepared on the server under a name, so PostgreSQL parses and plans it once per connection
   * (shows: a few shapes, planned at more than their run time). Lists leave it off — a shape per
   * filter combination would pile up prepared statements on every pooled connection.
   */
  named?: boolean;
  /**
   * The table's key, for a page that starts past the first row: the statement then finds the
   * page's keys first and reads only those rows whole. Otherwise PostgreSQL computes every
   * skipped row's fields — joins, JSON subqueries — before OFFSET drops them (a users list page
   * 2,280 rows deep: 13 ms → 2.5 ms; docs/decisions/0027-pages-past-the-first-read-by-key.md).
   */
  pageBy?: AnyColumn;
};

/** A table's columns but the generated ones and its search text (`T` as drizzle types a table). */
type RecordColumns<T extends PgTable> = {
  [K in keyof T['_']['columns'] as K extends 'search_text'
    ? never
    : undefined extends T['_']['columns'][K]['_']['generated']
      ? K
      : never]: T['_']['columns'][K];
};

/**
 * What a record reads of a table: every column but the generated ones (stored search text and
 * sort keys) and a search text kept by triggers (a change request's, its company's), which the
 * database keeps for its own lookups and no record shows. A source without `fields` selects these.
 */
export function recordColumns<T extends PgTable>(table: T): RecordColumns<T> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(
      ([name, column]) => !column.generated && name !== 'search_text',
    ),
  ) as RecordColumns<T>;
}

/**
 * An order's terms as one SQL, the same object for the same terms: a list keeps its order's
 * terms per sort (`orderOf` in list/order.ts), so its order is compiled once, not on every request.
 */
const joinedOrders = new WeakMap<readonly unknown[], SQL>();

function joinedOrder(terms: readonly (SQL | AnyColumn)[]): SQL {
  let joined = joinedOrders.get(terms);
  if (!joined) {
    joined = sql.join(terms as (SQL | AnyColumn)[], sql`, `);
    joinedOrders.set(terms, joined);
  }
  return joined;
}

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
export function baseSelect(db: Executor, source: Source, fields?: Record<string, any>, start: any = db): any {
  const base = start.select(fields ?? recordColumns(source.table));
  const from = base.from(source.table).$dynamic();
  return source.join ? source.join(from) : from;
}

/**
 * A select over `source` (docs/decisions/0029-statements-compiled-once-per-shape.md): building a
 * statement with drizzle costs more Node CPU than PostgreSQL spends answering a selective list or a
 * show, so the statement is compiled once per shape — the source, the condition's and order's text,
 * whether it has a limit and an offset — and later calls send the same text with their own values.
 * The text is exactly what drizzle would build; only the values change.
 */
export async function selectRows<T>(db: Executor, source: Source, options: SelectOptions = {}): Promise<T[]> {
  return (await selectShaped<T>(db, source, options)).rows;
}

/**
 * A count the statement carries beside its rows: the single field of `source` (an aggregate)
 * over its rows that `where` selects, as one sub-select PostgreSQL runs once per statement. Keep
 * `source` a module constant (it is part of the statement's shape).
 */
export type CarriedCount = { source: Source; where?: SQL };

/**
 * `selectRows` with a count beside the rows from the same statement (`CarriedCount`): a list
 * counted from the counts the database keeps sends its page and its count as one statement, not
 * two (docs/decisions/0037-kept-counts.md). `total` is undefined when no row came to carry it.
 */
export async function selectRowsCounted<T>(
  db: Executor,
  source: Source,
  options: SelectOptions,
  count: CarriedCount,
): Promise<{ rows: T[]; total: number | undefined }> {
  const { rows, tally } = await selectShaped<T>(db, source, options, undefined, undefined, count);
  return { rows, total: rows.length ? (tally as number) : undefined };
}

/**
 * A select that sends nothing of the request's — a module constant such as a screen's state
 * read as one union — through the same cache, prepared by name: built by `build` once per
 * database handle (`statement` names it: keep it a module constant too), then only run.
 */
export async function selectFixed<T>(
  db: Executor,
  statement: {
    build: (db: Executor) => { toSQL: () => { sql: string }; prepare: (name: string) => unknown };
  },
): Promise<T[]> {
  const { rows } = await runShaped(
    db,
    { shape: ['fixed', familyId(statement)], pieces: {}, named: true },
    // Named, so `cached` always gives `prepare` a name.
    () => statement.build(db) as Buildable,
  );
  return rows as T[];
}

/** The count's column in the page's rows: a name no table of ours has. */
export const TOTAL = 'list_total_matches';

/** A key column's value sent as the statement's first parameter (`selectOne`). */
type Keyed = { key: AnyColumn; id: unknown };

async function selectShaped<T>(
  db: Executor,
  source: Source,
  options: SelectOptions,
  keyed?: Keyed,
  bound?: Record<string, unknown>,
  count?: CarriedCount,
): Promise<{ rows: T[]; tally: unknown }> {
  const orderBy = options.orderBy?.length ? joinedOrder(options.orderBy) : undefined;
  const where = compilePart(options.where);
  const order = compilePart(orderBy);
  const counted = count ? compilePart(count.where) : NOTHING;
  const { limit, offset, pageBy } = options;
  const hasLimit = limit !== undefined;
  const hasOffset = offset !== undefined && offset > 0;
  const deferred = pageBy !== undefined && hasOffset;
  const fieldsWith = (c: SQL | undefined) => {
    if (!count) return source.fields;
    const sum = baseSelect(db, count.source, count.source.fields);
    return {
      ...(source.fields ?? recordColumns(source.table)),
      [TOTAL]: sql<number>`${c ? sum.where(c) : sum}`.as(TOTAL),
    };
  };
  const build = (
    w: SQL | undefined,
    o: SQL | undefined,
    l: unknown,
    f: unknown,
    k?: unknown,
    c: SQL | undefined = count?.where,
  ) => {
    const condition = keyed ? and(eq(keyed.key, k), w) : w;
    const pick = (q: ReturnType<typeof baseSelect>) => {
      if (condition) q = q.where(condition);
      if (o) q = q.orderBy(o);
      if (l !== undefined) q = q.limit(l);
      if (f !== undefined) q = q.offset(f);
      return q;
    };
    if (!deferred) return pick(baseSelect(db, source, fieldsWith(c)));
    const rows = baseSelect(db, source, fieldsWith(c)).where(
      inArray(pageBy, pick(baseSelect(db, source, { key: pageBy }))),
    );
    return o ? rows.orderBy(o) : rows;
  };
  if (!where || !order || !counted) {
    // A caller's placeholder has its value only through the cache: such a statement is a wiring bug.
    if (bound) throw new Error('statements: a condition with placeholders must compile on its own');
    const built: Record<string, unknown>[] = await build(options.where, orderBy, limit, offset, keyed?.id);
    const tally = built[0]?.[TOTAL];
    if (count) for (const row of built) delete row[TOTAL];
    return { rows: built as T[], tally };
  }
  const values: Record<string, unknown> = { ...bound };
  if (keyed) values.key = keyed.id;
  if (hasLimit) values.limit = limit;
  if (hasOffset) values.offset = offset;
  const shape = [
    'rows',
    familyId(source.table),
    familyId(source.fields),
    familyId(source.join),
    hasLimit ? 'L' : '',
    hasOffset ? 'O' : '',
    deferred ? familyId(pageBy) : '',
    keyed ? `K${familyId(keyed.key)}` : '',
    count ? `C${familyId(count.source)}` : '',
  ];
  const pieces: Record<string, Part> = count ? { w: where, o: order, c: counted } : { w: where, o: order };
  const { rows, tally } = await runShaped(
    db,
    {
      shape,
      pieces,
      values,
      named: options.named,
      perCall: orderBy !== undefined,
      tally: count ? TOTAL : undefined,
    },
    (p) =>
      build(
        p.w,
        p.o,
        hasLimit ? sql.placeholder('limit') : undefined,
        hasOffset ? sql.placeholder('offset') : undefined,
        sql.placeholder('key'),
        p.c,
      ),
  );
  return { rows: rows as T[], tally };
}

/**
 * `count(*)` of the rows `where` selects from `source` (with its joins), through the same cache.
 * With `upTo`, counting stops after that many rows (a subquery with a limit), so a broad search
 * does not visit every match to say how many there are.
 */
export async function countRows(
  db: Executor,
  source: Source,
  where: SQL | undefined,
  upTo?: number,
  named = false,
): Promise<number> {
  const total = { total: sql<number>`count(*)::int` };
  // biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
  const build = (w: SQL | undefined, limit: unknown): any => {
    if (limit === undefined) {
      const q = baseSelect(db, source, total);
      return w ? q.where(w) : q;
    }
    const rows = baseSelect(db, source, { one: sql`1`.as('one') });
    return db.select(total).from((w ? rows.where(w) : rows).limit(limit).as('counted'));
  };
  const part = compilePart(where);
  if (!part) {
    const [row] = await build(where, upTo);
    return row.total;
  }
  const counted = upTo !== undefined;
  const shape = ['count', familyId(source.table), familyId(source.join), counted ? 'U' : ''];
  const { rows } = await runShaped(
    db,
    { shape, pieces: { w: part }, values: counted ? { up_to: upTo } : {}, named },
    (p) => build(p.w, counted ? sql.placeholder('up_to') : undefined),
  );
  return (rows[0] as { total: number }).total;
}

/**
 * The row of `source` whose `key` is `id` and that `where` also selects (a show), through the
 * same cache, prepared by name. The key is a placeholder of the statement, so a show builds no
 * SQL per call; a `where` kept as a module constant is compiled once — a scope such as
 * "top-level companies", or a caller's own written with `sql.placeholder(name)` and its values
 * passed as `bound` (the caller's company: `{ company: 42 }`).
 */
export async function selectOne<T>(
  db: Executor,
  source: Source,
  key: AnyColumn,
  id: unknown,
  where?: SQL,
  bound?: Record<string, unknown>,
): Promise<T | undefined> {
  const { rows } = await selectShaped<T>(db, source, { where, limit: 1, named: true }, { key, id }, bound);
  return rows[0];
}
