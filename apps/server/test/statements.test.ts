import { and, asc, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectPageWithCount } from '../src/core/data/statements/page-with-count.ts';
import {
  countRows,
  recordColumns,
  type Source,
  selectOne,
  selectRows,
} from '../src/core/data/statements/select.ts';
import type { Database } from '../src/db/client.ts';
import { countries } from '../src/modules/dictionaries/tables.ts';
import { contacts, contractors } from '../src/modules/people/tables.ts';
import { marker, openTestDatabase, recordStatements } from './harness.ts';

/**
 * The statement cache (docs/decisions/0029-statements-compiled-once-per-shape.md) sends, for a
 * shape it has seen, the text drizzle would build with the new call's values: every call here is
 * checked against the same select built by drizzle directly, text, values and rows.
 */
let database: Database & { name: string };
const P = marker('Stm');
const sent: { text: string; values: unknown[]; name?: string }[] = [];

const primary = alias(contacts, 'primary_contact');
const fields = {
  id: contractors.id,
  name: contractors.name,
  city: contractors.address_city,
  created_at: contractors.created_at,
  contact: primary.email,
};
const join = (q: any) =>
  q.leftJoin(primary, and(eq(primary.contractor_id, contractors.id), eq(primary.is_primary, true)));
const source: Source = { table: contractors, fields, join };

type Row = { id: number; name: string; city: string; created_at: Date; contact: string | null };

/** The same select built by drizzle without the cache. */
function direct(where: SQL | undefined, orderBy: SQL[], limit?: number, offset?: number) {
  let q = join(database.db.select(fields).from(contractors).$dynamic());
  if (where) q = q.where(where);
  if (orderBy.length) q = q.orderBy(...orderBy);
  if (limit !== undefined) q = q.limit(limit);
  if (offset !== undefined) q = q.offset(offset);
  return q;
}

async function record<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statement: { text: string; values: unknown[]; name?: string } }> {
  sent.length = 0;
  const result = await work();
  expect(sent).toHaveLength(1);
  return { result, statement: sent[0] };
}

/** Cached and direct: same text, same values, same rows. */
async function same(where: SQL | undefined, orderBy: SQL[], limit?: number, offset?: number) {
  const cached = await record(() => selectRows<Row>(database.db, source, { where, orderBy, limit, offset }));
  const plain = await record(() => direct(where, orderBy, limit, offset) as Promise<Row[]>);
  expect({ ...cached.statement, name: undefined, plannedOnce: undefined }).toEqual(plain.statement);
  expect(cached.statement.name).toBeUndefined();
  expect(cached.result).toEqual(plain.result);
  return cached.result;
}

const named = (...names: string[]) =>
  inArray(
    contractors.name,
    names.map((n) => `${P} ${n}`),
  );
const mine = like(contractors.name, `${P}%`);

/** The ids of this file's companies by name, in name order. */
async function idsOf(...names: string[]): Promise<number[]> {
  const rows = await database.db
    .select({ id: contractors.id })
    .from(contractors)
    .where(named(...names))
    .orderBy(contractors.name);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [country] = await database.db.select({ id: countries.id }).from(countries).limit(1);
  const rows = await database.db
    .insert(contractors)
    .values(
      ['Alfa', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name, i) => ({
        name: `${P} ${name}`,
        address_street: 'ul. Prosta 1',
        address_city: i % 2 ? 'Łódź' : 'Kraków',
        address_postcode: '00-001',
        address_country_id: country.id,
      })),
    )
    .returning({ id: contractors.id });
  await database.db.insert(contacts).values({
    contractor_id: rows[0].id,
    first_name: 'Anna',
    last_name: 'Nowak',
    email: `anna.${P.toLowerCase()}@example.pl`,
    is_primary: true,
  });
  recordStatements(database, (statement) => sent.push(statement));
});
afterAll(() => database.close());

