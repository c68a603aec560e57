import { type AnyColumn, and, asc, desc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { runShaped } from './cache.ts';
import { compilePart, familyId, textId } from './pieces.ts';
import { baseSelect, recordColumns, type Source, TOTAL } from './select.ts';

/** One term of a page's order: an expression and its direction. */
export type SortTerm = { by: AnyColumn | SQL; descending: boolean };

/** An order's terms as one SQL, the same object for the same terms (as `joinedOrder` in select.ts). */
const orderTerms = new WeakMap<readonly SortTerm[], SQL>();

function orderOfTerms(order: readonly SortTerm[]): SQL {
  let joined = orderTerms.get(order);
  if (!joined) {
    joined = sql.join(
      order.map((t) => (t.descending ? desc(t.by) : asc(t.by))),
      sql`, `,
    );
    orderTerms.set(order, joined);
  }
  return joined;
}

export type PageWithCountOptions = {
  where?: SQL;
  /** The order; its last term must make it total (the key), as in every list. */
  order: SortTerm[];
  /** The table's key: the page's rows are read whole by it. */
  key: AnyColumn;
  limit: number;
  offset: number;
  /** Prepared under a name, planned once per connection. */
  named?: boolean;
  /**
   * Gathers at most this many matches: the count then stops there, and past it the page is not
   * necessarily the first rows of every match (the caller reads it another way).
   */
  upTo?: number;
  /**
   * With `upTo`: when the gathering reaches it, the page is instead looked for in the table's
   * first `walk` rows in the order (`walkedKeys`), by the same statement. Fewer rows than `limit`
   * then mean the window held too few matches to tell: the caller reads the page another way.
   */
  walk?: number;
};

/** The order's values selected as `s0…sn` beside a key, so a page of keys can be sorted alone. */
const sortValues = (order: SortTerm[]): Record<string, SQL.Aliased> =>
  Object.fromEntries(order.map((t, i) => [`s${i}`, sql`${t.by}`.as(`s${i}`)]));

/**
 * The keys and sort values of a page looked for by walking the list's order
 * (docs/decisions/0035-broad-searches-walk-the-order.md): the table's first `window` rows in the
 * order — a subquery with its own limit, so PostgreSQL reads them from the order's index and stops
 * — filtered by `where` until the page is full. For a search matching a good share of the table
 * this reads a few dozen rows where gathering every match rechecks thousands. The subquery takes
 * the table's own name, so the condition and the joins read it as they read the table.
 */
function walkedKeys(
  db: Executor,
  source: Source,
  where: SQL | undefined,
  { order, key, window }: { order: SortTerm[]; key: AnyColumn; window: number },
) {
  if (!Number.isSafeInteger(window) || window < 1)
    throw new Error('statements: a walked page needs a window');
  const name = getTableName(source.table);
  // The window is part of the text: PostgreSQL plans the subquery for exactly that many rows.
  const walked = sql`(select * from ${source.table} order by ${orderOfTerms(order)} limit ${sql.raw(String(window))}) as ${sql.identifier(name)}`;
  // biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
  const from: any = db
    .select({ k: sql`${key}`.as('k'), ...sortValues(order) })
    .from(walked)
    .$dynamic();
  const joined = source.join ? source.join(from) : from;
  return {
    select: where ? joined.where(where) : joined,
    by: order.map((t) => (t.descending ? desc(t.by) : asc(t.by))),
  };
}

/**
 * A page and the number of all rows `where` selects, from one statement
 * (docs/decisions/0025-lists-send-count-and-page-together.md). The matches' keys and sort values
 * are gathered once (a CTE referenced twice, which PostgreSQL materializes), counted, and the
 * page's keys taken from them by a top-N sort — the page never probes the matches row by row, a
 * plan PostgreSQL otherwise picks when it hopes a LIMIT stops early. The page's rows are then read
 * by key; with joins, `where` is applied to them again, so a join that only the condition narrows
 * (a caller joined to every row) still gives one row per key. A table read alone has one row per
 * key, and its condition is not evaluated twice: the partner error-code search's gathers every code
 * of the matching devices, and doing it again doubled its cost. `total` is undefined when the page
 * is empty past the first row or walked (nothing carried the count).
 */
export async function selectPageWithCount<T>(
  db: Executor,
  source: Source,
  options: PageWithCountOptions,
): Promise<{ rows: T[]; total: number | undefined }> {
  const where = compilePart(options.where);
  const order = compilePart(orderOfTerms(options.order));
  const build = (w: SQL | undefined, limit: unknown, offset: unknown, upTo: unknown) => {
    const sorts = sortValues(options.order);
    const selected = baseSelect(db, source, { k: sql`${options.key}`.as('k'), ...sorts });
    const gathered = w ? selected.where(w) : selected;
    // biome-ignore lint/suspicious/noExplicitAny: the CTE's columns are named at run time
    const matched: any = db.$with('matched').as(upTo === undefined ? gathered : gathered.limit(upTo));
    // biome-ignore lint/suspicious/noExplicitAny: as above, the page's keys
    const by = (q: any) => options.order.map((t, i) => (t.descending ? desc : asc)(q[`s${i}`]));
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const gatheredKeys: any = db
      .select({
        k: matched.k,
        ...Object.fromEntries(Object.keys(sorts).map((name) => [name, matched[name]])),
      })
      .from(matched)
      .$dynamic();
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const paged = (q: any, order: SQL[]): any =>
      q
        .orderBy(...order)
        .limit(limit as number)
        .offset(offset as number);
    const { walk } = options;
    // One way to the page runs, picked once per statement by the gathering's size: PostgreSQL
    // evaluates the uncorrelated count once and skips the branch whose filter is false.
    const reached = sql`(SELECT count(*) FROM ${sql.identifier('matched')}) >= ${upTo}`;
    const walked =
      walk === undefined || upTo === undefined
        ? undefined
        : walkedKeys(db, source, and(w, reached), { ...options, window: walk });
    const keys = walked
      ? paged(gatheredKeys.where(sql`not ${reached}`), by(matched))
          .unionAll(paged(walked.select, walked.by))
          .as('page_keys')
      : paged(gatheredKeys, by(matched)).as('page_keys');
    const fields = {
      ...(source.fields ?? recordColumns(source.table)),
      [TOTAL]: sql<number>`(SELECT count(*)::int FROM ${sql.identifier('matched')})`.as(TOTAL),
    };
    const page = baseSelect(db, source, fields, db.with(matched)).innerJoin(keys, eq(options.key, keys.k));
    return (w && source.join ? page.where(w) : page).orderBy(...by(keys));
  };
  const { upTo } = options;
  let rows: unknown[];
  let tally: unknown;
  // An order with values of its own would be sent with the first call's: built afresh instead.
  if (!where || !order || order.values.length) {
    const built: Record<string, unknown>[] = await build(options.where, options.limit, options.offset, upTo);
    tally = built[0]?.[TOTAL];
    for (const row of built) delete row[TOTAL];
    rows = built;
  } else {
    const shape = [
      'page+count',
      familyId(source.table),
      familyId(source.fields),
      familyId(source.join),
      textId(order.text),
      upTo === undefined ? '' : 'U',
      options.walk === undefined ? '' : `W${options.walk}`,
    ];
    const values: Record<string, unknown> = { limit: options.limit, offset: options.offset };
    if (upTo !== undefined) values.up_to = upTo;
    // The count comes apart from the rows (`tally`), so each row keeps the shape it was built with.
    ({ rows, tally } = await runShaped(
      db,
      { shape, pieces: { w: where }, values, named: options.named, tally: TOTAL },
      (p) =>
        build(
          p.w,
          sql.placeholder('limit'),
          sql.placeholder('offset'),
          upTo === undefined ? undefined : sql.placeholder('up_to'),
        ),
    ));
  }
  // An empty walk tells nothing of the matches: only an empty gathered first page means none.
  const none = options.offset === 0 && options.walk === undefined;
  const total = rows.length ? (tally as number) : none ? 0 : undefined;
  return { rows: rows as T[], total };
}
