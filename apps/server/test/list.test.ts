import { LIST_SEARCH_COUNT_CAP } from '@portal/contracts';
import { eq, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Filter } from '../src/core/data/list/filters.ts';
import { pageMaths } from '../src/core/data/list/pages.ts';
import {
  anyOf,
  callerFilter,
  either,
  equals,
  idList,
  type ListSpec,
  listRecords,
  ofIds,
  prefixCondition,
  scopeOf,
} from '../src/core/data/reads.ts';
import { renderSql } from '../src/core/data/statements/render-sql.ts';
import { dictionariesModule } from '../src/modules/dictionaries/module.ts';
import { contractors } from '../src/modules/people/tables.ts';
import { systemModule } from '../src/modules/system/module.ts';
import { createUser } from './factories.ts';
import { createTestApp, marker, type TestApp } from './harness.ts';
import { insertContractors, testListModule } from './support/list-module.ts';

let t: TestApp;
let token: string;
const P = marker('Lst');
const url = (q: string, path = 'contractors') => `/api/test/${path}?prefix=${encodeURIComponent(P)}&${q}`;
const get = (q: string) => t.request('GET', url(q), { token });
const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name.slice(P.length + 1));

beforeAll(async () => {
  t = await createTestApp({}, { modules: [systemModule, dictionariesModule, testListModule] });
  token = (await createUser(t, { role: 'admin' })).token;
  await insertContractors(
    t,
    P,
    Array.from({ length: 25 }, (_, i) => ({
      name: `Firma ${String(i + 1).padStart(2, '0')}`,
      city: 'Kraków',
    })),
  );
  await insertContractors(t, P, [
    { name: 'Hurtownia Żółć', city: 'Łódź' },
    { name: 'Instalacje Łódzkie', city: 'Zgierz' },
    { name: 'Pewne na 100% OK', city: 'Gdańsk' },
    { name: 'Kod a_b', city: 'Gdańsk' },
    { name: 'Kod axb', city: 'Gdańsk' },
    { name: 'Kod back\\slash', city: 'Gdańsk' },
  ]);
});
afterAll(() => t.close());

describe('pagination maths', () => {
  it('keeps last_page at least 1 and clamps current into 1..last_page', () => {
    expect(pageMaths(0, 1, 10)).toEqual({ lastPage: 1, current: 1, offset: 0 });
    expect(pageMaths(0, 7, 10)).toEqual({ lastPage: 1, current: 1, offset: 0 });
    expect(pageMaths(25, 3, 10)).toEqual({ lastPage: 3, current: 3, offset: 20 });
    expect(pageMaths(25, 9, 10)).toEqual({ lastPage: 3, current: 3, offset: 20 });
    expect(pageMaths(30, 3, 10)).toEqual({ lastPage: 3, current: 3, offset: 20 });
    expect(pageMaths(31, 4, 10)).toEqual({ lastPage: 4, current: 4, offset: 30 });
  });

  it('answers the DESIGN §4 shape with defaults', async () => {
    const res = await get('city=Krak%C3%B3w');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({
      per_page: 10,
      last_page: 3,
      current: 1,
      page: 1,
      sort_direction: 'desc',
      sort_by: 'created_at',
      total: 25,
      active: { city: ['Kraków'] },
    });
    expect(res.body.results).toHaveLength(10);
  });

  it('echoes the asked page and clamps current to the last page', async () => {
    const res = await get('city=Krak%C3%B3w&page=7');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ page: 7, current: 3, last_page: 3, total: 25 });
    expect(res.body.results).toHaveLength(5);
  });

  it('answers an empty list with last_page 1', async () => {
    const res = await get('city=Nieistniej%C4%85ce&page=2');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
    expect(res.body.pagination).toMatchObject({ total: 0, last_page: 1, current: 1, page: 2 });
  });

  it('never repeats or skips a row across pages when sort values tie', async () => {
    // All 25 rows were inserted in one statement: the same created_at for every one.
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const res = await get(`city=Krak%C3%B3w&per_page=10&page=${page}`);
      seen.push(...res.body.results.map((r: { id: number }) => r.id));
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
  });
});

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

