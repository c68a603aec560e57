import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ListSpec, listRecords, selectOne } from '../src/core/data/reads.ts';
import { countries } from '../src/modules/dictionaries/tables.ts';
import { contractors } from '../src/modules/people/tables.ts';
import {
  database,
  expected,
  gathering,
  ids,
  isCount,
  list,
  mine,
  namedOnPostgres,
  openPlannedLists,
  P,
  pageRead,
  patterns,
  planned,
  query,
  sent,
  spec,
} from './support/planned-lists-fixtures.ts';

openPlannedLists();

describe('searched lists planned once', () => {
  it('gathers the page and its count in one statement planned once, ordered by columns', async () => {
    for (const search of ['instal', 'łodz', 'LODZKIE', 'serwis klima', 'serwis_e1', 'hydro-instal']) {
      const got = await list(search);
      expect(got.ids, search).toEqual((await expected(search)).slice(0, 50));
      expect(got.total, search).toBe(got.ids.length);
      expect(got.statements, search).toHaveLength(1);
      const [statement] = got.statements;
      expect(gathering(statement), search).toBe(true);
      expect(planned(statement), search).toBe(true);
      // Gathered, and walked past the cap (one branch runs); a lone table's page rows are then
      // read by key alone, without the condition.
      expect(patterns(statement), search).toBe(2 * search.split(' ').length);
      expect(patterns(pageRead(statement)), search).toBe(0);
      namedOnPostgres(statement);
    }
    expect((await list('instal')).ids).toEqual([ids[0], ids[4]]);
    expect((await list('serwis_e1')).ids).toEqual([ids[2]]);
    expect((await list('serwis', { sort_direction: 'desc' })).ids).toEqual([ids[2], ids[1]]);
  });

  it('plans a show once for every value', async () => {
    sent.length = 0;
    const row = await selectOne<{ id: number }>(database.db, spec, contractors.id, ids[1]);
    expect(row?.id).toBe(ids[1]);
    expect(sent).toHaveLength(1);
    namedOnPostgres(sent[0]);
  });

  it('names an unsearched ordered page but plans it for its values: its best plan turns on the offset', async () => {
    for (const page of [1, 2]) {
      sent.length = 0;
      await listRecords(database.db, spec, { ...query(''), search: undefined, per_page: 2, page });
      expect(sent, `page ${page}`).toHaveLength(1);
      if (database.kind !== 'postgres') continue;
      expect(sent[0].name, `page ${page}`).toMatch(/^s[\w-]{27}$/);
      expect(sent[0].plannedOnce, `page ${page}`).toBe(false);
    }
  });

  it('past the end asks for the count, then for the last page, each planned once', async () => {
    const got = await list('serwis', { page: 3 });
    expect(got.ids).toEqual([ids[1], ids[2]]);
    expect(got.total).toBe(2);
    expect(got.statements.map((s) => (isCount(s) ? 'count' : gathering(s) ? 'page' : s.text))).toEqual([
      'page',
      'count',
      'page',
    ]);
    for (const s of got.statements) {
      expect(planned(s)).toBe(true);
      namedOnPostgres(s);
    }
  });

  it('reads the page once gathered with the condition again: a join it narrows gives one row per key', async () => {
    // Every contractor joined to every country, narrowed to one by the condition alone (as the
    // partner documents join their caller).
    const joined: ListSpec = { ...spec, join: (q) => q.innerJoin(countries, sql`true`) };
    const got = await list('serwis', {}, and(mine, eq(countries.code, 'PL')), joined);
    expect(got.ids).toEqual([ids[1], ids[2]]);
    expect(got.total).toBe(2);
    expect(got.statements.every(gathering)).toBe(true);
    expect(got.statements.map(patterns)).toEqual([3]);
    expect(got.statements.map((s) => patterns(pageRead(s)))).toEqual([1]);
  });

  it('gathers a page ordered by a stored sort key, in the order of the key computed per row', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const got = await list(P.toLowerCase(), { sort_by: 'name_key', sort_direction: direction });
      const computed = await database.db
        .select({ id: contractors.id })
        .from(contractors)
        .where(mine)
        .orderBy(
          direction === 'asc'
            ? sql`pl_sort_key(${contractors.name}) COLLATE "C" asc, ${contractors.id} asc`
            : sql`pl_sort_key(${contractors.name}) COLLATE "C" desc, ${contractors.id} desc`,
        );
      expect(got.ids, direction).toEqual(computed.map((r) => r.id));
      expect(got.total).toBe(5);
      expect(got.statements, direction).toHaveLength(1);
      expect(gathering(got.statements[0])).toBe(true);
    }
    expect((await list(P.toLowerCase(), { sort_by: 'name_key' })).ids).toEqual(
      [4, 0, 3, 1, 2].map((i) => ids[i]),
    );
  });

  it('ordered by a text, counts once planned and plans its page per call, past the end too', async () => {
    for (const search of ['instal', 'serwis klima', 'hydro-instal']) {
      const got = await list(search, { sort_by: 'name' });
      expect(
        [...got.ids].sort((a, b) => a - b),
        search,
      ).toEqual((await expected(search)).slice(0, 50));
      expect(got.statements, search).toHaveLength(2);
      for (const s of got.statements) {
        expect(planned(s), search).toBe(isCount(s));
        if (isCount(s)) namedOnPostgres(s);
        else expect(s.name, search).toBeUndefined();
      }
    }
    const got = await list('serwis', { sort_by: 'name', page: 3 });
    expect(got.ids).toEqual([ids[1], ids[2]]);
    expect(got.total).toBe(2);
    const counts = got.statements.filter(isCount);
    const pages = got.statements.filter((s) => !isCount(s));
    expect(counts).toHaveLength(1);
    expect(pages.length).toBeGreaterThan(0);
    expect(planned(counts[0])).toBe(true);
    namedOnPostgres(counts[0]);
    for (const page of pages) {
      expect(planned(page)).toBe(false);
      expect(page.name).toBeUndefined();
    }
  });

  it('gathers page and count in one statement planned per call for a word without a trigram, whatever the other words', async () => {
    for (const search of ['e1', 'serwis e1', '0%', 'a', 'ł-ó']) {
      const got = await list(search);
      expect(got.ids, search).toEqual((await expected(search)).slice(0, 50));
      expect(got.total, search).toBe((await expected(search)).length);
      // An empty first page that could have walked carries no count: the count is asked.
      const shapes = got.statements.map((st) =>
        gathering(st) ? 'gathered' : isCount(st) ? 'count' : 'page',
      );
      expect(shapes, search).toEqual(got.total ? ['gathered'] : ['gathered', 'count']);
      for (const s of got.statements) {
        expect(planned(s), search).toBe(false);
        expect(s.name, search).toBeUndefined();
      }
    }
    expect((await list('serwis e1')).ids).toEqual([ids[2]]);
    expect((await list('0%')).ids).toEqual([ids[3]]);
  });

  it('keeps a per-call plan beside a free-text filter, and counts once planned beside a list of ids', async () => {
    const byCity = await list('serwis', { city: 'Kraków' });
    expect(byCity.ids).toEqual(await expected('serwis', eq(contractors.address_city, 'Kraków')));
    expect(byCity.ids).toEqual([ids[1]]);
    expect(byCity.statements.some(planned)).toBe(false);
    expect(byCity.statements.map(gathering)).toEqual([true]);
    expect(byCity.statements[0].name).toBeUndefined();

    const byIds = await list('serwis', { ids: [ids[2], ids[3]] });
    expect(byIds.ids).toEqual([ids[2]]);
    expect(byIds.statements.filter(planned)).toHaveLength(1);
  });

  it('plans once a list counted with its page where the spec says so for the query, per call otherwise', async () => {
    const onceByCity: ListSpec = {
      ...spec,
      countsWithPage: true,
      plannedOnce: (q: { city?: string }) => q.city !== undefined,
    };
    const byCity = await list('', { city: 'Kraków' }, mine, onceByCity);
    expect(byCity.ids).toEqual([ids[1], ids[4]]);
    expect(byCity.total).toBe(2);
    expect(byCity.statements).toHaveLength(1);
    expect(gathering(byCity.statements[0])).toBe(true);
    namedOnPostgres(byCity.statements[0]);
    const every = await list('', {}, mine, onceByCity);
    expect(every.ids).toEqual(ids);
    expect(every.statements).toHaveLength(1);
    expect(every.statements[0].name).toBeUndefined();
  });

  it('gathers the page with its count only for the queries the spec names (a user’s favourites)', async () => {
    const byCityOnly = (q: { city?: string }) => q.city !== undefined;
    const gatheredByCity: ListSpec = { ...spec, countsWithPage: byCityOnly, plannedOnce: byCityOnly };
    const byCity = await list('', { city: 'Łódź', sort_direction: 'desc' }, mine, gatheredByCity);
    expect(byCity.ids).toEqual([ids[3], ids[0]]);
    expect(byCity.total).toBe(2);
    expect(byCity.statements).toHaveLength(1);
    expect(gathering(byCity.statements[0])).toBe(true);
    namedOnPostgres(byCity.statements[0]);
    const every = await list('', {}, mine, gatheredByCity);
    expect(every.ids).toEqual(ids);
    expect(every.total).toBe(5);
    // Unsearched, its page carries its count: one statement, not a gathering.
    expect(every.statements).toHaveLength(1);
    expect(gathering(every.statements[0])).toBe(false);
    expect(every.statements[0].text).toContain('as "list_total_matches"');
  });

  it('never plans once a search over an expression, folded per row', async () => {
    const expression: ListSpec = { ...spec, search: sql`${contractors.name}` };
    sent.length = 0;
    const { results } = await listRecords<{ id: number }>(database.db, expression, query('instal'), mine);
    expect(results.map((r) => r.id)).toEqual([ids[0], ids[4]]);
    expect(sent.some(planned)).toBe(false);
  });
});
