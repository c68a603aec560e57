import { createHash } from 'node:crypto';
import { LIST_SEARCH_COUNT_CAP } from '@portal/contracts';
import pg from 'pg';
import type { Query } from './queries.ts';

/** Pieces of SQL the bare references write as the product's list helper and ORM do. */

export const PER_PAGE = 10;

/**
 * The references' statements on node-postgres pools, rows as arrays (as the product's ORM reads
 * them); `named` prepares one under a name given by its text, once per connection, as the product
 * does for its shows and its lists planned once (core/data/statements): on a connection of
 * `namedPool`, which plans it once for every value (db/pipelined.ts), unless `perCall`.
 */
export const poolQuery =
  (pool: pg.Pool, namedPool: pg.Pool): Query =>
  async (text, values, options) =>
    (
      await (options?.named && !options.perCall ? namedPool : pool).query({
        text,
        values,
        rowMode: 'array',
        ...(options?.named ? { name: `ref_${createHash('sha1').update(text).digest('base64url')}` } : {}),
      })
    ).rows;

/**
 * The bare reference's connections: our session settings (db/client.ts), and for the named
 * statements planned once PostgreSQL's generic plans, as our pipelined connections have them.
 */
export function referencePools(url: string, max: number): { query: Query; pools: pg.Pool[] } {
  const options = '-c jit=off -c random_page_cost=1.1';
  const pool = new pg.Pool({ connectionString: url, max, options });
  const namedPool = new pg.Pool({
    connectionString: url,
    max,
    options: `${options} -c plan_cache_mode=force_generic_plan`,
  });
  return { query: poolQuery(pool, namedPool), pools: [pool, namedPool] };
}

