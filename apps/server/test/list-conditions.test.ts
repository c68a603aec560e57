import { eq, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Filter } from '../src/core/data/list/filters.ts';
import {
  anyOf,
  callerFilter,
  either,
  equals,
  idList,
  type ListSpec,
  listRecords,
  ofIds,
  scopeOf,
} from '../src/core/data/reads.ts';
import { renderSql } from '../src/core/data/statements/render-sql.ts';
import { contractors } from '../src/modules/people/tables.ts';
import { openListApp, P, t } from './support/list-fixtures.ts';

openListApp();

describe('a filter on the caller (callerFilter)', () => {
  const mine = callerFilter((id) => eq(contractors.id, id));
  it('is not applied when not asked, and matches nothing without a caller', () => {
    expect(mine(false, {}, 7)).toBeUndefined();
    expect(mine(false, {}, null)).toBeUndefined();
    expect(renderSql(mine(true, {}, null) as SQL)).toEqual({ sql: 'false', params: [] });
    expect(renderSql(mine(true, {}, 7) as SQL)?.params).toEqual([7]);
  });
});

describe('list conditions compiled once per shape (anyOf, equals, either, callerFilter)', () => {
  const base = {
    table: contractors,
    fields: { id: contractors.id, name: contractors.name, address_city: contractors.address_city },
    sort: { created_at: contractors.created_at, name: contractors.name_sort_key },
    search: contractors.search_text,
  };
  let built = 0;
  /** `anyOf`, counting how often its condition is built (only for a shape not met before). */
  const cities = anyOf(contractors.address_city);
  const countedCities = Object.assign(
    (v: string[]) => {
      built++;
      return cities(v);
    },
    { sends: cities.sends },
  );
  const shaped: ListSpec = {
    ...base,
    filters: {
      city: countedCities,
      top: either(isNull(contractors.parent_id), isNotNull(contractors.parent_id)),
      named: equals(contractors.name),
      mine: callerFilter((id) => eq(contractors.id, id)),
    },
  };
  /** The same filters as functions that build their condition on every request. */
  const plain: ListSpec = {
    ...base,
    filters: {
      city: (v: string[]) => inArray(contractors.address_city, v),
      top: (v: boolean) => (v ? isNull(contractors.parent_id) : isNotNull(contractors.parent_id)),
      named: (v: string) => eq(contractors.name, v),
      mine: (yes: boolean, _q: unknown, callerId: number | null) =>
        yes ? (callerId === null ? sql`false` : eq(contractors.id, callerId)) : undefined,
    },
  };
  const own = () => like(contractors.name, `${P}%`);
  const query = (q: Record<string, unknown>) => ({
    page: 1,
    per_page: 10,
    sort_by: 'name',
    sort_direction: 'asc' as const,
    ...q,
  });
  const both = async (q: Record<string, unknown>, callerId?: number) => {
    const a = await listRecords(t.deps.db, shaped, query(q), own(), { callerId });
    const b = await listRecords(t.deps.db, plain, query(q), own(), { callerId });
    expect(a).toEqual(b);
    return a;
  };

  it('answers exactly what the filters built per request answer, for every value of a shape', async () => {
    const [firma] = await t.deps.db
      .select()
      .from(contractors)
      .where(eq(contractors.name, `${P} Firma 03`));
    const [kod] = await t.deps.db
      .select()
      .from(contractors)
      .where(eq(contractors.name, `${P} Kod axb`));
    const cases: [Record<string, unknown>, number?][] = [
      [{ city: ['Kraków'] }],
      [{ city: ['Gdańsk'] }],
      [{ city: ['Łódź', 'Zgierz'] }],
      [{ city: ['Gdańsk', 'Łódź'] }],
      [{ search: 'kod' }],
      [{ search: 'łódz', city: ['Zgierz', 'Łódź'] }],
      [{ search: 'firma', city: ['Kraków'], page: 2 }],
      [{ search: 'firma kraków', top: true }],
      [{ top: false }],
      [{ named: `${P} Kod a_b` }],
      [{ named: `${P} Kod axb` }],
      [{ mine: true }, firma.id],
      [{ mine: true }, kod.id],
      [{ mine: true }],
      [{ mine: false, city: ['Gdańsk'] }, kod.id],
    ];
    const totals: number[] = [];
    for (const [q, callerId] of cases) totals.push((await both(q, callerId)).pagination.total);
    expect(totals).toEqual([25, 4, 2, 5, 3, 2, 25, 25, 0, 1, 1, 1, 1, 0, 4]);
  });

  it('builds a shape once and sends later values into its compiled text', async () => {
    await both({ search: 'firma', city: ['Kraków', 'Gdańsk', 'Zgierz'] });
    const after = built;
    const res = await both({ search: 'kod', city: ['Gdańsk', 'Łódź', 'Warszawa'] });
    // Only the per-request list (`plain`) built its filters; the shaped one reused the text.
    expect(built).toBe(after);
    expect(res.results.map((r) => (r as { name: string }).name.slice(P.length + 1))).toEqual([
      'Kod a_b',
      'Kod axb',
      'Kod back\\slash',
    ]);
  });

  it('builds every time a filter whose `sends` does not match what it builds', async () => {
    let lyingBuilt = 0;
    const last: Filter = Object.assign(
      (v: string[]) => {
        lyingBuilt++;
        return eq(contractors.address_city, v[v.length - 1]);
      },
      { sends: (v: string[]) => ({ shape: '', values: [v[0]] }) },
    );
    const spec: ListSpec = { ...base, filters: { city: last } };
    const list = (city: string[]) => listRecords(t.deps.db, spec, query({ city }), own());
    expect((await list(['Kraków', 'Zgierz'])).pagination.total).toBe(1);
    const second = await list(['Zgierz', 'Gdańsk']);
    expect(second.pagination.total).toBe(4);
    expect(lyingBuilt).toBe(2);
  });
});

