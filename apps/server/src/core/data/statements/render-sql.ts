import { Column, Name, Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';

/** What drizzle's PostgreSQL dialect renders a piece of SQL as: its text and its parameters. */
export type Rendered = { sql: string; params: unknown[] };

// Drizzle's registered symbols (not in its type declarations): a table's name, its schema, alias.
const ENTITY_KIND = Symbol.for('drizzle:entityKind');
const TABLE_NAME = Symbol.for('drizzle:Name');
const TABLE_SCHEMA = Symbol.for('drizzle:Schema');
const IS_ALIAS = Symbol.for('drizzle:IsAlias');

/** A drizzle object this renderer does not know (a table, a view, a subquery, a query builder…). */
const isDrizzleObject = (value: object) =>
  ENTITY_KIND in (value.constructor ?? {}) || typeof (value as { getSQL?: unknown }).getSQL === 'function';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function add(chunk: unknown, out: Rendered): boolean {
  if (chunk === undefined) return true;
  if (chunk instanceof StringChunk) {
    out.sql += chunk.value.join('');
    return true;
  }
  if (chunk instanceof SQL) {
    // A piece marked `.inlineParams()` writes its values into the text: drizzle's to do.
    const inlined = (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
    return !inlined && chunk.queryChunks.every((c) => add(c, out));
  }
  if (chunk instanceof Column) {
    // A column named by its key (a casing rule) is left to drizzle.
    if (chunk.keyAsName) return false;
    const table = chunk.table as unknown as Record<symbol, unknown>;
    const schema = table[TABLE_SCHEMA] as string | undefined;
    const tableName = quoted(table[TABLE_NAME] as string);
    out.sql +=
      table[IS_ALIAS] || schema === undefined
        ? `${tableName}.${quoted(chunk.name)}`
        : `${quoted(schema)}.${tableName}.${quoted(chunk.name)}`;
    return true;
  }
  if (chunk instanceof Param) {
    // Drizzle sends a null as null and a placeholder's Param itself; other values encoded.
    const sent =
      chunk.value === null
        ? null
        : chunk.value instanceof Placeholder
          ? chunk
          : chunk.encoder.mapToDriverValue(chunk.value);
    if (sent instanceof SQL) return false;
    out.params.push(sent);
    out.sql += `$${out.params.length}`;
    return true;
  }
  if (chunk instanceof Placeholder) {
    out.params.push(chunk);
    out.sql += `$${out.params.length}`;
    return true;
  }
  if (chunk instanceof Name) {
    out.sql += quoted(chunk.value);
    return true;
  }
  if (Array.isArray(chunk)) {
    out.sql += '(';
    for (let i = 0; i < chunk.length; i++) {
      if (i > 0) out.sql += ', ';
      if (!add(chunk[i], out)) return false;
    }
    out.sql += ')';
    return true;
  }
  // An enum is a function; anything else of drizzle's is rendered by drizzle.
  if (
    typeof chunk === 'function' ||
    (chunk !== null && typeof chunk === 'object' && isDrizzleObject(chunk))
  ) {
    return false;
  }
  out.params.push(chunk);
  out.sql += `$${out.params.length}`;
  return true;
}

/**
 * Drizzle's PostgreSQL rendering of a condition or an order (`PgDialect.sqlToQuery`), written for
 * the pieces our lists build on every request: text, columns, values, placeholders, lists and
 * nested SQL, in one pass without drizzle's object per chunk — which cost ~5 % of a cheap list's
 * Node CPU. Anything else (a subquery, a view, an alias object, inlined values) returns null and
 * is left to drizzle; `render-sql.test.ts` checks both agree.
 */
export function renderSql(piece: SQL): Rendered | null {
  const out: Rendered = { sql: '', params: [] };
  return add(piece, out) ? out : null;
}