describe('count and page from one statement (ListSpec countsWithPage)', () => {
  const counted = (q: string) => t.request('GET', url(q, 'contractors/counted'), { token });
  it.each([
    ['the defaults', 'city=Krak%C3%B3w'],
    ['a middle page', 'city=Krak%C3%B3w&page=2'],
    ['the last, short page', 'city=Krak%C3%B3w&page=3'],
    ['a page past the end (clamped)', 'city=Krak%C3%B3w&page=7'],
    ['no match on the first page', 'city=Nieistniej%C4%85ce'],
    ['no match past the first page', 'city=Nieistniej%C4%85ce&page=2'],
    ['sorted by name both ways', 'sort_by=name&sort_direction=asc&per_page=7&page=2'],
    ['sorted by name descending', 'sort_by=name&sort_direction=desc&per_page=7&page=4'],
    ['sorted by city, ties by id', 'sort_by=address_city&sort_direction=asc&per_page=5&page=3'],
    ['a search with Polish letters', 'search=lodz'],
    ['everything on one page', 'per_page=100'],
  ])('answers %s exactly as the two-statement list does', async (_, q) => {
    const [one, two] = await Promise.all([counted(q), get(q)]);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(two.body);
  });

  it('walks every page without repeating or skipping a row when sort values tie', async () => {
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const res = await counted(`city=Krak%C3%B3w&page=${page}`);
      seen.push(...res.body.results.map((r: { id: number }) => r.id));
    }
    expect(new Set(seen).size).toBe(25);
  });
});

describe('per_page bounds and unknown parameters', () => {
  it.each(['0', '101', '-1', '1.5', 'abc', 'Infinity', '1e309'])(
    'refuses per_page=%s with 422',
    async (v) => {
      const res = await get(`per_page=${v}`);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Sprawdź błędy w formularzu');
      expect(res.body.errors.per_page).toHaveLength(1);
    },
  );

  it.each(['1', '100'])('accepts per_page=%s', async (v) => {
    const res = await get(`per_page=${v}&city=Krak%C3%B3w`);
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(Math.min(Number(v), 25));
    expect(res.body.pagination.per_page).toBe(Number(v));
  });

  it('refuses page=0 and an unknown parameter with the field named', async () => {
    expect((await get('page=0')).status).toBe(422);
    const res = await get('colour=red');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ colour: ['Nieznany parametr'] });
  });
});

describe('sorting', () => {
  it('sorts by a whitelisted key both ways', async () => {
    const asc = await get('city=Krak%C3%B3w&sort_by=name&sort_direction=asc&per_page=3');
    expect(names(asc.body)).toEqual(['Firma 01', 'Firma 02', 'Firma 03']);
    expect(asc.body.pagination).toMatchObject({ sort_by: 'name', sort_direction: 'asc' });
    const desc = await get('city=Krak%C3%B3w&sort_by=name&sort_direction=desc&per_page=3');
    expect(names(desc.body)).toEqual(['Firma 25', 'Firma 24', 'Firma 23']);
  });

  it('refuses a sort key that is not whitelisted and a bad direction', async () => {
    const res = await get('sort_by=nip_number');
    expect(res.status).toBe(422);
    expect(res.body.errors.sort_by).toEqual(['Wybierz jedną z dostępnych wartości']);
    expect((await get('sort_by=name;drop table users')).status).toBe(422);
    expect((await get('sort_direction=up')).status).toBe(422);
  });
});