describe('statement cache', () => {
  it('sends drizzle’s own text with each call’s values when the shape repeats', async () => {
    const order = [asc(contractors.name), asc(contractors.id)];
    expect(
      (await same(and(mine, eq(contractors.address_city, 'Kraków')), order, 10)).map((r) => r.name),
    ).toEqual([`${P} Alfa`, `${P} Epsilon`, `${P} Gamma`]);
    expect(
      (await same(and(mine, eq(contractors.address_city, 'Łódź')), order, 10)).map((r) => r.name),
    ).toEqual([`${P} Beta`, `${P} Delta`]);
    const [alfa] = await same(named('Alfa'), order, 1);
    expect(alfa.contact).toBe(`anna.${P.toLowerCase()}@example.pl`);
    expect(alfa.created_at).toBeInstanceOf(Date);
  });

  it('keeps shapes apart: list lengths, directions, limits and offsets', async () => {
    expect(await same(named('Alfa'), [desc(contractors.name)], 5)).toHaveLength(1);
    expect(await same(named('Alfa', 'Beta', 'Gamma'), [desc(contractors.name)], 5)).toHaveLength(3);
    const up = await same(mine, [asc(contractors.name)], 2, 0);
    const next = await same(mine, [asc(contractors.name)], 2, 2);
    const down = await same(mine, [desc(contractors.name)], 2, 2);
    expect(up.map((r) => r.name)).toEqual([`${P} Alfa`, `${P} Beta`]);
    expect(next.map((r) => r.name)).toEqual([`${P} Delta`, `${P} Epsilon`]);
    expect(down.map((r) => r.name)).toEqual([`${P} Delta`, `${P} Beta`]);
    expect(await same(mine, [], undefined)).toHaveLength(5);
  });

  it('reads a page past the first row by its keys first (pageBy), with the rows a plain select gives', async () => {
    const order = [asc(contractors.address_city), asc(contractors.id)];
    const paged = (offset: number, where: SQL = mine) =>
      record(() =>
        selectRows<Row>(database.db, source, {
          where,
          orderBy: order,
          limit: 2,
          offset,
          pageBy: contractors.id,
        }),
      );
    const everything = (await direct(mine, order)) as Row[];
    for (const offset of [0, 1, 2, 4, 2]) {
      const { result, statement } = await paged(offset);
      expect(result).toEqual(everything.slice(offset, offset + 2));
      // Only a page past the first row is worth the second look; page 1 stays one plain select.
      expect(statement.text.includes('"contractors"."id" in (select "contractors"."id"')).toBe(offset > 0);
    }
    const odd = and(mine, sql`${contractors.address_street} <> '$1'`) as SQL;
    expect((await paged(3, odd)).result).toEqual(everything.slice(3, 5));
  });

  it('builds directly when a raw literal in the condition looks like a parameter', async () => {
    const odd = and(mine, sql`${contractors.address_street} <> '$1'`);
    expect(await same(odd, [asc(contractors.id)], 10)).toHaveLength(5);
    expect(
      await same(and(odd, eq(contractors.address_city, 'Łódź')), [asc(contractors.id)], 10),
    ).toHaveLength(2);
  });

  it('prepares a show by its key under a name given by its text (PostgreSQL), the same for every call', async () => {
    const [alfaId, betaId] = await idsOf('Alfa', 'Beta');
    const show = (id: number, where: SQL | undefined = mine) =>
      record(() => selectOne<Row>(database.db, source, contractors.id, id, where));
    const alfa = await show(alfaId);
    const beta = await show(betaId);
    expect(alfa.result?.name).toBe(`${P} Alfa`);
    expect(beta.result).toEqual((await direct(and(eq(contractors.id, betaId), mine), [], 1))[0]);
    // The text drizzle builds for the key and the condition, the key's value sent first.
    const plain = await record(() => direct(and(eq(contractors.id, betaId), mine), [], 1) as Promise<Row[]>);
    expect({ ...beta.statement, name: undefined, plannedOnce: undefined }).toEqual(plain.statement);
    expect(beta.statement.text).toBe(alfa.statement.text);
    if (database.kind === 'postgres') {
      expect(alfa.statement.name).toMatch(/^s[\w-]{27}$/);
      expect(beta.statement.name).toBe(alfa.statement.name);
    }
    expect(await show(alfaId, named('Beta'))).toMatchObject({ result: undefined });
    expect((await show(betaId, undefined)).result?.name).toBe(`${P} Beta`);
    expect(await show(-1)).toMatchObject({ result: undefined });
    // A raw literal that looks like a parameter: built directly, the same row.
    const odd = and(mine, sql`${contractors.address_street} <> '$1'`);
    expect((await show(alfaId, odd)).result?.name).toBe(`${P} Alfa`);
  });

  it('takes a condition’s values as the caller’s own placeholders (bound), one statement for every value', async () => {
    const [alfaId, betaId] = await idsOf('Alfa', 'Beta');
    const inCity = and(mine, eq(contractors.address_city, sql.placeholder('city'))) as SQL;
    const show = (id: number, city: string) =>
      record(() => selectOne<Row>(database.db, source, contractors.id, id, inCity, { city }));
    const alfa = await show(alfaId, 'Kraków');
    const beta = await show(betaId, 'Łódź');
    expect(alfa.result?.name).toBe(`${P} Alfa`);
    expect(beta.result?.name).toBe(`${P} Beta`);
    expect((await show(alfaId, 'Łódź')).result).toBeUndefined();
    // drizzle's own text, the bound value in its place.
    const plain = await record(
      () =>
        direct(
          and(eq(contractors.id, betaId), and(mine, eq(contractors.address_city, 'Łódź'))),
          [],
          1,
        ) as Promise<Row[]>,
    );
    expect({ ...beta.statement, name: undefined, plannedOnce: undefined }).toEqual(plain.statement);
    expect(beta.statement.text).toBe(alfa.statement.text);
    // The same text with a literal value is another shape: neither takes the other's values.
    const literal = await record(() =>
      selectOne<Row>(
        database.db,
        source,
        contractors.id,
        alfaId,
        and(mine, eq(contractors.address_city, 'Kraków')),
      ),
    );
    expect(literal.result?.name).toBe(`${P} Alfa`);
    expect((await show(betaId, 'Łódź')).result?.name).toBe(`${P} Beta`);
    await expect(
      selectOne(
        database.db,
        source,
        contractors.id,
        alfaId,
        and(inCity, sql`${contractors.address_street} <> '$1'`),
        {
          city: 'Kraków',
        },
      ),
    ).rejects.toThrow(/placeholders/);
  });

  it('reads a table without its generated columns (stored search text, sort keys) when a source names no fields', async () => {
    const keys = Object.keys(recordColumns(contractors));
    expect(keys).toContain('name');
    expect(keys).toContain('address_city');
    expect(keys.filter((k) => k === 'search_text' || k.endsWith('_sort_key'))).toEqual([]);
    const whole = { table: contractors };
    const rows = await selectRows<Record<string, unknown>>(database.db, whole, { where: mine, limit: 2 });
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]).sort()).toEqual([...keys].sort());
    const gathered = await selectPageWithCount<Record<string, unknown>>(database.db, whole, {
      where: mine,
      order: [{ by: contractors.id, descending: false }],
      key: contractors.id,
      limit: 2,
      offset: 0,
    });
    expect(Object.keys(gathered.rows[0]).sort()).toEqual([...keys].sort());
  });

  it('counts through the same cache', async () => {
    expect(await countRows(database.db, source, mine)).toBe(5);
    expect(await countRows(database.db, source, and(mine, eq(contractors.address_city, 'Łódź')))).toBe(2);
    expect(await countRows(database.db, source, and(mine, eq(contractors.address_city, 'Gdańsk')))).toBe(0);
    expect(await countRows(database.db, source, named('Alfa', 'Beta'))).toBe(2);
  });

  it('reads a page and the count of all matches in one statement (selectPageWithCount)', async () => {
    const order = [asc(contractors.address_city), asc(contractors.id)];
    const everything = (await direct(mine, order)) as Row[];
    const paged = (offset: number, where: SQL = mine) =>
      record(() =>
        selectPageWithCount<Row>(database.db, source, {
          where,
          order: [
            { by: contractors.address_city, descending: false },
            { by: contractors.id, descending: false },
          ],
          key: contractors.id,
          limit: 2,
          offset,
        }),
      );
    for (const offset of [0, 2, 4, 2]) {
      const { result } = await paged(offset);
      expect(result).toEqual({ rows: everything.slice(offset, offset + 2), total: 5 });
    }
    // Nothing on the page carries the count past the end; on the first page none match at all.
    expect((await paged(6)).result).toEqual({ rows: [], total: undefined });
    expect((await paged(0, named('Omega'))).result).toEqual({ rows: [], total: 0 });
    const down = await selectPageWithCount<Row>(database.db, source, {
      where: mine,
      order: [
        { by: contractors.name, descending: true },
        { by: contractors.id, descending: true },
      ],
      key: contractors.id,
      limit: 3,
      offset: 1,
    });
    expect(down.rows.map((r) => r.name)).toEqual([`${P} Epsilon`, `${P} Delta`, `${P} Beta`]);
    expect(down.rows[0].contact).toBeNull();
    expect(down.total).toBe(5);
  });

  it('stays right past the number of shapes it keeps', async () => {
    for (let n = 1; n <= 520; n++) {
      const names = Array.from({ length: (n % 3) + 1 }, () => 'Alfa');
      const rows = await selectRows<Row>(database.db, source, {
        where: and(named(...names), sql`${contractors.id} > ${sql.raw(String(-n))}`),
        orderBy: [asc(contractors.id)],
        limit: n,
      });
      expect(rows.map((r) => r.name)).toEqual([`${P} Alfa`]);
    }
    expect(await same(named('Beta'), [asc(contractors.id)], 3)).toHaveLength(1);
  });
});
