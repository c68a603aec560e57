import { createHash } from 'node:crypto';
import { Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgPreparedQuery } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { compilePrepared, type PieceSlot, type PieceValues, type Prepared } from './compiled.ts';
import { type Part, textId } from './pieces.ts';

/*
 * The statement cache (docs/decisions/0029-statements-compiled-once-per-shape.md): drizzle builds a statement once per
 * shape and database handle, with each compiled piece's values as named placeholders; later calls
 * of the shape send only their values. `select.ts` and `page-with-count.ts` run through it.
 */

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

export type Buildable = { toSQL: () => { sql: string }; prepare: (name?: string) => PgPreparedQuery<never> };

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
export async function runShaped(
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