describe('search', () => {
  const search = async (term: string) => {
    const res = await get(`search=${encodeURIComponent(term)}&sort_by=name&sort_direction=asc`);
    expect(res.status).toBe(200);
    return names(res.body);
  };

  it('ignores case and Polish diacritics in both directions', async () => {
    expect(await search('lodz')).toEqual(['Hurtownia Żółć', 'Instalacje Łódzkie']);
    expect(await search('ZOLC')).toEqual(['Hurtownia Żółć']);
    expect(await search('ŁÓDŹ')).toEqual(['Hurtownia Żółć', 'Instalacje Łódzkie']);
    expect(await search('żółć')).toEqual(['Hurtownia Żółć']);
  });

  it('requires every word to match somewhere in the searched text', async () => {
    expect(await search('hurtownia lodz')).toEqual(['Hurtownia Żółć']);
    expect(await search('  instalacje   zgierz ')).toEqual(['Instalacje Łódzkie']);
    expect(await search('hurtownia zgierz')).toEqual([]);
  });

  it('treats LIKE wildcards and backslashes in the term literally', async () => {
    expect(await search('100%')).toEqual(['Pewne na 100% OK']);
    expect(await search('%')).toEqual(['Pewne na 100% OK']);
    expect(await search('a_b')).toEqual(['Kod a_b']);
    expect(await search('_')).toEqual(['Kod a_b']);
    expect(await search('back\\slash')).toEqual(['Kod back\\slash']);
  });

  it('echoes search and filters in active, {} when none', async () => {
    const res = await get('search=kod&city=Gda%C5%84sk&city=Zgierz');
    expect(res.body.pagination.active).toEqual({ search: 'kod', city: ['Gdańsk', 'Zgierz'] });
    expect(res.body.pagination.total).toBe(3);
    const none = await get('');
    expect(none.body.pagination.active).toEqual({});
    expect(none.body.pagination.total).toBe(31);
  });

  it('applies a repeated filter as any of its values', async () => {
    const res = await get('city=Zgierz&city=%C5%81%C3%B3d%C5%BA&sort_by=name&sort_direction=asc');
    expect(names(res.body)).toEqual(['Hurtownia Żółć', 'Instalacje Łódzkie']);
    const one = await get('city=Zgierz');
    expect(one.body.pagination.active).toEqual({ city: ['Zgierz'] });
  });

  it('refuses a search term over the length limit', async () => {
    const res = await get(`search=${'a'.repeat(201)}`);
    expect(res.status).toBe(422);
    expect(res.body.errors.search).toEqual(['Maksymalna liczba znaków: 200']);
  });
});

describe('a code or number matched from its start (prefixCondition)', () => {
  const own = like(contractors.name, `${P}%`);
  const startingWith = async (term: string) => {
    const condition = prefixCondition(contractors.search_text, term);
    const rows = await t.deps.db
      .select({ name: contractors.name })
      .from(contractors)
      .where(condition ? sql`${own} AND ${condition}` : own)
      .orderBy(contractors.name);
    return rows.map((r) => r.name.slice(P.length + 1));
  };

  it('finds the texts that start with the term, ignoring case and Polish diacritics', async () => {
    expect(await startingWith(`${P} hurtownia zolc`)).toEqual(['Hurtownia Żółć']);
    expect(await startingWith(`${P.toUpperCase()} HURTOWNIA ŻÓŁ`)).toEqual(['Hurtownia Żółć']);
    expect(await startingWith(`${P} instalacje ł`)).toEqual(['Instalacje Łódzkie']);
    expect(await startingWith(`  ${P} kod `)).toEqual(['Kod a_b', 'Kod axb', 'Kod back\\slash']);
  });

  it('does not find a text that holds the term later on', async () => {
    expect(await startingWith('hurtownia')).toEqual([]);
    expect(await startingWith(`${P} zolc`)).toEqual([]);
  });

  it('takes LIKE wildcards and backslashes literally', async () => {
    expect(await startingWith(`${P} kod a_`)).toEqual(['Kod a_b']);
    expect(await startingWith(`${P} pewne na 100%`)).toEqual(['Pewne na 100% OK']);
    expect(await startingWith(`${P} %`)).toEqual([]);
    expect(await startingWith(`${P} kod back\\`)).toEqual(['Kod back\\slash']);
  });

  it('applies no condition to an empty term', () => {
    expect(prefixCondition(contractors.search_text, '   ')).toBeUndefined();
    expect(prefixCondition(contractors.search_text, undefined)).toBeUndefined();
  });
});

