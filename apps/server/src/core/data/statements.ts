import { createHash } from 'node:crypto';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  Param,
  Placeholder,
  SQL,
  StringChunk,
  sql,
} from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { compilePrepared, type PieceSlot, type PieceValues, type Prepared } from './compiled.ts';
import { renderSql } from './render-sql.ts';

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
 * The condition or order as text with its values apart; the text names the statement's shape.
 * `bound` names the slots that hold a placeholder of the caller's (`selectOne`'s `bound`): their
 * values come with each call, not from the compiled piece.
 */
type Part = { text: string; values: unknown[]; bound?: string };

const dialect = new PgDialect();

/**
 * Compiles a piece of SQL alone. Drizzle numbers parameters `$1…$n` in order, once each, so the
 * text splits into raw pieces and parameter slots; anything else (a `$n` inside a raw literal)
 * is refused and the statement is built without the cache.
 */
function compileAlone(piece: SQL): Part | null {
  const { sql: text, params } = renderSql(piece) ?? dialect.sqlToQuery(piece);
  const slots = text.match(/\$\d+/g) ?? [];
  if (slots.length !== params.length || slots.some((s, i) => s !== `$${i + 1}`)) return null;
  if (!params.some((p) => p instanceof Placeholder)) return { text, values: params };
  const bound = params.map((p) => (p instanceof Placeholder ? p.name : '')).join(',');
  return { text, values: params, bound };
}

const NOTHING: Part = { text: '', values: [] };
/** A list's condition serves its count and its page: compiled once for both. */
const compiledParts = new WeakMap<SQL, Part | null>();

/** A compiled condition: its text and values, as the statement cache reads it. */
export type CompiledPiece = Readonly<Part>;

/**
 * A condition or order compiled on its own (`compileAlone`), once per SQL object; null when
 * drizzle must build it (a subquery, a `$n` inside a literal).
 */
export function compilePart(piece: SQL | undefined): Part | null {
  if (!piece) return NOTHING;
  let part = compiledParts.get(piece);
  if (part === undefined) {
    part = compileAlone(piece);
    compiledParts.set(piece, part);
  }
  return part;
}

/** A compiled text cut at its parameters, for `withValues`. */
export type CompiledText = { text: string; raws: readonly StringChunk[] };

export function compiledText(text: string): CompiledText {
  return { text, raws: text.split(/\$\d+/).map((raw) => new StringChunk(raw)) };
}

/**
 * The SQL of a text compiled before (`compiledText`) with new values, e.g. a list's condition of
 * a shape met before: the statement cache reads the text and values as they are, without
 * rendering, and drizzle, should a statement build it, renders the same text. The values go as
 * they are (`Param` without an encoder): the caller sends them as the compiled piece did.
 */
export function withValues({ text, raws }: CompiledText, values: readonly unknown[]): SQL {
  const chunks: unknown[] = [raws[0]];
  for (let i = 0; i < values.length; i++) chunks.push(new Param(values[i]), raws[i + 1]);
  const piece = new SQL(chunks as SQL['queryChunks']);
  compiledParts.set(piece, { text, values: values as unknown[] });
  return piece;
}

/**
 * The placeholder of a piece's `index`-th value (from 0): `$` is in no name a build gives its own
 * values (`limit`, `offset`), so `pieceSlot` tells the two apart.
 */
const pieceName = (prefix: string, index: number) => `${prefix}$${index}`;

function pieceSlot(name: string): PieceSlot | undefined {
  const at = name.indexOf('$');
  return at < 0 ? undefined : { piece: name.slice(0, at), index: Number(name.slice(at + 1)) };
}

/** The compiled piece again as SQL, its values as placeholders (`pieceName`, or the caller's own). */
function placeholders(part: Part, prefix: string): SQL {
  const pieces = part.text.split(/\$\d+/);
  const chunks: SQL[] = [];
  pieces.forEach((raw, i) => {
    if (raw) chunks.push(sql.raw(raw));
    if (i === pieces.length - 1) return;
    const value = part.values[i];
    chunks.push(sql`${value instanceof Placeholder ? value : sql.placeholder(pieceName(prefix, i))}`);
  });
  return sql.join(chunks);
}

/** At most this many statement shapes are kept per database handle (least recently used go). */
const SHAPES_PER_HANDLE = 500;
const handles = new WeakMap<Executor, Map<string, Prepared>>();
const families = new WeakMap<object, number>();
let nextFamily = 0;

/** A number per object (source fields, join, table, list spec), so a shape key can name them. */
export function familyId(o: object | undefined): string {
  if (!o) return '-';
  let id = families.get(o);
  if (id === undefined) {
    id = nextFamily++;
    families.set(o, id);
  }
  return String(id);
}

type Buildable = { toSQL: () => { sql: string }; prepare: (name?: string) => PgPreparedQuery<never> };

