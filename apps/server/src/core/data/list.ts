import { LIST_SEARCH_COUNT_CAP, type ListQuery, type Pagination } from '@portal/contracts';
import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { orderHasIndex } from './indexed-order.ts';
import {
  type CarriedCount,
  type CompiledText,
  compiledText,
  compilePart,
  countRows,
  familyId,
  type SortTerm,
  type Source,
  selectPageWithCount,
  selectRows,
  selectRowsCounted,
  textId,
  withValues,
} from './statements.ts';

/**
 * What a filter sends for a value when the text of its condition depends only on `shape`: the
 * values in the order the condition renders them. A list whose filters all say it builds its
 * condition once per shape and later only gathers the values
 * (docs/decisions/0030-list-conditions-compiled-once-per-shape.md). Undefined: the filter is not
 * applied to this value.
 */
export type FilterSends = { shape: string; values: readonly unknown[] };

/**
 * A list filter: the condition for the value the query asks for, or none (`undefined`: not
 * applied). It also gets the whole query, for a condition whose best form depends on the other
 * filters, and the signed-in caller (`listRecords`' `callerId`, null when the route gave none):
 * build a filter on the caller with `callerFilter`. Build the common ones with `anyOf`, `equals`,
 * `either` and, for ids through links or a tree, `ofIds`: these also say what they send (`sends`).
 */
export type Filter = ((value: never, query: never, callerId: number | null) => SQL | undefined) & {
  /** Null: applied, but this value's condition can only be built (`ofIds` for a text that turns on the ids). */
  sends?: (value: never, callerId: number | null) => FilterSends | undefined | null;
};

/** The column is one of the asked values (`?province=3&province=7`). */
export function anyOf(column: AnyColumn) {
  return Object.assign((values: readonly unknown[]) => inArray(column, values), {
    sends: (values: readonly unknown[]): FilterSends => ({ shape: String(values.length), values }),
  });
}

/** The column equals the asked value (a yes/no flag on a boolean column, an id). */
export function equals(column: AnyColumn) {
  return Object.assign((value: unknown) => eq(column, value), {
    sends: (value: unknown): FilterSends => ({ shape: '', values: [value] }),
  });
}

/** A yes/no filter between two fixed conditions (module constants, e.g. `isNull(col)`). */
export function either(yes: SQL, no: SQL) {
  return Object.assign((value: boolean) => (value ? yes : no), {
    sends: (value: boolean): FilterSends => ({
      shape: value ? 'yes' : 'no',
      values: compilePart(value ? yes : no)?.values ?? [undefined],
    }),
  });
}

/** `1, 2, 3` as bound parameters, for `IN (...)` inside hand-written subqueries (`ofIds`). */
export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Stand-in ids no query asks for (ids are positive), a different set for each `set`. */
const standIns = (count: number, set: number) =>
  Array.from({ length: count }, (_, k) => -1_000_000_000 - set * 1_000_000 - k);

/** Where a rendered value of a condition comes from: the k-th asked value, or a constant of its own. */
type Slot = number | { constant: unknown };

/**
 * Where a condition renders each of its values, found by rendering it with two sets of stand-ins
 * (`a` and `b`, no value a request sends); null when it cannot be said: its text differs between
 * the two (it turns on the values themselves, e.g. writes them into the text), a value is neither
 * a stand-in nor the same constant both times, or it cannot be compiled alone.
 */
function layoutOf(
  render: (values: readonly unknown[]) => SQL,
  a: readonly unknown[],
  b: readonly unknown[],
): Slot[] | null {
  const [one, two] = [compilePart(render(a)), compilePart(render(b))];
  if (!one || !two || one.bound || two.bound || one.text !== two.text) return null;
  if (one.values.length !== two.values.length) return null;
  const layout: Slot[] = [];
  for (let i = 0; i < one.values.length; i++) {
    const k = a.indexOf(one.values[i]);
    if (k >= 0 ? two.values[i] !== b[k] : !Object.is(two.values[i], one.values[i])) return null;
    layout.push(k >= 0 ? k : { constant: one.values[i] });
  }
  return layout;
}

