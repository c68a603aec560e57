import type { ListQuery } from '@portal/contracts';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { type ListSpec, listRecords, searchCondition } from '../../src/core/data/reads.ts';
import type { Database } from '../../src/db/client.ts';
import { countries } from '../../src/modules/dictionaries/tables.ts';
import { contractors } from '../../src/modules/people/tables.ts';
import { marker, openTestDatabase, recordStatements } from '../harness.ts';

/**
 * Searched lists planned once (docs/decisions/0033-searched-lists-are-planned-once.md,
 * docs/decisions/0034-searched-pages-are-gathered.md): a search whose every word has a trigram,
 * with no free-text filter, is sent with each word's pattern folded in a subquery, as named
 * statements. Ordered by columns, the page and its count come from one statement that gathers the
 * matches (a stored Polish sort key is such a column); ordered by a text (its Polish sort key
 * computed per row), the count is planned once and the page per call. Otherwise everything is
 * planned per call. Either way the rows and the count are those the plain search condition selects.
 *
 * The planned-list tests share this database and its rows, opened by `openPlannedLists`.
 */
export let database: Database & { name: string };
export const P = marker('Pln');
export const sent: { text: string; name?: string; plannedOnce?: boolean }[] = [];
export let ids: number[] = [];

export const spec: ListSpec = {
  table: contractors,
  fields: { id: contractors.id, name: contractors.name, city: contractors.address_city },
  sort: { name: contractors.name, name_key: contractors.name_sort_key, id: contractors.id },
  search: contractors.search_text,
  filters: {
    city: (v: string) => eq(contractors.address_city, v),
    ids: (v: number[]) => inArray(contractors.id, v),
  },
};
export const mine = like(contractors.name, `${P}%`);
export const query = (search: string, filters: Record<string, unknown> = {}): ListQuery => ({
  page: 1,
  per_page: 50,
  sort_by: 'id',
  sort_direction: 'asc',
  search,
  ...filters,
});

export async function list(search: string, filters: Record<string, unknown> = {}, where = mine, of = spec) {
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
export async function expected(search: string, extra = sql`true`) {
  const rows = await database.db
    .select({ id: contractors.id })
    .from(contractors)
    .where(sql`${mine} AND ${searchCondition(contractors.search_text, search)} AND ${extra}`)
    .orderBy(contractors.id);
  return rows.map((r) => r.id);
}

export const planned = (s: { text: string }) => s.text.includes(`LIKE (SELECT '%' || f_unaccent(`);
/** How many times the statement applies a search word's pattern. */
export const patterns = (s: { text: string }) => s.text.split(`LIKE (SELECT '%' || f_unaccent(`).length - 1;
export const gathering = (s: { text: string }) => /^with "matched" as \(/.test(s.text);
/** A page looked for in a window of the list's order (core/data/statements/page-with-count.ts `walkedKeys`). */
export const walking = (s: { text: string }) =>
  /\(select \* from "\w+" order by .* limit \d+\) as "\w+"/.test(s.text);
/** What a gathered statement does once it has the page's keys: read their rows. */
export const pageRead = (s: { text: string }) => ({ text: s.text.slice(s.text.lastIndexOf('"page_keys"')) });
export const isCount = (s: { text: string }) => /^select count\(\*\)/.test(s.text);
/** Named, and on PostgreSQL's pipelined connections planned once for every value. */
export const namedOnPostgres = (s: { name?: string; plannedOnce?: boolean }) => {
  if (database.kind !== 'postgres') return expect(s.name).toBeUndefined();
  expect(s.name).toMatch(/^s[\w-]{27}$/);
  expect(s.plannedOnce).toBe(true);
};

/**
 * Opens the database and adds the rows before the calling test file's tests; closes it after them.
 * Each test file calls it once at its top: the files of a worker share this module (`isolate:
 * false`), so importing it cannot register the hooks.
 */
export function openPlannedLists() {
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
}
