import { Column, getTableName, is, noopDecoder, Param, Placeholder, SQL, Subquery } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { pipelinesOf } from '../../../db/client.ts';
import type { PipelinedStatement } from '../../../db/pipelined.ts';

/**
 * A statement of the shape cache, run with its placeholders' values by name and, for a statement
 * built from compiled pieces (`PieceSlot`), each piece's values in order. Answers the rows as
 * drizzle maps them and the `tally` column's value of the first row, left out of the rows.
 */
export type Prepared = {
  run: (
    values: Record<string, unknown>,
    pieces?: PieceValues,
  ) => Promise<{ rows: unknown[]; tally: unknown }>;
};

/** A compiled piece's values by the piece's name, in the order of its parameters. */
export type PieceValues = Record<string, readonly unknown[]>;
/** Where a placeholder's value is: the `index`-th value of the piece `piece`. */
export type PieceSlot = { piece: string; index: number };

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type SelectedField = { path: string[]; field: unknown };

/**
 * What drizzle keeps on a prepared select (drizzle-orm 0.44, node-postgres and PGlite sessions).
 * Read once per statement shape; `compiled-statements.test.ts` checks the rows against drizzle's
 * own `execute` for every kind of field we select, on both databases.
 */
type DrizzlePrepared = {
  client: { query: (...args: unknown[]) => Promise<{ rows: unknown[][] }> };
  queryString: string;
  queryConfig: object;
  params: unknown[];
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
};

/** How one parameter gets its value: fixed when built, from a piece, or named by a placeholder. */
type Slot = { fixed: unknown } | PieceSlot | { name: string; encode?: (value: unknown) => unknown };

function paramSlots(params: unknown[], pieceSlot: (name: string) => PieceSlot | undefined): Slot[] {
  return params.map((p) => {
    if (p instanceof Placeholder) return pieceSlot(p.name) ?? { name: p.name };
    if (p instanceof Param && p.value instanceof Placeholder) {
      const encoder = p.encoder as { mapToDriverValue: (value: unknown) => unknown };
      return { name: p.value.name, encode: (v: unknown) => encoder.mapToDriverValue(v) };
    }
    return { fixed: p };
  });
}

function fill(slots: Slot[], values: Record<string, unknown>, pieces: PieceValues | undefined): unknown[] {
  const out = new Array(slots.length);
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    if ('fixed' in slot) {
      out[i] = slot.fixed;
      continue;
    }
    if ('piece' in slot) {
      const from = pieces?.[slot.piece];
      if (!from || slot.index >= from.length) throw new Error(`No value for piece "${slot.piece}"`);
      out[i] = from[slot.index];
      continue;
    }
    if (!(slot.name in values)) throw new Error(`No value for placeholder "${slot.name}" was provided`);
    out[i] = slot.encode ? slot.encode(values[slot.name]) : values[slot.name];
  }
  return out;
}

function decoderOf(field: unknown): Decoder | undefined {
  // `decoder` is internal to drizzle's SQL, hence the casts.
  const decoderOfSql = (s: unknown) => (s as { decoder: Decoder }).decoder;
  let decoder: Decoder;
  if (is(field, Column)) decoder = field as unknown as Decoder;
  else if (is(field, SQL)) decoder = decoderOfSql(field);
  else if (is(field, Subquery)) decoder = decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  else decoder = decoderOfSql((field as { sql: SQL }).sql);
  // Most columns and plain SQL return the driver's value as it is: no call per value then.
  const identity =
    decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
    decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;
  return identity ? undefined : decoder;
}

type Cell = { path: string[]; decoder: Decoder | undefined; at: number };
/** A nested object (`contractor: contractors`) of a joined table that may be missing from a row. */
type Optional = { name: string; firstCell: number };

/**
 * A row mapper made once per statement shape: what drizzle's `mapResultRow` decides for every
 * value of every row (the field's kind, its decoder, its path) decided once. A nested object of
 * a left-joined table is `null` when its first column is (drizzle's rule). The field at `skip`
 * is left out (a tally the statement carries beside its rows).
 */
function rowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
  skip: number,
) {
  const all: Cell[] = fields.map(({ path, field }, at) => ({ path, decoder: decoderOf(field), at }));
  const cells = all.filter((c) => c.at !== skip);
  const optional: Optional[] = [];
  if (joinsNotNullableMap) {
    const firstTable = new Map<string, { table: string | false; cell: number }>();
    fields.forEach(({ path, field }, i) => {
      if (!is(field, Column) || path.length !== 2) return;
      const table = getTableName(field.table);
      const seen = firstTable.get(path[0]);
      if (!seen) firstTable.set(path[0], { table, cell: i });
      else if (seen.table !== table) seen.table = false;
    });
    for (const [name, { table, cell }] of firstTable) {
      if (table !== false && !joinsNotNullableMap[table]) optional.push({ name, firstCell: cell });
    }
  }
  return (row: unknown[]): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < cells.length; i++) {
      const { path, decoder, at } = cells[i];
      const raw = row[at];
      const value = raw === null || !decoder ? raw : decoder.mapFromDriverValue(raw);
      if (path.length === 1) {
        out[path[0]] = value;
        continue;
      }
      let node = out;
      for (let p = 0; p < path.length - 1; p++) {
        node = (node[path[p]] ??= {}) as Record<string, unknown>;
      }
      node[path[path.length - 1]] = value;
    }
    for (const { name, firstCell } of optional) {
      const raw = row[firstCell];
      const decoder = all[firstCell].decoder;
      if ((raw === null || !decoder ? raw : decoder.mapFromDriverValue(raw)) === null) out[name] = null;
    }
    return out;
  };
}

/** How the shape cache reads a statement: where its pieces' values go, and its tally column. */
export type CompileOptions = {
  /** The piece and position a placeholder of this name stands for; none for a named value. */
  pieceSlot?: (name: string) => PieceSlot | undefined;
  /** A top-level field whose first-row value `run` answers apart from the rows. */
  tally?: string;
  /** A named statement that one plan serves for every value (`PipelinedStatement.plannedOnce`). */
  plannedOnce?: boolean;
};

/**
 * A prepared drizzle select run without drizzle at run time
 * (docs/decisions/0029-statements-compiled-once-per-shape.md): the parameters filled from
 * precomputed slots, the driver called directly with drizzle's own query config (its name, text and
 * type parsers), the rows mapped by a mapper made once. Drizzle's `execute` re-examines every field
 * of every row on each call (`is()` walks prototypes twice per value), the larger part of its cost
 * in a list of 20 rows.
 */
export function compilePrepared(query: PgPreparedQuery<never>, options: CompileOptions = {}): Prepared {
  const q = query as unknown as DrizzlePrepared;
  const pg = is(query, NodePgPreparedQuery);
  if ((!pg && !is(query, PglitePreparedQuery)) || !q.fields || q.customResultMapper) {
    throw new Error('compilePrepared: not a select prepared by the node-postgres or PGlite session');
  }
  const slots = paramSlots(q.params, options.pieceSlot ?? (() => undefined));
  const tally = options.tally === undefined ? -1 : q.fields.findIndex((f) => f.path[0] === options.tally);
  const map = rowMapper(q.fields, q.joinsNotNullableMap, tally);
  const { client, queryString, queryConfig } = q;
  const pipelines = pg ? pipelinesOf(client) : undefined;
  const pipelined: PipelinedStatement | undefined = pipelines && {
    text: queryString,
    name: (queryConfig as { name?: string }).name,
    plannedOnce: options.plannedOnce === true,
    types: (queryConfig as { types: PipelinedStatement['types'] }).types,
  };
  // Chosen once per statement: the pipelined connections on PostgreSQL outside a transaction.
  const send: (params: unknown[]) => Promise<unknown[][]> =
    pipelines && pipelined
      ? (params) => pipelines.run(pipelined, params)
      : pg
        ? async (params) => (await client.query(queryConfig, params)).rows
        : async (params) => (await client.query(queryString, params, queryConfig)).rows;
  const run = async (values: Record<string, unknown>, pieces?: PieceValues) => {
    const rows = await send(fill(slots, values, pieces));
    const first = rows[0];
    return { rows: rows.map(map), tally: tally >= 0 && first ? first[tally] : undefined };
  };
  return { run };
}
