import { and, eq, Param, type SQL, sql } from 'drizzle-orm';
import {
  alias,
  bigint,
  boolean,
  date,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilePrepared } from '../src/core/data/statements/compiled.ts';
import type { Database, Executor } from '../src/db/client.ts';
import { openTestDatabase } from './harness.ts';

/**
 * The statement cache runs drizzle's prepared selects without drizzle at run time
 * (`core/data/statements/compiled.ts`): every kind of field we select must come back exactly as drizzle's
 * own `execute` maps it — decoders, nested objects, a left join's missing row, placeholders.
 */
let database: Database & { name: string };
const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 6)}`;

const owners = pgTable(`cmp_owner_${suffix}`, {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull(),
  born: timestamp('born', { withTimezone: true }).notNull(),
  seen: timestamp('seen', { withTimezone: true, mode: 'string' }),
  local: timestamp('local'),
  day: date('day'),
  day_as_date: date('day_as_date', { mode: 'date' }),
  amount: numeric('amount', { precision: 8, scale: 2 }),
  big: bigint('big', { mode: 'number' }),
  tags: text('tags').array(),
  scores: integer('scores').array(),
  doc: jsonb('doc').$type<{ pl: string; en?: string }>(),
  raw: json('raw'),
  ref: uuid('ref'),
});
const pets = pgTable(`cmp_pet_${suffix}`, {
  id: serial('id').primaryKey(),
  owner_id: integer('owner_id').notNull(),
  name: text('name').notNull(),
  born: timestamp('born', { withTimezone: true }),
  doc: jsonb('doc'),
});
const firstPet = alias(pets, 'first_pet');

beforeAll(async () => {
  database = await openTestDatabase();
  await database.exec(`
    CREATE TABLE "cmp_owner_${suffix}" (id serial PRIMARY KEY, name text NOT NULL, active boolean NOT NULL,
      born timestamptz NOT NULL, seen timestamptz, local timestamp, day date, day_as_date date,
      amount numeric(8,2), big bigint, tags text[], scores integer[], doc jsonb, raw json, ref uuid);
    CREATE TABLE "cmp_pet_${suffix}" (id serial PRIMARY KEY, owner_id integer NOT NULL, name text NOT NULL,
      born timestamptz, doc jsonb);`);
  const [a, b] = await database.db
    .insert(owners)
    .values([
      {
        name: 'Zażółć Gęślą',
        active: true,
        born: new Date('1980-02-29T12:34:56.789Z'),
        seen: '2026-11-27 10:00:00+00',
        local: new Date('2026-01-02T03:04:05.678Z'),
        day: '2026-03-04',
        day_as_date: new Date('2026-03-05T00:00:00Z'),
        amount: '1234.50',
        big: 9007199254740991,
        tags: ['ł', 'b, c', 'NULL'],
        scores: [1, 2, 3],
        doc: { pl: 'Pompa ciepła', en: 'Heat pump' },
        raw: [1, 'a', null],
        ref: '7b0b7a4e-1c1a-4a43-9d27-5f4c36a9e0b1',
      },
      { name: 'Empty', active: false, born: new Date('2000-01-01T00:00:00Z') },
    ])
    .returning({ id: owners.id });
  await database.db.insert(pets).values([
    { owner_id: a.id, name: 'Burek', born: new Date('2020-05-05T05:05:05Z'), doc: { x: 1 } },
    { owner_id: a.id, name: 'Azor', born: null, doc: null },
  ]);
  expect(b.id).toBeGreaterThan(a.id);
});
afterAll(async () => {
  await database.exec(`DROP TABLE "cmp_owner_${suffix}"; DROP TABLE "cmp_pet_${suffix}";`);
  await database.close();
});

type Preparable = { prepare: (name?: any) => { execute: (v?: any) => Promise<unknown> } };

/** Drizzle's rows and ours for the same prepared select, unnamed and named. */
async function bothWays(query: Preparable, values: Record<string, unknown> = {}) {
  for (const name of [undefined, `cmp_${suffix}_${Math.random().toString(36).slice(2, 8)}`]) {
    const theirs = await query.prepare(name).execute(values);
    const { rows: ours } = await compilePrepared(query.prepare(name) as never).run(values);
    expect(ours).toStrictEqual(theirs);
  }
  return (await compilePrepared(query.prepare() as never).run(values)).rows;
}

const firstPetJoin = (db: Executor) =>
  db
    .select({
      id: owners.id,
      owner: owners,
      pet: firstPet,
      pet_summary: { name: firstPet.name, born: firstPet.born },
      pets: sql<number>`(SELECT count(*) FROM ${pets} WHERE ${pets.owner_id} = ${owners.id})`.mapWith(Number),
      upper: sql<string>`upper(${owners.name})`.as('upper'),
      plain: sql`${owners.amount}`,
    })
    .from(owners)
    .leftJoin(
      firstPet,
      and(
        eq(firstPet.owner_id, owners.id),
        eq(firstPet.id, sql`(SELECT min(${pets.id}) FROM ${pets} WHERE ${pets.owner_id} = ${owners.id})`),
      ),
    )
    .orderBy(owners.id);

describe('statements compiled once per shape', () => {
  it('maps every column type as drizzle does', async () => {
    const rows = (await bothWays(database.db.select().from(owners).orderBy(owners.id))) as Record<
      string,
      unknown
    >[];
    expect(rows).toHaveLength(2);
    expect(rows[0].born).toEqual(new Date('1980-02-29T12:34:56.789Z'));
    expect(rows[0].doc).toEqual({ pl: 'Pompa ciepła', en: 'Heat pump' });
    expect(rows[0].tags).toEqual(['ł', 'b, c', 'NULL']);
    expect(rows[1].amount).toBeNull();
  });

  it('nests joined tables and objects, a missing left-joined row as null, SQL fields with decoders', async () => {
    const rows = (await bothWays(firstPetJoin(database.db))) as Record<string, unknown>[];
    expect(rows[0].pet).toMatchObject({ name: 'Burek' });
    expect(rows[0].pets).toBe(2);
    expect(rows[1].pet).toBeNull();
    expect(rows[1].pet_summary).toBeNull();
    expect(rows[1].upper).toBe('EMPTY');
  });

  it('fills placeholders, encoded by their column where drizzle encodes them', async () => {
    const since = sql.placeholder('since');
    const query = database.db
      .select({ id: owners.id, name: owners.name })
      .from(owners)
      .where(
        and(
          eq(owners.active, sql.placeholder('active')),
          sql`${owners.born} >= ${new Param(since, owners.born)}`,
          sql`${owners.name} <> ${'nobody'}`,
        ) as SQL,
      )
      .limit(sql.placeholder('limit'));
    const rows = await bothWays(query, { active: true, since: new Date('1970-01-01T00:00:00Z'), limit: 5 });
    expect(rows).toEqual([{ id: expect.any(Number), name: 'Zażółć Gęślą' }]);
    expect(
      await bothWays(query, { active: false, since: new Date('1999-01-01T00:00:00Z'), limit: 5 }),
    ).toEqual([{ id: expect.any(Number), name: 'Empty' }]);
    await expect(
      compilePrepared(query.prepare(undefined as never) as never).run({ active: true }),
    ).rejects.toThrow('No value for placeholder "since"');
  });

  it('runs in a transaction on its connection', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.insert(pets).values({ owner_id: 0, name: 'Tylko w transakcji' });
        const rows = (await bothWays(
          tx.select({ name: pets.name }).from(pets).where(eq(pets.owner_id, 0)),
        )) as unknown[];
        expect(rows).toEqual([{ name: 'Tylko w transakcji' }]);
        tx.rollback();
      })
      .catch((e: Error) => expect(e.message).toMatch(/rollback/i));
    expect(await database.db.select().from(pets).where(eq(pets.owner_id, 0))).toEqual([]);
  });

  it("takes a piece's values by position and a tally apart from the rows", async () => {
    const query = database.db
      .select({
        id: owners.id,
        name: owners.name,
        tally: sql<number>`count(*) OVER ()::int`.as('tally'),
      })
      .from(owners)
      .where(and(eq(owners.active, sql.placeholder('w$0')), sql`${owners.name} <> ${sql.placeholder('w$1')}`))
      .orderBy(owners.id)
      .limit(sql.placeholder('limit'));
    const pieceSlot = (name: string) =>
      name.startsWith('w$') ? { piece: 'w', index: Number(name.slice(2)) } : undefined;
    const compiled = compilePrepared(query.prepare(undefined as never) as never, {
      pieceSlot,
      tally: 'tally',
    });
    const { rows, tally } = await compiled.run({ limit: 5 }, { w: [true, 'nobody'] });
    expect(rows).toEqual([{ id: expect.any(Number), name: 'Zażółć Gęślą' }]);
    expect(Object.keys(rows[0] as object)).toEqual(['id', 'name']);
    expect(tally).toBe(1);
    expect(await compiled.run({ limit: 5 }, { w: [false, 'Empty'] })).toEqual({ rows: [], tally: undefined });
    await expect(compiled.run({ limit: 5 }, { w: [true] })).rejects.toThrow('No value for piece "w"');
  });

  it('refuses what is not a select prepared by one of our drivers', () => {
    const insert = database.db
      .insert(pets)
      .values({ owner_id: 0, name: 'x' })
      .prepare(undefined as never);
    expect(() => compilePrepared(insert as never)).toThrow(/not a select/);
  });
});
