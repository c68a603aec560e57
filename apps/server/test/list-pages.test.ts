import { LIST_SEARCH_COUNT_CAP } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageMaths } from '../src/core/data/list/pages.ts';
import { contractors } from '../src/modules/people/tables.ts';
import { marker } from './harness.ts';
import { get, openListApp, t, token, url } from './support/list-fixtures.ts';
import { insertContractors } from './support/list-module.ts';

openListApp();

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
