import { LIST_SEARCH_COUNT_CAP } from '@portal/contracts';
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListSpec, listRecords } from '../src/core/data/reads.ts';
import { countries } from '../src/modules/dictionaries/tables.ts';
import { contractors } from '../src/modules/people/tables.ts';
import {
  database,
  gathering,
  isCount,
  namedOnPostgres,
  openPlannedLists,
  P,
  planned,
  query,
  sent,
  spec,
  walking,
} from './support/planned-lists-fixtures.ts';

openPlannedLists();

describe('searched lists planned once', () => {
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
