import { Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { renderSql } from './render-sql.ts';

/**
 * Pieces of SQL (a condition, an order) compiled alone to their text and values, and the
 * numbers that name a statement's shape by its pieces and sources: what the statement cache
 * (`cache.ts`) and a list's condition cache (`list/condition.ts`) key their entries by.
 */

/**
 * The condition or order as text with its values apart; the text names the statement's shape.
 * `bound` names the slots that hold a placeholder of the caller's (`selectOne`'s `bound`): their
 * values come with each call, not from the compiled piece.
 */
export type Part = { text: string; values: unknown[]; bound?: string };

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

export const NOTHING: Part = { text: '', values: [] };
/** A list's condition serves its count and its page: compiled once for both. */
const compiledParts = new WeakMap<SQL, Part | null>();

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
