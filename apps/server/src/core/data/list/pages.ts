import { LIST_SEARCH_COUNT_CAP, type ListQuery } from '@portal/contracts';
import { type AnyColumn, and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { type SortTerm, selectPageWithCount } from '../statements/page-with-count.ts';
import { familyId } from '../statements/pieces.ts';
import {
  type CarriedCount,
  countRows,
  type Source,
  selectRows,
  selectRowsCounted,
} from '../statements/select.ts';
import { type ConditionShape, shapedCondition } from './condition.ts';
import type { ListSpec } from './spec.ts';

/*
 * How `listRecords` reads a page and its count once the list's condition and order are built:
 * which statements, sent together or one carrying the other, planned once or per call
 * (docs/decisions/0025-lists-send-count-and-page-together.md,
 * 0026-unsearched-lists-carry-their-count.md, 0034-searched-pages-are-gathered.md,
 * 0035-broad-searches-walk-the-order.md).
 */

export function pageMaths(total: number, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  return { lastPage, current, offset: (current - 1) * perPage };
}

/**
 * The count sources, one per kept table or list spec (the statement cache knows a source by
 * identity).
 */
const countSources = new WeakMap<object, Source>();

/**
 * A count a list's page carries: its source and condition, and whether the statement is planned
 * once (named).
 */
type PageCount = CarriedCount & { where: SQL | undefined; named: boolean };

/**
 * The count of an unsearched query over the list itself: `count(*)` of the rows its condition
 * selects, with the list's joins. Planned once only without a condition: a filter's values may
 * decide the best plan (one company's rows, or most of the table).
 */
export function plainCountOf(spec: ListSpec, where: SQL | undefined): PageCount {
  let source = countSources.get(spec);
  if (!source) {
    source = { table: spec.table, join: spec.join, fields: { total: sql<number>`count(*)::int` } };
    countSources.set(spec, source);
  }
  return { source, where, named: where === undefined };
}

/**
 * The count of an unsearched query from its list's kept counts (`keptCounts`), when its only
 * conditions are the kept columns' filters: the sum of the kept rows of the asked values.
 */
export function keptCountOf(
  spec: ListSpec,
  where: SQL | undefined,
  asked: { name: string; value: unknown }[],
): PageCount | undefined {
  const kept = spec.keptCounts;
  if (!kept || where !== undefined) return undefined;
  if (!asked.every((a) => a.name in kept.by && Array.isArray(a.value))) return undefined;
  let source = countSources.get(kept);
  if (!source) {
    source = { table: kept.table, fields: { total: sql<number>`coalesce(sum(${kept.count}), 0)::int` } };
    countSources.set(kept, source);
  }
  // The sum's condition by the names and number of the asked values, compiled once per shape as
  // a list's condition is (docs/decisions/0030-list-conditions-compiled-once-per-shape.md).
  const shape: ConditionShape = { key: `kept\u0000${familyId(kept)}`, values: [] };
  for (const a of asked) {
    const values = a.value as unknown[];
    shape.key += `\u0000${a.name}=${values.length}`;
    for (const v of values) shape.values.push(v);
  }
  const condition = shapedCondition(shape, false, () =>
    and(...asked.map((a) => inArray(kept.by[a.name], a.value as unknown[]))),
  );
  // Its only conditions are a few columns with a handful of values each, whose plan does not turn
  // on which value is asked.
  return { source, where: condition, named: true };
}

/** What a list asks for once its condition and order are built. */
export type PageShape = {
  /** The list's condition (filters, search and `where`), built on first call. */
  condition: () => SQL | undefined;
  order: SortTerm[];
  /** The order as SQL terms (the same objects for every request of a sort). */
  orderBy: SQL[];
  /** The table's key, also the order's last term (the tie-breaker). */
  key: AnyColumn | undefined;
  /** An index reads the table in the order, so a window of it is a few rows read, not a sort. */
  walkable: boolean;
  query: ListQuery;
  /** The offset of the asked page, before it is clamped to the last page. */
  asked: number;
  /**
   * Set when the list's count is planned once (`plannedOnce`): the same condition with the search
   * in the form planned once, counted by a named statement.
   */
  plannedCount?: SQL;
};
type Counted<T> = { rows: T[]; total: number; capped: boolean };

/**
 * A searched page and its count sent together
 * (docs/decisions/0025-lists-send-count-and-page-together.md): they run on two connections at once
 * while two are free (on PostgreSQL the least busy pipelined connections, db/pipelined.ts), so a
 * request waits for the slower of the two, not their sum. The page is fetched at the asked offset;
 * only a page past the end (clamped to the last page, DESIGN §4) needs a second look once the total
 * is known. A search (`capAt`) stops counting past the cap; exports count exactly.
 *
 * A searched list's count may be planned once (`plannedCount`,
 * docs/decisions/0033-searched-lists-are-planned-once.md); its page never is, as the best way to
 * one page of matches depends on how many there are.
 */
export async function pageAndCount<T>(
  db: Executor,
  spec: ListSpec,
  shape: PageShape,
  capAt: boolean,
): Promise<Counted<T>> {
  const { condition, plannedCount, query, asked } = shape;
  const page = (offset: number) => plainPage<T>(db, spec, shape, offset);
  const cap = capAt ? LIST_SEARCH_COUNT_CAP : undefined;
  const [counted, firstRows] = await Promise.all([
    countRows(
      db,
      spec,
      plannedCount ?? condition(),
      cap === undefined ? undefined : cap + 1,
      plannedCount !== undefined,
    ),
    page(asked),
  ]);
  const capped = cap !== undefined && counted > cap;
  const total = capped ? cap : counted;
  const { offset } = pageMaths(total, query.page, query.per_page);
  return { rows: offset === asked ? firstRows : await page(offset), total, capped };
}

/**
 * An unsearched page and its count from one statement: the count — `count(*)` of the matches,
 * or the sum of kept counts — is a sub-select the page carries (`selectRowsCounted`,
 * docs/decisions/0026-unsearched-lists-carry-their-count.md), so a request costs one round trip and
 * never waits for two connections. An empty page past the first row carries nothing: the count is
 * then asked alone, and the last page after it; an empty first page means no matches.
 */
export async function carriedPage<T>(
  db: Executor,
  spec: ListSpec,
  shape: PageShape,
  count: PageCount,
): Promise<Counted<T>> {
  const { condition, orderBy, key, query, asked } = shape;
  const { named } = count;
  const options = { where: condition(), orderBy, limit: query.per_page, pageBy: key, named };
  const first = await selectRowsCounted<T>(db, spec, { ...options, offset: asked }, count);
  const total =
    first.total ??
    (asked === 0
      ? 0
      : (await selectRows<{ total: number }>(db, count.source, { where: count.where, named }))[0].total);
  const { offset } = pageMaths(total, query.page, query.per_page);
  const rows = offset === asked ? first.rows : await selectRows<T>(db, spec, { ...options, offset });
  return { rows, total, capped: false };
}

/**
 * The page at `offset`, planned for its values (the index in the list's order, or the matches
 * sorted).
 */
function plainPage<T>(
  db: Executor,
  spec: ListSpec,
  { condition, orderBy, key, query }: PageShape,
  offset: number,
) {
  return selectRows<T>(db, spec, { where: condition(), orderBy, limit: query.per_page, offset, pageBy: key });
}

/**
 * Count and page from one statement: for a list whose condition gathers through link tables
 * (`countsWithPage`), every match, and for a list searched in its stored text
 * (docs/decisions/0034-searched-pages-are-gathered.md), the first `cap` + 1 matches: named when the
 * search is planned once, else planned for its values. An empty page past the first row carries no
 * count: that one asks for the count, then for the last page. Past the cap the gathered matches are
 * not all of them: the same statement then walks the list's order for the page (`walkWindow`), and
 * where it cannot, or the window held too few matches, the page is read per call as `pageAndCount`
 * reads it.
 */
export async function pageWithCount<T>(
  db: Executor,
  spec: ListSpec,
  shape: PageShape,
  cap?: number,
): Promise<Counted<T>> {
  const { condition, plannedCount, order, key, query, asked } = shape;
  // One statement gathers the matches, like a count, so it may be planned once as a count is.
  const named = plannedCount !== undefined || (spec.plannedOnce?.(query as never) ?? false);
  const where = plannedCount ?? condition();
  const upTo = cap === undefined ? undefined : cap + 1;
  if (!key)
    throw new Error("list: a page read with its count needs the table's key (spec.id or an id column)");
  const limit = query.per_page;
  const walkAt = (offset: number) => (upTo === undefined ? undefined : walkWindow(shape, offset));
  const page = (offset: number) =>
    selectPageWithCount<T>(db, spec, { where, order, key, limit, offset, named, upTo, walk: walkAt(offset) });
  const first = await page(asked);
  const counted = first.total ?? (await countRows(db, spec, where, upTo, named));
  const capped = cap !== undefined && counted > cap;
  const total = capped ? cap : counted;
  const { offset } = pageMaths(total, query.page, query.per_page);
  // Past the cap only a walk finds the page in the gathering's statement: without one, the page
  // is read per call at once, not after gathering the matches again.
  const walked = !capped || walkAt(offset) !== undefined;
  const rows = offset === asked ? first.rows : walked ? (await page(offset)).rows : [];
  if (capped && (!walked || rows.length < limit))
    return { rows: await plainPage<T>(db, spec, shape, offset), total, capped };
  return { rows, total, capped };
}

/**
 * How many rows in the list's order a capped search's page is looked for in, per row it needs:
 * enough for a search matching one row in this many. A search past the cap matches at least
 * `LIST_SEARCH_COUNT_CAP` rows, most often a good share of the table.
 */
const WALK_ROWS_PER_MATCH = 20;
/** Windows come in these sizes (each its own statement, planned once per connection). */
const WALK_WINDOW_STEP = 1_000;
/** Past this, walking the order would read as much as the page read per call does. */
const WALK_WINDOW_MAX = 8_000;

/**
 * The window of the list's order a capped search's page at `offset` is looked for in
 * (docs/decisions/0035-broad-searches-walk-the-order.md): while an index reads the order and the
 * rows the page needs fit a window; else none, and the page is read per call.
 */
function walkWindow({ walkable, query }: PageShape, offset: number): number | undefined {
  const needed = (offset + query.per_page) * WALK_ROWS_PER_MATCH;
  const window = Math.ceil(needed / WALK_WINDOW_STEP) * WALK_WINDOW_STEP;
  return walkable && window <= WALK_WINDOW_MAX ? window : undefined;
}