const valuesOf = (layout: Slot[], asked: readonly unknown[]) =>
  layout.map((slot) => (typeof slot === 'number' ? asked[slot] : slot.constant));

/** Layouts are kept for lists of at most this many ids (query schemas cap theirs well below). */
const ID_LAYOUTS = 100;

/**
 * A filter by asked ids through links or a tree (tags, a subtree of groups, caretakers, the codes
 * of devices). Its condition for a number of ids is rendered once with stand-in ids, which shows
 * where each asked id goes among its values (an id may go twice, constants between), so later
 * requests with that many ids only gather their values. A condition whose text turns on the ids
 * themselves is built every time.
 */
export function ofIds(condition: (ids: readonly number[]) => SQL) {
  const layouts = new Map<number, Slot[] | null>();
  return Object.assign((ids: readonly number[]) => condition(ids), {
    sends: (ids: readonly number[]): FilterSends | null => {
      if (ids.length > ID_LAYOUTS) return null;
      let layout = layouts.get(ids.length);
      if (layout === undefined) {
        const render = (values: readonly unknown[]) => condition(values as number[]);
        layout = layoutOf(render, standIns(ids.length, 0), standIns(ids.length, 1));
        layouts.set(ids.length, layout);
      }
      if (!layout) return null;
      return { shape: String(ids.length), values: valuesOf(layout, ids) };
    },
  });
}

/**
 * A yes/no filter on the caller's own records, e.g. "mine": applied when asked, and matching
 * nothing when the route gave no caller, so a wiring slip hides records instead of showing all.
 * The caller's id is the condition's one value.
 */
export function callerFilter(condition: (callerId: number) => SQL) {
  return Object.assign(
    (yes: boolean, _query: unknown, callerId: number | null) =>
      yes ? (callerId === null ? sql`false` : condition(callerId)) : undefined,
    {
      sends: (yes: boolean, callerId: number | null): FilterSends | undefined =>
        yes
          ? callerId === null
            ? { shape: 'none', values: [] }
            : { shape: 'caller', values: [callerId] }
          : undefined,
    },
  );
}

/** Stand-ins for a scope's values, a different set for each `set`; null for a value that is not a number or a text. */
function scopeStandIns(values: readonly unknown[], set: number): unknown[] | null {
  const standIn = (value: unknown, k: number) =>
    typeof value === 'number'
      ? -2_000_000_000 - set * 1_000_000 - k
      : typeof value === 'string'
        ? `\u0001stand-in ${set}.${k}\u0001`
        : null;
  const out = values.map(standIn);
  return out.includes(null) ? null : out;
}

/** A scope's text and layout for values of these kinds, or null when it can only be built. */
function scopeText(condition: (...stand: unknown[]) => SQL, values: readonly unknown[]) {
  const [a, b] = [scopeStandIns(values, 0), scopeStandIns(values, 1)];
  if (!a || !b) return null;
  const render = (stand: readonly unknown[]) => condition(...stand);
  try {
    const layout = layoutOf(render, a, b);
    const part = layout ? compilePart(render(a)) : null;
    return layout && part ? { text: compiledText(part.text), layout } : null;
  } catch {
    // A column that encodes its values (a date) cannot take a stand-in: built every time.
    return null;
  }
}

/**
 * A route's scope by the request's values (a company, a folder, a parent record), passed to
 * `listRecords` as `where` or to a show: the condition is built and rendered once per kind of
 * values (docs/decisions/0030-list-conditions-compiled-once-per-shape.md) and later requests only
 * put their values into the same text, as a list's filters do. The condition must be a template
 * over its values: branch on them outside it (a caller without a company is `false`
 * before the scope is asked). One that writes a value into its text, or sends something made
 * from it (`${dir}/`), cannot be laid out and is built every time — still right, only dearer.
 */