describe('Polish alphabetical order (docs/decisions/0059-polish-collation-is-a-sort-key.md)', () => {
  const Q = marker('Pl');
  const cities = 'Zakopane Żory Łódź Mława Źródła Małkinia Śrem Sopot Ząbki Lublin'.split(' ');
  const polish = 'Lublin Łódź Małkinia Mława Sopot Śrem Zakopane Ząbki Źródła Żory'.split(' ');
  const list = (q: string) =>
    t.request('GET', `/api/test/contractors?prefix=${encodeURIComponent(Q)}&per_page=20&${q}`, { token });

  beforeAll(async () => {
    await insertContractors(
      t,
      Q,
      cities.map((city, i) => ({ name: i % 2 ? `Zakład ${city}` : `Łódzka ${city}`, city })),
    );
  });

  it('sorts a text column as the Polish alphabet does, both ways', async () => {
    const asc = await list('sort_by=address_city&sort_direction=asc');
    expect(asc.status).toBe(200);
    expect(asc.body.results.map((r: { address_city: string }) => r.address_city)).toEqual(polish);
    const desc = await list('sort_by=address_city&sort_direction=desc');
    expect(desc.body.results.map((r: { address_city: string }) => r.address_city)).toEqual(
      [...polish].reverse(),
    );
  });

  it('puts "Łódzka…" before "Zakład…" when sorting by name', async () => {
    const res = await list('sort_by=name&sort_direction=asc');
    const words = res.body.results.map((r: { name: string }) => r.name.slice(Q.length + 1).split(' ')[0]);
    expect(words).toEqual([...Array(5).fill('Łódzka'), ...Array(5).fill('Zakład')]);
  });

  it('lists the provinces option list in Polish order', async () => {
    const res = await t.call('public-zone.dictionary.provinces.index');
    expect(res.status).toBe(200);
    const names: string[] = res.body.results.map((r: { name: string }) => r.name);
    expect(names).toHaveLength(16);
    expect(names).toEqual([...names].sort(new Intl.Collator('pl').compare));
    expect(names.indexOf('łódzkie')).toBeLessThan(names.indexOf('małopolskie'));
    expect(names.indexOf('małopolskie')).toBeLessThan(names.indexOf('mazowieckie'));
    expect(names.indexOf('łódzkie')).toBeLessThan(names.indexOf('zachodniopomorskie'));
  });
});

describe('count cap of a searched list', () => {
  const C = marker('Cap');
  const capList = (q: string) =>
    t.request('GET', `/api/test/contractors?prefix=${encodeURIComponent(C)}&${q}`, { token });

  beforeAll(async () => {
    for (let from = 0; from <= LIST_SEARCH_COUNT_CAP; from += 1000) {
      const n = Math.min(1000, LIST_SEARCH_COUNT_CAP + 1 - from);
      await insertContractors(
        t,
        C,
        Array.from({ length: n }, (_, i) => ({ name: `Zakład ${from + i}`, city: 'Opole' })),
      );
    }
  }, 120_000);

  it('stops counting a search past the cap and says the total is a lower bound', async () => {
    const res = await capList(`search=${encodeURIComponent(`${C} zaklad`)}&per_page=100&page=500`);
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({
      total: LIST_SEARCH_COUNT_CAP,
      total_capped: true,
      last_page: LIST_SEARCH_COUNT_CAP / 100,
      current: LIST_SEARCH_COUNT_CAP / 100,
    });
    expect(res.body.results).toHaveLength(100);
  });

  it('counts exactly at the cap, and without a search', async () => {
    const [first] = (await capList('per_page=10&sort_by=name&sort_direction=asc')).body.results;
    const all = await capList('city=Opole');
    expect(all.body.pagination.total).toBe(LIST_SEARCH_COUNT_CAP + 1);
    expect(all.body.pagination).not.toHaveProperty('total_capped');
    await t.deps.db.delete(contractors).where(eq(contractors.id, first.id));
    const res = await capList(`search=${encodeURIComponent(`${C} zaklad`)}`);
    expect(res.body.pagination.total).toBe(LIST_SEARCH_COUNT_CAP);
    expect(res.body.pagination).not.toHaveProperty('total_capped');
  });
});