describe('filters by ids through links or a tree (ofIds)', () => {
  const base = {
    table: contractors,
    fields: { id: contractors.id, name: contractors.name },
    sort: { name: contractors.name_sort_key },
    search: contractors.search_text,
  };
  let built = 0;
  /** Each id goes twice, with a constant between: what `concernsDevices` renders. */
  const twice = (ids: readonly number[]) => {
    built++;
    return sql`(${contractors.id} IN (${idList(ids)}) AND ${contractors.address_city} <> ${'Zgierz'}
      AND ${contractors.id} IN (SELECT own.id FROM contractors own WHERE own.id IN (${idList(ids)})))`;
  };
  /** The ids written into the text: only building it per request is right. */
  const inlined = (ids: readonly number[]) => {
    built++;
    return sql.raw(`"contractors"."id" IN (${ids.join(', ')})`);
  };
  const shapedSpec: ListSpec = { ...base, filters: { ids: ofIds(twice), raw: ofIds(inlined) } };
  const plainSpec: ListSpec = { ...base, filters: { ids: twice, raw: inlined } };
  const own = () => like(contractors.name, `${P}%`);
  const list = (spec: ListSpec, q: Record<string, unknown>) =>
    listRecords(
      t.deps.db,
      spec,
      { page: 1, per_page: 50, sort_by: 'name', sort_direction: 'asc', ...q },
      own(),
    );
  let ids: Record<string, number> = {};
  beforeAll(async () => {
    const rows = await t.deps.db
      .select({ id: contractors.id, name: contractors.name })
      .from(contractors)
      .where(own());
    ids = Object.fromEntries(rows.map((r) => [r.name.slice(P.length + 1), r.id]));
  });

  it('says where each id goes among the values, an id twice and a constant between', () => {
    const filter = ofIds(twice);
    expect(filter.sends([5, 9])).toEqual({ shape: '2', values: [5, 9, 'Zgierz', 5, 9] });
    expect(filter.sends([11, 3, 4])).toEqual({ shape: '3', values: [11, 3, 4, 'Zgierz', 11, 3, 4] });
    expect(ofIds(inlined).sends([5, 9])).toBeNull();
  });

  it('answers what the conditions built per request answer, and builds a shape once', async () => {
    const cases = [
      [ids['Firma 01'], ids['Kod axb']],
      [ids['Hurtownia Żółć'], ids['Instalacje Łódzkie']],
      [ids['Kod a_b'], ids['Firma 02']],
      [ids['Instalacje Łódzkie']],
    ];
    const answers: string[][] = [];
    for (const c of cases) {
      const shaped = await list(shapedSpec, { ids: c });
      expect(shaped).toEqual(await list(plainSpec, { ids: c }));
      answers.push(shaped.results.map((r) => (r as { name: string }).name.slice(P.length + 1)));
    }
    expect(answers).toEqual([['Firma 01', 'Kod axb'], ['Hurtownia Żółć'], ['Firma 02', 'Kod a_b'], []]);
    // Another two ids: only the per-request list builds its condition.
    const before = built;
    await list(shapedSpec, { ids: [ids['Kod back\\slash'], ids['Firma 03']] });
    expect(built).toBe(before);
  });

  it('builds every time a condition whose text turns on the ids, and answers right', async () => {
    const first = await list(shapedSpec, { raw: [ids['Firma 04'], ids['Kod axb']] });
    const before = built;
    const second = await list(shapedSpec, { raw: [ids['Firma 05'], ids['Kod a_b']], search: 'firma' });
    expect(built).toBe(before + 1);
    expect(first.results.map((r) => (r as { id: number }).id)).toEqual([ids['Firma 04'], ids['Kod axb']]);
    expect(second.results.map((r) => (r as { id: number }).id)).toEqual([ids['Firma 05']]);
  });
});