function cached(
  db: Executor,
  key: string,
  build: () => Buildable,
  named: boolean,
  plannedOnce: boolean,
  tally: string | undefined,
): Prepared {
  let shapes = handles.get(db);
  if (!shapes) {
    shapes = new Map();
    handles.set(db, shapes);
  }
  const hit = shapes.get(key);
  if (hit) {
    shapes.delete(key);
    shapes.set(key, hit);
    return hit;
  }
  const query = build();
  // Named by its text, so a name always means one text on a connection whatever built it.
  const made = compilePrepared(
    query.prepare(named ? `s${createHash('sha1').update(query.toSQL().sql).digest('base64url')}` : undefined),
    { pieceSlot, tally, plannedOnce },
  );
  shapes.set(key, made);
  if (shapes.size > SHAPES_PER_HANDLE) shapes.delete(shapes.keys().next().value as string);
  return made;
}

/**
 * A compiled text's number, for the keys of the statement and condition caches. A text comes
 * back as the same string object with every request of its shape, and V8 keeps a string's hash
 * in it: a lookup by it costs the same however long the text, where a key holding the text
 * itself was a new string, hashed whole on every request (a partner's search condition runs to
 * 2 KB). Numbers are never reused, so one forgotten when the map is emptied cannot name another
 * text; the shapes keyed by it are then met again under a new number.
 */
const textNumbers = new Map<string, number>();
let nextTextNumber = 0;
/** At most this many texts are numbered at once; the caches they key hold fewer shapes. */
const TEXT_NUMBERS = 10_000;

export function textId(text: string): string {
  let id = textNumbers.get(text);
  if (id === undefined) {
    if (textNumbers.size >= TEXT_NUMBERS) textNumbers.clear();
    id = nextTextNumber++;
    textNumbers.set(text, id);
  }
  return String(id);
}

/** A statement's shape and values, for `runShaped`. */
type Shaped = {
  /** What besides the pieces' text tells this statement from another (kind, source, flags). */
  shape: string[];
  /** Compiled pieces by placeholder prefix: their text is part of the shape, their values are sent. */
  pieces: Record<string, Part>;
  /** The values of placeholders the build names itself (limit, offset). */
  values?: Record<string, unknown>;
  /** Prepared under a name on the connection, for shapes run often (shows). */
  named?: boolean;
  /**
   * Named, yet planned for each call's values: an ordered page, whose best plan turns on its
   * limit and offset (walk an index for the first pages, sort for the deep ones). A named
   * statement is otherwise planned once for every value (db/pipelined.ts `GENERIC_PLANS`).
   */
  perCall?: boolean;
  /** A field the statement carries beside its rows (`compilePrepared`'s `tally`). */
  tally?: string;
};

/**
 * Runs a statement through the shape cache: the first call of a shape builds it with each piece
 * as named placeholders; every call sends its own values under those names.
 */
async function runShaped(
  db: Executor,
  { shape, pieces, values = {}, named = false, perCall = false, tally }: Shaped,
  build: (pieces: Record<string, SQL | undefined>) => Buildable,
): Promise<{ rows: unknown[]; tally: unknown }> {
  // The key and the values in one pass, concatenated: this runs for every statement of every request.
  let key = shape.join('\u0000');
  const sent: PieceValues = {};
  for (const prefix in pieces) {
    const part = pieces[prefix];
    key += part.bound ? `\u0000${textId(part.text)}\u0001${part.bound}` : `\u0000${textId(part.text)}`;
    sent[prefix] = part.values;
  }
  key += `${named ? (perCall ? '\u0000NP' : '\u0000N') : '\u0000'}\u0000${tally ?? ''}`;
  const statement = cached(
    db,
    key,
    () => {
      const built: Record<string, SQL | undefined> = {};
      for (const prefix in pieces) {
        const part = pieces[prefix];
        built[prefix] = part.text ? placeholders(part, prefix) : undefined;
      }
      return build(built);
    },
    named,
    named && !perCall,
    tally,
  );
  return statement.run(values, sent);
}

/**
 * An order's terms as one SQL, the same object for the same terms: a list keeps its order's
 * terms per sort (`orderOf` in list.ts), so its order is compiled once, not on every request.
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

function orderOfTerms(order: readonly SortTerm[]): SQL {
  let joined = joinedOrders.get(order);
  if (!joined) {
    joined = sql.join(
      order.map((t) => (t.descending ? desc(t.by) : asc(t.by))),
      sql`, `,
    );
    joinedOrders.set(order, joined);
  }
  return joined;
}

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
function baseSelect(db: Executor, source: Source, fields?: Record<string, any>, start: any = db): any {
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
const TOTAL = 'list_total_matches';

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

/** One term of a page's order: an expression and its direction. */
export type SortTerm = { by: AnyColumn | SQL; descending: boolean };

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