export function scopeOf<A extends (string | number)[]>(condition: (...values: A) => SQL) {
  const texts = new Map<string, { text: CompiledText; layout: Slot[] } | null>();
  const textFor = (values: A) => {
    const kinds = values.map((v) => typeof v).join();
    let known = texts.get(kinds);
    if (known === undefined) {
      known = scopeText(condition as (...stand: unknown[]) => SQL, values);
      texts.set(kinds, known);
    }
    return known;
  };
  return Object.assign(
    (...values: A): SQL => {
      const known = textFor(values);
      return known ? withValues(known.text, valuesOf(known.layout, values)) : condition(...values);
    },
    {
      /**
       * Whether values of these kinds go into a text compiled once. A scope that cannot be laid
       * out still answers right, only built on every request, so only a test of this tells.
       */
      laidOut: (...values: A): boolean => textFor(values) !== null,
    },
  );
}

/** The parameters every list query has; the rest of a query schema's keys are its filters. */
type ListParameter = 'page' | 'per_page' | 'sort_by' | 'sort_direction' | 'search';
type FilterName<Q> = Exclude<keyof Q & string, ListParameter>;

type SpecBase = Source & {
  /**
   * Where the `search` parameter looks. A column is the table's stored search text
   * (`searchTextColumn`: already lower-cased and folded, trigram-indexed), compared as it is;
   * an SQL expression (small dictionaries only) is folded with `f_unaccent` per row.
   */
  search?: PgColumn | SQL;
  /**
   * Tie-breaker so pages never overlap when sort values repeat (rows seeded in one
   * transaction share `created_at`). Defaults to the table's `id` column.
   */
  id?: AnyColumn;
  /**
   * Count and page come from one statement that gathers the matches once
   * (`selectPageWithCount`, docs/decisions/0025-lists-send-count-and-page-together.md); the count
   * is then exact, searched or not. `true`: the list's condition gathers its matches from link
   * tables (every code concerning a device of some model), so neither its count nor its page can
   * stop early. A function: for the queries whose matches are few whatever the values, such as a
   * user's favourites, where gathering them costs less than a page and a count apart.
   */
  countsWithPage?: boolean | ((query: never) => boolean);
  /**
   * With `countsWithPage`: whether this query's statement is planned once per connection (a
   * named statement). For a statement that costs PostgreSQL more to plan than to run and whose
   * plan does not turn on the values, e.g. the partner error-code search narrowed by a code (4 ms
   * to plan, 2 ms to run at `--scale 1`), or a user's favourites (read from the user's marks).
   */
  plannedOnce?: (query: never) => boolean;
  /**
   * Counts the database keeps per value of some columns (docs/decisions/0037-kept-counts.md): a
   * table with a row per combination of those columns' values and its number of rows, kept by
   * triggers on every write to the list's table. `by` names the list's `anyOf` filters on those
   * columns, each with its column in the kept table. A query whose only conditions are those
   * filters (no search, no route scope) is counted by adding up the kept rows of its values
   * instead of visiting every match: for a table that grows for ever and is filtered by a few
   * columns, a log such as the ERP runs.
   */
  keptCounts?: { table: PgTable; count: AnyColumn; by: Record<string, AnyColumn> };
};

/**
 * Typed against a route's parsed query `Q`: every sort key and every filter the query schema
 * accepts needs its entry, and an entry the schema does not accept is refused, at compile time
 * (a key the schema allows but the spec lacks would otherwise be a 500 or an ignored filter).
 */
type TypedSpec<Q extends ListQuery> = { sort: Record<Q['sort_by'], AnyColumn | SQL> } & ([
  FilterName<Q>,
] extends [never]
  ? { filters?: Record<never, Filter> }
  : {
      filters: {
        [K in FilterName<Q>]-?: (
          value: NonNullable<Q[K]>,
          query: Q,
          callerId: number | null,
        ) => SQL | undefined;
      };
    });

/**
 * What a list route may do with a table: the whitelisted sort keys, the text the `search`
 * parameter looks in, and the filters by field name (DESIGN §4 "Lists"). Without `Q` the spec
 * is checked against no schema (the routes not yet built with `crudRoutes`).
 */