/** Escapes LIKE wildcards in a search word, as the product's list helper does. */
export const likeWord = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The statement with one parameter slot per occurrence, numbered in the order they appear, as
 * the ORM writes them: a reference may use `$2` twice (a page's condition inside and outside).
 */
export function inOrder(text: string, params: readonly unknown[]): { text: string; params: unknown[] } {
  const values: unknown[] = [];
  const numbered = text.replace(/\$(\d+)/g, (_, n: string) => {
    values.push(params[Number(n) - 1]);
    return `$${values.length}`;
  });
  return { text: numbered, params: values };
}

/** A list page's parts: `params` are the values of `$1…$n` in the columns, source, condition and order. */
export type PageParts = {
  columns: string;
  /** The table with its joins. */
  from: string;
  /** The condition; empty for a list without one. */
  where: string;
  order: string;
  /** The table's key, by which a page past the first row is read (core/data/statements/select.ts `pageBy`). */
  key: string;
  params: readonly unknown[];
};

/**
 * A list's page as the product's list helper sends it: the first page as one select (the ORM
 * leaves out `offset 0`); a page past the first row finds its keys first and reads only those
 * rows whole (docs/decisions/0027-pages-past-the-first-read-by-key.md).
 */
export function pageSelect(parts: PageParts, page: number) {
  const { columns, from, where, order, key, params } = parts;
  const offset = (Math.max(1, page) - 1) * PER_PAGE;
  const n = params.length;
  // The ORM names a lone table's columns without the table in a select list.
  const selected = /\bjoin\b/i.test(from) ? key : key.replace(/^"[^"]+"\./, '');
  // A list without a condition has no WHERE at all, as the ORM leaves it out.
  const filtered = where ? ` where ${where}` : '';
  return offset
    ? inOrder(
        `select ${columns} from ${from} where ${key} in (select ${selected} from ${from}${filtered}
         order by ${order} limit $${n + 1} offset $${n + 2}) order by ${order}`,
        [...params, PER_PAGE, offset],
      )
    : inOrder(`select ${columns} from ${from}${filtered} order by ${order} limit $${n + 1}`, [
        ...params,
        PER_PAGE,
      ]);
}

/**
 * A searched list's count as the product's list helper sends it: the rows are counted in a
 * subquery that stops after the cap (docs/decisions/0025-lists-send-count-and-page-together.md).
 * `count` is the plain `select count(*)::int from …` statement.
 */
export function searchCount(q: Query, count: string, params: unknown[], options?: { named: boolean }) {
  const from = count.replace(/^select count\(\*\)::int from /, '');
  return q(
    `select count(*)::int from (select 1 as "one" from ${from} limit $${params.length + 1}) "counted"`,
    [...params, LIST_SEARCH_COUNT_CAP + 1],
    options,
  );
}

/** Three letters or digits in a row: what pg_trgm looks up (core/data/list/search.ts `TRIGRAM`). */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * Whether the product plans a list searched by this one word once, as named statements
 * (core/data/list/search.ts `plannedOnce`; the bench's searches have one word and no free-text filter).
 */
export const plannedOnce = (word: string) => ({ named: TRIGRAM.test(word) });

/**
 * The product's search of a stored search text (core/data/list/search.ts `searchCondition`): planned
 * once, the word is folded in a subquery, once per statement.
 */
export function storedSearch(column: string, n: number, planned: boolean): string {
  const pattern = `'%' || f_unaccent($${n}) || '%'`;
  return planned ? `${column} LIKE (SELECT ${pattern})` : `${column} LIKE ${pattern}`;
}

/**
 * A stored search text that starts with the term `$n` (the same term again as `$n+1`), as the
 * product's `prefixCondition` writes it: a range of its `COLLATE "C"` btree index.
 */
export function storedPrefix(column: string, n: number): string {
  return `(${column} COLLATE "C" >= (SELECT f_unaccent($${n}))
    AND ${column} COLLATE "C" < (SELECT f_unaccent($${n + 1}) || chr(1114111)))`;
}

/** A searched list's statements with its search in one form: the count (before the cap) and the page. */
export type SearchedStatements = {
  count: string;
  params: unknown[];
  page: { text: string; params: unknown[] };
  /**
   * The list ordered by columns: its page gathered with the count (`gatheredPage`); `walkable`
   * when an index of the table reads it in the order (core/data `orderHasIndex`), so that past the
   * cap the page is walked in it.
   */
  gathered?: GatheredParts & { walkable: boolean };
};

/**
 * A searched list's count and page as the product sends them (core/data/list/pages.ts): a list ordered
 * by columns gathers its page with its count in one statement, the first cap + 1 matches — named
 * where the word allows one plan for every value — and past the cap walks its order or reads its
 * page per call; a list ordered by a text sends count (named where the word allows) and page (per
 * call) at once.
 */
export async function searchedList(
  q: Query,
  word: string,
  statements: (planned: boolean) => SearchedStatements,
  page = 1,
): Promise<{ total: number; rows: unknown[][] }> {
  const planned = plannedOnce(word);
  const counted = statements(planned.named);
  const unplanned = statements(false);
  if (counted.gathered) {
    const offset = (Math.max(1, page) - 1) * PER_PAGE;
    const window =
      Math.ceil(((offset + PER_PAGE) * WALK_ROWS_PER_MATCH) / WALK_WINDOW_STEP) * WALK_WINDOW_STEP;
    const walk = counted.gathered.walkable && window <= WALK_WINDOW_MAX ? window : undefined;
    const gathered = await gatheredPage(q, counted.gathered, page, {
      upTo: LIST_SEARCH_COUNT_CAP + 1,
      named: planned.named,
      walk,
    });
    // An empty walk carried no count: it is asked.
    const total =
      gathered.total ?? ((await searchCount(q, counted.count, counted.params, planned))[0][0] as number);
    if (total <= LIST_SEARCH_COUNT_CAP) return { total, rows: gathered.results };
    if (walk !== undefined && gathered.results.length === PER_PAGE)
      return { total: LIST_SEARCH_COUNT_CAP, rows: gathered.results };
    return { total: LIST_SEARCH_COUNT_CAP, rows: await q(unplanned.page.text, unplanned.page.params) };
  }
  const [[[total]], rows] = await Promise.all([
    searchCount(q, counted.count, counted.params, planned),
    q(unplanned.page.text, unplanned.page.params),
  ]);
  return { total: total as number, rows };
}

/** A plain column (`"table"."column"`), which a gathered page sorts by as it is. */
const COLUMN = /^"[^"]+"\."[^"]+"$/;

/**
 * A lone table's select list as the ORM writes it once the select has a join (a gathered page
 * joins its keys): every plain column named with its table.
 */
function qualified(columns: string, from: string): string {
  if (/\bjoin\b/i.test(from)) return columns;
  return columns.replace(/(^|,\s*)"(\w+)"(?=\s*(,|$))/g, `$1${from.trim()}."$2"`);
}

/**
 * `searchedList` for a list whose count reads the page's source and condition with the page's
 * values; `where` gives the condition with the search in either form.
 */
export function searchedPage(
  q: Query,
  word: string,
  page: number,
  parts: Omit<PageParts, 'where'> & { where: (planned: boolean) => string; walkable: boolean },
) {
  const terms = parts.order.split(', ').map((t) => /^(.*) (asc|desc)$/.exec(t) as RegExpExecArray);
  const byColumns = terms.every((t) => COLUMN.test(t[1])) && new Set(terms.map((t) => t[2])).size === 1;
  return searchedList(
    q,
    word,
    (planned) => {
      const where = parts.where(planned);
      return {
        count: `select count(*)::int from ${parts.from} where ${where}`,
        params: [...parts.params],
        page: pageSelect({ ...parts, where }, page),
        gathered: byColumns
          ? {
              columns: qualified(parts.columns, parts.from),
              table: parts.from,
              where,
              sorts: terms.map((t) => t[1]),
              descending: terms[0][2] === 'desc',
              key: parts.key,
              params: parts.params,
              walkable: parts.walkable,
            }
          : undefined,
      };
    },
    page,
  );
}

/** The parts of a page gathered with its count (core/data `selectPageWithCount`). */
export type GatheredParts = {
  columns: string;
  /** The table with its joins. */
  table: string;
  where: string;
  /** The order's expressions, the table's key last. */
  sorts: string[];
  descending: boolean;
  key: string;
  params: readonly unknown[];
};

/**
 * A page and the count of its matches in one statement, as core/data `selectPageWithCount` sends
 * it: the matches' keys and sort values gathered once (the first `upTo` of them when given),
 * counted, the page's keys taken from them, and those rows read with the condition again. The
 * count rides on every row (its last column); an empty first page means none match. With `walk`,
 * a gathering that reaches `upTo` takes the page's keys from the table's first `walk` rows in
 * the order instead, filtered; `total` is then undefined for an empty page.
 */
export async function gatheredPage(
  q: Query,
  parts: GatheredParts,
  page: number,
  { upTo, named = false, walk }: { upTo?: number; named?: boolean; walk?: number } = {},
) {
  const { columns, table, where, sorts, descending, key, params } = parts;
  const n = params.length;
  const dir = descending ? 'desc' : 'asc';
  const names = sorts.map((_, i) => `"s${i}"`);
  // The ORM names a lone table's columns without the table in a select list (the CTE's), and
  // applies the condition to the page's rows again only through joins.
  const joined = /\bjoin\b/i.test(table);
  const own = (e: string) => (joined ? e : e.replace(/"[^"]+"\./g, ''));
  const order = names.map((s) => `${s} ${dir}`).join(', ');
  const limited = upTo === undefined ? '' : ` limit $${n + 3}`;
  const selected = `${own(key)} as "k", ${sorts.map((e, i) => `${own(e)} as ${names[i]}`).join(', ')}`;
  const gathered = `select "k", ${names.join(', ')} from "matched"`;
  const paged = `limit $${n + 1} offset $${n + 2}`;
  let keys = `(${gathered} order by ${order} ${paged})`;
  if (walk !== undefined && upTo !== undefined) {
    const [, name, joins] = /^\s*("[^"]+")(.*)$/s.exec(table) as RegExpExecArray;
    const reached = `(SELECT count(*) FROM "matched") >= $${n + 3}`;
    const walkOrder = sorts.map((e) => `${e} ${dir}`).join(', ');
    keys = `((${gathered} where not ${reached} order by ${order} ${paged})
      union all (select ${selected} from (select * from ${name} order by ${walkOrder} limit ${walk}) as ${name}${joins}
        where (${where} and ${reached}) order by ${walkOrder} ${paged}))`;
  }
  const statement = inOrder(
    `with "matched" as (select ${selected} from ${table} where ${where}${limited})
     select ${columns}, (SELECT count(*)::int FROM "matched") as "list_total_matches" from ${table}
     inner join ${keys} "page_keys"
       on ${key} = "k"${joined ? ` where ${where}` : ''} order by ${order}`,
    [...params, PER_PAGE, (Math.max(1, page) - 1) * PER_PAGE, ...(upTo === undefined ? [] : [upTo])],
  );
  const rows = await q(statement.text, statement.params, { named });
  const total = rows[0]?.at(-1) as number | undefined;
  return { results: rows, total: total ?? (walk === undefined ? 0 : undefined) };
}

/** The product's windows of a capped search's walk (core/data/list/pages.ts `walkWindow`). */
const WALK_ROWS_PER_MATCH = 20;
const WALK_WINDOW_STEP = 1_000;
const WALK_WINDOW_MAX = 8_000;
