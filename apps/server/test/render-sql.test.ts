import {
  type AnyColumn,
  and,
  asc,
  between,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  not,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderSql } from '../src/core/data/statements/render-sql.ts';
import { devices } from '../src/modules/devices/tables.ts';
import { partnerChangeRequests } from '../src/modules/partners/tables.ts';
import { contractors, users } from '../src/modules/people/tables.ts';

const dialect = new PgDialect();
const requester = alias(users, 'requester');

/** Drizzle's own rendering, the reference. */
const drizzle = (piece: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(piece);
  return { sql: text, params };
};

const text = fc.string();
const whole = fc.integer();
const moment = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
const nullable = <T>(a: fc.Arbitrary<T>) => fc.oneof(a, fc.constant(null));
// Columns of several types (text, integers, booleans, timestamps), of tables and an alias, each
// with the values a condition compares it to.
const TYPED = [
  [contractors.name, text],
  [contractors.search_text, text],
  [contractors.id, whole],
  [contractors.created_at, moment],
  [users.is_activated, fc.boolean()],
  [users.last_name, text],
  [requester.first_name, text],
  [requester.id, whole],
  [partnerChangeRequests.status, text],
  [partnerChangeRequests.created_at, moment],
  [devices.name, text],
] as const;
const typed = fc.constantFrom(...TYPED).chain(([c, v]) =>
  fc.record({
    c: fc.constant(c),
    v: nullable(v as fc.Arbitrary<unknown>),
    vs: fc.array(v as fc.Arbitrary<unknown>, { minLength: 1, maxLength: 4 }),
  }),
);
const column = fc.constantFrom(...TYPED.map(([c]) => c));
const value = fc.oneof(text, whole, fc.boolean(), fc.constant(null), moment);
const raw = fc.constantFrom('1 = 1', "'%' || x", 'now()', '', ' and ');

/** Conditions and orders as areas build them: operators, templates, lists, placeholders, nesting. */
const piece: fc.Arbitrary<SQL> = fc.letrec<{ piece: SQL }>((tie) => ({
  piece: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    typed.map(({ c, v }) => eq(c as AnyColumn, v)),
    typed.map(({ c, v }) => gt(c as AnyColumn, v)),
    typed.map(({ c, vs }) => inArray(c as AnyColumn, vs)),
    typed.map(({ c, vs }) => notInArray(c as AnyColumn, vs)),
    fc.tuple(column, fc.string()).map(([c, s]) => ilike(c, `%${s}%`)),
    fc.tuple(fc.integer(), fc.integer()).map(([a, b]) => between(contractors.id, a, b)),
    column.map((c) => isNull(c)),
    column.map((c) => asc(c)),
    column.map((c) => desc(c)),
    fc.tuple(column, fc.string()).map(([c, s]) => sql`${c} LIKE (SELECT '%' || f_unaccent(${s}) || '%')`),
    fc
      .tuple(column, fc.string({ minLength: 1, maxLength: 8 }))
      .map(([c, n]) => sql`${c} = ${sql.placeholder(n)}`),
    fc.tuple(column, fc.array(fc.integer(), { maxLength: 3 })).map(([c, ids]) => sql`${c} = any(${ids})`),
    raw.map((r) => sql.raw(r)),
    fc.string({ maxLength: 6 }).map((n) => sql`${sql.identifier(n)} is not null`),
    fc.tuple(tie('piece'), tie('piece')).map(([a, b]) => and(a, b) as SQL),
    fc.tuple(tie('piece'), tie('piece'), tie('piece')).map(([a, b, c]) => or(a, b, c) as SQL),
    tie('piece').map((a) => not(a)),
    fc.array(tie('piece'), { minLength: 1, maxLength: 3 }).map((parts) => sql.join(parts, sql`, `)),
    fc.tuple(tie('piece'), value).map(([a, v]) => sql`(${a}) and coalesce(${v}, ${undefined}) is null`),
  ),
})).piece;

describe('renderSql (core/data/statements/render-sql.ts): drizzle’s rendering of our conditions, faster', () => {
  it('renders every condition and order our lists build exactly as drizzle does', () => {
    fc.assert(
      fc.property(piece, (p) => {
        const fast = renderSql(p);
        expect(fast).not.toBeNull();
        expect(fast).toEqual(drizzle(p));
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves to drizzle what it does not render itself', () => {
    const subquery = sql`${contractors.id} in ${sql`(select 1)`.inlineParams()}`;
    const withInlined = sql`${contractors.name} = ${'a'}`.inlineParams();
    const withTable = sql`exists (select 1 from ${users})`;
    const sqlWrapper = { getSQL: () => sql`1` };
    for (const p of [subquery, withInlined, withTable, sql`${sqlWrapper}`]) {
      expect(renderSql(p)).toBeNull();
      expect(drizzle(p).sql.length).toBeGreaterThan(0);
    }
  });

  it('numbers the values in order, once each, and sends a placeholder as drizzle does', () => {
    const p = and(
      eq(contractors.id, 7),
      sql`${requester.last_name} = ${sql.placeholder('who')}`,
      inArray(users.id, [1, 2]),
    );
    const fast = renderSql(p as SQL);
    expect(fast?.sql).toBe(
      '("contractors"."id" = $1 and "requester"."last_name" = $2 and "users"."id" in ($3, $4))',
    );
    expect(fast).toEqual(drizzle(p as SQL));
  });
});