export type ListSpec<Q extends ListQuery = ListQuery> = SpecBase &
  (string extends Q['sort_by']
    ? { sort: Record<string, AnyColumn | SQL>; filters?: Record<string, Filter> }
    : TypedSpec<Q>);

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

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function searchWords(term: string | undefined): string[] {
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
function plannedOnce(spec: ListSpec, search: string | undefined, filters: unknown[]): boolean {
  if (!(spec.search instanceof PgColumn) || search === undefined) return false;
  const words = searchWords(search);
  return (
    words.length > 0 && words.every((w) => TRIGRAM.test(w)) && filters.every((v) => typeof v !== 'string')
  );
}

/** The statement shape of a list's condition (`conditionShape`) and the values it sends. */
type ConditionShape = { key: string; values: unknown[] };

/**
 * What names the text of a list's condition when every asked filter says what it sends: the
 * spec, the route's `where` (its compiled text), the number of searched words and each applied
 * filter's shape; and the values in the order the condition renders them — the `where`'s, each
 * word's pattern, each filter's. Null when a part can only be built (a search in an expression,
 * a `where` drizzle must render or that holds a caller's placeholder).
 */
function conditionShape(
  spec: ListSpec,
  where: SQL | undefined,
  search: string | undefined,
  asked: { name: string }[],
  sent: (FilterSends | undefined)[],
): ConditionShape | null {
  if (spec.search && !(spec.search instanceof PgColumn)) return null;
  const scope = where ? compilePart(where) : null;
  if (where && (!scope || scope.bound)) return null;
  const words = searchWords(search);
  let key = `${familyId(spec)}\u0000${scope ? textId(scope.text) : '-'}\u0000${words.length}`;
  const values: unknown[] = scope ? [...scope.values] : [];
  for (const w of words) values.push(escapeLike(w));
  sent.forEach((s, i) => {
    if (!s) return;
    key += `\u0000${asked[i].name}=${s.shape}`;
    for (const v of s.values) values.push(v);
  });
  return { key, values };
}

/** A condition's text by shape, or how the shape turned out: no condition, or built every time. */
type ShapeEntry = CompiledText | 'none' | 'built';
const conditionShapes = new Map<string, ShapeEntry>();
/** At most this many condition shapes are kept (the oldest go). */
const CONDITION_SHAPES = 2000;

/**
 * A list's condition of a shape met before: its text with this request's values, without
 * building or rendering it (docs/decisions/0030-list-conditions-compiled-once-per-shape.md). The
 * first request of a shape builds it; its text is kept only when its rendered values are exactly
 * the gathered ones, so a filter whose `sends` does not match what it builds is built every time
 * instead of sending wrong values.
 */
function shapedCondition(
  shape: ConditionShape,
  planned: boolean,
  build: (planned: boolean) => SQL | undefined,
): SQL | undefined {
  const key = `${shape.key}\u0001${planned ? 'P' : 'C'}`;
  const known = conditionShapes.get(key);
  if (known === 'none') return undefined;
  if (known !== undefined && known !== 'built') return withValues(known, shape.values);
  const built = build(planned);
  if (known === undefined) {
    if (conditionShapes.size >= CONDITION_SHAPES)
      conditionShapes.delete(conditionShapes.keys().next().value as string);
    conditionShapes.set(key, entryOf(built, shape.values));
  }
  return built;
}

function entryOf(built: SQL | undefined, values: unknown[]): ShapeEntry {
  if (!built) return values.length ? 'built' : 'none';
  const part = compilePart(built);
  const same =
    part !== null &&
    !part.bound &&
    part.values.length === values.length &&
    part.values.every((v, i) => Object.is(v, values[i]));
  return same ? compiledText(part.text) : 'built';
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

function orderOf(spec: ListSpec, query: ListQuery): ListOrder {
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

export function pageMaths(total: number, page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  return { lastPage, current, offset: (current - 1) * perPage };
}

export type ListResult<T> = { results: T[]; pagination: Pagination };

/**
 * The one list implementation: filters, search, whitelisted sort and the pagination shape of
 * DESIGN §4. `where` narrows further, e.g. to the caller's partner (object-level scoping).
 */
export async function listRecords<T = Record<string, unknown>>(
  db: Executor,
  spec: ListSpec,
  query: ListQuery,
  where?: SQL,
  options: { exactCount?: boolean; callerId?: number } = {},
): Promise<ListResult<T>> {
  const callerId = options.callerId ?? null;
  const active: Record<string, unknown> = {};
  const search = query.search && spec.search ? query.search : undefined;
  if (search !== undefined) active.search = search;
  const asked: { name: string; value: unknown; filter: Filter }[] = [];
  for (const [name, filter] of Object.entries(spec.filters ?? {})) {
    const value = query[name];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    asked.push({ name, value, filter });
  }
  // What each asked filter sends, when every one says (`FilterSends`); else each builds its condition.
  const sends = asked.every((a) => a.filter.sends)
    ? asked.map((a) => a.filter.sends?.(a.value as never, callerId))
    : undefined;
  const sent = sends?.includes(null) ? undefined : (sends as (FilterSends | undefined)[] | undefined);
  let conditions: (SQL | undefined)[] | undefined;
  const built = () => {
    conditions ??= asked.map((a) => a.filter(a.value as never, query as never, callerId));
    return conditions;
  };
  const applied = sent ?? built();
  const filterValues: unknown[] = [];
  asked.forEach((a, i) => {
    if (applied[i] === undefined) return;
    filterValues.push(a.value);
    active[a.name] = a.value;
  });
  const build = (planned: boolean) =>
    and(
      ...[where, spec.search && searchCondition(spec.search, search, planned), ...built()].filter(
        (c): c is SQL => c !== undefined,
      ),
    );
  const shape = sent && conditionShape(spec, where, search, asked, sent);
  const form = (planned: boolean) => (shape ? shapedCondition(shape, planned, build) : build(planned));
  // Built when a statement needs it: a searched list planned once reads only `plannedCount`.
  let plain: { condition: SQL | undefined } | undefined;
  const condition = () => {
    plain ??= { condition: form(false) };
    return plain.condition;
  };
  const plannedCount = spec.search && plannedOnce(spec, search, filterValues) ? form(true) : undefined;

  const { order, orderBy, tieBreaker, walkable } = orderOf(spec, query);
  const offset = pageMaths(Number.MAX_SAFE_INTEGER, query.page, query.per_page).offset;
  const page = { condition, plannedCount, order, orderBy, walkable, key: tieBreaker, query, asked: offset };
  const capAt = active.search !== undefined && !options.exactCount;
  const gathered =
    typeof spec.countsWithPage === 'function' ? spec.countsWithPage(query as never) : spec.countsWithPage;
  const { rows, total, capped } = gathered
    ? await pageWithCount<T>(db, spec, page)
    : capAt && spec.search instanceof PgColumn && order.every((t) => t.by instanceof PgColumn)
      ? await pageWithCount<T>(db, spec, page, LIST_SEARCH_COUNT_CAP)
      : search === undefined
        ? await carriedPage<T>(
            db,
            spec,
            page,
            keptCountOf(spec, where, asked) ?? plainCountOf(spec, condition()),
          )
        : await pageAndCount<T>(db, spec, page, capAt);
  const { lastPage, current } = pageMaths(total, query.page, query.per_page);

  return {
    results: rows as T[],
    pagination: {
      per_page: query.per_page,
      last_page: lastPage,
      current,
      page: query.page,
      sort_direction: query.sort_direction,
      sort_by: query.sort_by,
      total,
      active,
      ...(capped ? { total_capped: true as const } : {}),
    },
  };
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
function plainCountOf(spec: ListSpec, where: SQL | undefined): PageCount {
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
function keptCountOf(
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
type PageShape = {
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
async function pageAndCount<T>(
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
async function carriedPage<T>(
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
async function pageWithCount<T>(
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