describe("a route's scope by the request's values (scopeOf)", () => {
  const spec: ListSpec = {
    table: contractors,
    fields: { id: contractors.id, name: contractors.name },
    sort: { name: contractors.name_sort_key },
    search: contractors.search_text,
  };
  let built = 0;
  /** A company's prefix and city: a text and a value made into a pattern in SQL, a constant between. */
  const byCity = (prefix: string, city: string) => {
    built++;
    return sql`(${contractors.name} LIKE ${prefix} || '%' AND ${contractors.address_city} = ${city}
      AND ${contractors.name} <> ${'nikt'})`;
  };
  /** The value made into a pattern in JavaScript: it cannot be laid out, so it is built every time. */
  const madeInJs = (prefix: string) => {
    built++;
    return like(contractors.name, `${prefix}%`);
  };
  const list = (where: SQL, search?: string) =>
    listRecords(
      t.deps.db,
      spec,
      { page: 1, per_page: 50, sort_by: 'name', sort_direction: 'asc', ...(search ? { search } : {}) },
      where,
    );
  const namesOf = (page: { results: unknown[] }) =>
    page.results.map((r) => (r as { name: string }).name.slice(P.length + 1));

  it("answers what the condition built per request answers, building it once for the values' kinds", async () => {
    const scoped = scopeOf(byCity);
    const cases: [string, string | undefined, string[]][] = [
      ['Łódź', undefined, ['Hurtownia Żółć']],
      ['Zgierz', undefined, ['Instalacje Łódzkie']],
      ['Gdańsk', 'kod', ['Kod a_b', 'Kod axb', 'Kod back\\slash']],
      ['Nowhere', undefined, []],
    ];
    for (const [city, search, expected] of cases) {
      const page = await list(scoped(P, city), search);
      expect(namesOf(page)).toEqual(expected);
      expect(page).toEqual(await list(byCity(P, city), search));
    }
    // Once for each of the two stand-in sets, once for the text; then never again.
    const before = built;
    await list(scoped(P, 'Kraków'));
    expect(built).toBe(before);
    expect(renderSql(scoped(P, 'Kraków'))).toEqual(renderSql(byCity(P, 'Kraków')));
  });

  it('builds every time a condition that sends something made from a value, and answers right', async () => {
    const scoped = scopeOf(madeInJs);
    expect(namesOf(await list(scoped(`${P} Kod`)))).toEqual(['Kod a_b', 'Kod axb', 'Kod back\\slash']);
    const before = built;
    expect(namesOf(await list(scoped(`${P} Hurt`)))).toEqual(['Hurtownia Żółć']);
    expect(built).toBe(before + 1);
  });
});
