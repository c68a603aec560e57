import { LIST_SEARCH_COUNT_CAP, type ListQuery } from '@portal/contracts';
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListSpec, listRecords, searchCondition, selectOne } from '../src/core/data/reads.ts';
import type { Database } from '../src/db/client.ts';
import {
  partnerErrorCodeListSpec,
  partnerErrorCodeScope,
} from '../src/modules/devices/error-code-queries.ts';
import { countries } from '../src/modules/dictionaries/tables.ts';
import { contractors } from '../src/modules/people/tables.ts';
import { marker, openTestDatabase, recordStatements } from './harness.ts';

/**
 * Searched lists planned once (docs/decisions/0033-searched-lists-are-planned-once.md,
 * docs/decisions/0034-searched-pages-are-gathered.md): a search whose every word has a trigram,
 * with no free-text filter, is sent with each word's pattern folded in a subquery, as named
 * statements. Ordered by columns, the page and its count come from one statement that gathers the
 * matches (a stored Polish sort key is such a column); ordered by a text (its Polish sort key
 * computed per row), the count is planned once and the page per call. Otherwise everything is
 * planned per call. Either way the rows and the count are those the plain search condition selects.
 */
let database: Database & { name: string };
const P = marker('Pln');
const sent: { text: string; name?: string; plannedOnce?: boolean }[] = [];
let ids: number[] = [];

const spec: ListSpec = {
  table: contractors,
  fields: { id: contractors.id, name: contractors.name, city: contractors.address_city },
  sort: { name: contractors.name, name_key: contractors.name_sort_key, id: contractors.id },
  search: contractors.search_text,
  filters: {
    city: (v: string) => eq(contractors.address_city, v),
    ids: (v: number[]) => inArray(contractors.id, v),
  },
};
const mine = like(contractors.name, `${P}%`);
const query = (search: string, filters: Record<string, unknown> = {}): ListQuery => ({
  page: 1,
  per_page: 50,
  sort_by: 'id',
  sort_direction: 'asc',
  search,
  ...filters,
});

async function list(search: string, filters: Record<string, unknown> = {}, where = mine, of = spec) {
  sent.length = 0;
  const { results, pagination } = await listRecords<{ id: number; name: string }>(
    database.db,
    of,
    query(search, filters),
    where,
  );
  return { ids: results.map((r) => r.id), total: pagination.total, statements: [...sent] };
}

/** What the plain (per-call planned) search selects, in id order. */
async function expected(search: string, extra = sql`true`) {
  const rows = await database.db
    .select({ id: contractors.id })
    .from(contractors)
    .where(sql`${mine} AND ${searchCondition(contractors.search_text, search)} AND ${extra}`)
    .orderBy(contractors.id);
  return rows.map((r) => r.id);
}

const planned = (s: { text: string }) => s.text.includes(`LIKE (SELECT '%' || f_unaccent(`);
/** How many times the statement applies a search word's pattern. */
const patterns = (s: { text: string }) => s.text.split(`LIKE (SELECT '%' || f_unaccent(`).length - 1;
const gathering = (s: { text: string }) => /^with "matched" as \(/.test(s.text);
/** A page looked for in a window of the list's order (core/data/statements/page-with-count.ts `walkedKeys`). */
const walking = (s: { text: string }) =>
  /\(select \* from "\w+" order by .* limit \d+\) as "\w+"/.test(s.text);
/** What a gathered statement does once it has the page's keys: read their rows. */
const pageRead = (s: { text: string }) => ({ text: s.text.slice(s.text.lastIndexOf('"page_keys"')) });
const isCount = (s: { text: string }) => /^select count\(\*\)/.test(s.text);
/** Named, and on PostgreSQL's pipelined connections planned once for every value. */
const namedOnPostgres = (s: { name?: string; plannedOnce?: boolean }) => {
  if (database.kind !== 'postgres') return expect(s.name).toBeUndefined();
  expect(s.name).toMatch(/^s[\w-]{27}$/);
  expect(s.plannedOnce).toBe(true);
};

beforeAll(async () => {
  database = await openTestDatabase();
  const [pl] = await database.db.select().from(countries).where(eq(countries.code, 'PL'));
  const rows = await database.db
    .insert(contractors)
    .values(
      [
        ['Instalacje Łódzkie', 'Łódź'],
        ['Serwis Klimatyzacji', 'Kraków'],
        ['Serwis_E1 Pompy', 'Gdańsk'],
        ['Pewne na 100% OK', 'Łódź'],
        ['Hydro-Instal', 'Kraków'],
      ].map(([name, city]) => ({
        name: `${P} ${name}`,
        address_street: 'ul. Długa 1',
        address_city: city,
        address_postcode: '30-001',
        address_country_id: pl.id,
      })),
    )
    .returning({ id: contractors.id });
  ids = rows.map((r) => r.id);

  recordStatements(database, ({ text, name, plannedOnce }) => sent.push({ text, name, plannedOnce }));
});
afterAll(() => database.close());

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

  describe('past the cap, where the gathered matches are not all of them', () => {
    const C = `Cap${P}`;
    const own = like(contractors.name, `${C}%`);
    const kind = (s: { text: string }) =>
      gathering(s)
        ? walking(s)
          ? 'gathered, else walked'
          : 'gathered'
        : isCount(s)
          ? 'count'
          : planned(s)
            ? 'planned'
            : 'page';
    const newestMatches = async (limit: number, offset = 0) =>
      (
        await database.db
          .select({ id: contractors.id })
          .from(contractors)
          .where(and(own, like(contractors.name, `${C} Kapitał%`)))
          .orderBy(desc(contractors.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => r.id);
    const capped = async (page = 1) => {
      sent.length = 0;
      const { results, pagination } = await listRecords<{ id: number }>(
        database.db,
        spec,
        { ...query('kapital', { sort_direction: 'desc' }), page },
        own,
      );
      expect(pagination).toMatchObject({ total: LIST_SEARCH_COUNT_CAP, total_capped: true });
      return { ids: results.map((r) => r.id), statements: [...sent] };
    };
    const insert = (name: string, n: number, countryId: number) =>
      database.db.execute(sql`
        INSERT INTO contractors (name, address_street, address_city, address_postcode, address_country_id)
        SELECT ${C} || ' ' || ${name} || ' ' || n, 'ul. Długa 1', 'Opole', '45-001', ${countryId}
        FROM generate_series(1, ${n}) AS n`);
    const poland = async () =>
      (await database.db.select().from(countries).where(eq(countries.code, 'PL')))[0].id;

    beforeAll(async () => {
      await insert('Kapitał', LIST_SEARCH_COUNT_CAP + 11, await poland());
    }, 60_000);
    afterAll(() => database.db.delete(contractors).where(own));

    it('walks the list’s order for the page in the same statement, planned once: the newest rows match', async () => {
      const { ids, statements } = await capped();
      expect(ids).toEqual(await newestMatches(50));
      expect(statements.map(kind)).toEqual(['gathered, else walked']);
      namedOnPostgres(statements[0]);
      // The window of the order the page is looked for in is part of the text: 50 rows × 20.
      expect(statements[0].text).toContain('limit 1000) as "contractors"');
      const third = await capped(3);
      expect(third.ids).toEqual(await newestMatches(50, 100));
      expect(third.statements.map(kind)).toEqual(['gathered, else walked']);
      expect(third.statements[0].text).toContain('limit 3000) as "contractors"');
    });

    it('walks through joins and a condition on them, one row per key', async () => {
      const joined: ListSpec = {
        ...spec,
        fields: { ...spec.fields, country: countries.code },
        join: (q: any) => q.innerJoin(countries, eq(countries.id, contractors.address_country_id)),
        filters: {
          country: (v: number[]) => inArray(countries.id, v),
          listed: () =>
            sql`EXISTS (SELECT 1 FROM countries listed WHERE listed.id = ${contractors.address_country_id})`,
        },
      };
      const country = [await poland()];
      sent.length = 0;
      const { results } = await listRecords<{ id: number; country: string }>(
        database.db,
        joined,
        { ...query('kapital', { sort_direction: 'desc', country, listed: true }), page: 2 },
        own,
      );
      const statements = [...sent];
      expect(results.map((r) => r.id)).toEqual(await newestMatches(50, 50));
      expect(results.every((r) => r.country === 'PL')).toBe(true);
      expect(statements.map(kind)).toEqual(['gathered, else walked']);
    });

    it('reads the page per call when no index reads the table in the order', async () => {
      // `updated_at` leads no index of contractors: a window of it would sort the whole table.
      const unindexed: ListSpec = { ...spec, sort: { ...spec.sort, updated_at: contractors.updated_at } };
      sent.length = 0;
      const { results, pagination } = await listRecords<{ id: number }>(
        database.db,
        unindexed,
        { ...query('kapital', { sort_by: 'updated_at', sort_direction: 'desc' }), page: 2 },
        own,
      );
      const statements = [...sent];
      expect(pagination).toMatchObject({ total: LIST_SEARCH_COUNT_CAP, total_capped: true });
      // Every row was written by one statement: equal `updated_at`, so the key breaks the tie.
      expect(results.map((r) => r.id)).toEqual(await newestMatches(50, 50));
      expect(statements.map(kind)).toEqual(['gathered', 'page']);
    });

    it('reads a page deeper than any window per call', async () => {
      const { ids, statements } = await capped(9);
      expect(ids).toEqual(await newestMatches(50, 400));
      // 450 rows × 20 is past the largest window: the statement only gathers.
      expect(statements.map(kind)).toEqual(['gathered', 'page']);
    });

    it('past the end, counts, then reads the last page per call, without gathering the matches again', async () => {
      const { ids, statements } = await capped(1_000);
      expect(ids).toEqual(await newestMatches(50, LIST_SEARCH_COUNT_CAP - 50));
      // The empty page carried no count: it is asked, then the last page, without a second gathering.
      expect(statements.map(kind)).toEqual(['gathered', 'count', 'page']);
    });

    it('reads the page per call when the window holds too few matches', async () => {
      // Newer rows that do not match fill the first window of the order.
      await insert('Zakład', 1_200, await poland());
      const { ids, statements } = await capped();
      expect(ids).toEqual(await newestMatches(50));
      // The walk found none, so nothing carried the count: it is asked, then the page.
      expect(statements.map(kind)).toEqual(['gathered, else walked', 'count', 'page']);
    }, 60_000);

    it('reads the page per call when the window holds some matches, fewer than the page', async () => {
      await insert('Kapitał nowy', 30, await poland());
      const { ids, statements } = await capped();
      expect(ids).toEqual(await newestMatches(50));
      expect(statements.map(kind)).toEqual(['gathered, else walked', 'page']);
    });
  });
});

describe('the partner error-code search', () => {
  async function search(filters: { code?: string; model?: string }) {
    sent.length = 0;
    const q = { ...query(''), sort_by: 'created_at', sort_direction: 'desc' as const, ...filters };
    await listRecords(database.db, partnerErrorCodeListSpec, q, partnerErrorCodeScope(q));
    expect(sent).toHaveLength(1);
    return sent[0];
  }
  const unplanned = (s: { text: string }) => s.text.includes(`LIKE '%' || f_unaccent(`);
  const codeByCode = (s: { text: string }) =>
    s.text.includes(`direct_link.error_code_id = "error_codes"."id"`);
  const gathered = (s: { text: string }) =>
    s.text.includes(`"error_codes"."id" IN (SELECT direct_link.error_code_id`);

  /** The code's start as a range of the codes' btree, its bounds folded once (`prefixCondition`). */
  const codeRange = (s: { text: string }) =>
    s.text.includes(`"error_codes"."code_search" COLLATE "C" >= (SELECT f_unaccent(`);

  it('narrowed by a code, tests the codes one by one in a statement planned once, each pattern folded once', async () => {
    for (const filters of [{ code: 'E1' }, { code: 'E1', model: 'pompa ciepła' }]) {
      const statement = await search(filters);
      namedOnPostgres(statement);
      expect(codeRange(statement), JSON.stringify(filters)).toBe(true);
      expect(patterns(statement), JSON.stringify(filters)).toBe(filters.model ? 4 : 0);
      expect(unplanned(statement)).toBe(false);
      expect(codeByCode(statement)).toBe(true);
      expect(gathered(statement)).toBe(false);
    }
  });

  it('without a code, gathers the codes of the matching devices in a statement planned per call', async () => {
    for (const filters of [{}, { model: 'pompa' }]) {
      const statement = await search(filters);
      expect(statement.name).toBeUndefined();
      expect(planned(statement)).toBe(false);
      expect(gathered(statement)).toBe(true);
      expect(codeByCode(statement)).toBe(false);
    }
  });
});
