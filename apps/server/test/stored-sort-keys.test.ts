import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortExpression } from '../src/core/data/list/order.ts';
import { contractorListSpec } from '../src/modules/contractors/queries.ts';
import { deviceSorts } from '../src/modules/devices/device-queries.ts';
import { errorCodeListSpec, partnerErrorCodeListSpec } from '../src/modules/devices/error-code-queries.ts';
import { devices, errorCodes } from '../src/modules/devices/tables.ts';
import { documentSorts } from '../src/modules/documentation/queries.ts';
import { documentations } from '../src/modules/documentation/tables.ts';
import { changeRequestListSpec } from '../src/modules/partners/change-requests.ts';
import { partnerListSpec } from '../src/modules/partners/queries.ts';
import { contractors, users } from '../src/modules/people/tables.ts';
import { userListSpec } from '../src/modules/users/queries.ts';
import { createUser } from './factories.ts';
import { createTestApp, marker, type TestApp } from './harness.ts';
import { insertContractors } from './support/list-module.ts';

/**
 * Lists of the large tables sorted by a text order by its stored Polish sort key
 * (docs/decisions/0060-stored-sort-keys.md, migration 0015): a generated column under the "C"
 * collation, indexed with the table's id. Each such sort, as the list helper builds it, must be the
 * stored column itself (so a searched page can gather it) and answerable from its index in both
 * directions (sorting and reading the table switched off, so the plan uses the index if it can and
 * fails over to a sort only if it cannot).
 */
const contractorSorts = contractorListSpec.sort;
const partnerSorts = partnerListSpec.sort;
const INDEXED: [index: string, table: PgTable & { id: AnyColumn }, sort: AnyColumn | unknown][] = [
  ['users_first_name_sort_idx', users, userListSpec.sort.first_name],
  ['users_last_name_sort_idx', users, userListSpec.sort.last_name],
  ['users_email_sort_idx', users, userListSpec.sort.email],
  ['contractors_name_sort_idx', contractors, contractorSorts.name],
  ['contractors_address_city_sort_idx', contractors, contractorSorts.address_city],
  ['contractors_name_sort_idx', contractors, partnerSorts.name],
  ['contractors_address_city_sort_idx', contractors, partnerSorts.address_city],
  ['contractors_name_sort_idx', contractors, changeRequestListSpec.sort.name],
  ['devices_code_sort_idx', devices, deviceSorts.code],
  ['devices_name_sort_idx', devices, deviceSorts.name],
  ['error_codes_code_sort_idx', errorCodes, errorCodeListSpec.sort.code],
  ['error_codes_code_sort_idx', errorCodes, partnerErrorCodeListSpec.sort.code],
  ['documentations_number_sort_idx', documentations, documentSorts.documentation_number],
  ['documentations_title_sort_idx', documentations, documentSorts.title],
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('stored Polish sort keys of the large tables', () => {
  for (const [index, table, sort] of INDEXED) {
    it(`${index} serves its list's order both ways, as a plain column`, async () => {
      const column = sort as AnyColumn;
      expect(sortExpression(column)).toBe(column);
      expect((column as { name: string }).name).toMatch(/_sort_key$/);
      for (const direction of [sql`asc`, sql`desc`]) {
        const plan = await t.deps.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_sort = off`);
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
          return tx.execute(
            sql`EXPLAIN SELECT ${table.id} FROM ${table}
              ORDER BY ${sortExpression(column)} ${direction}, ${table.id} ${direction} LIMIT 10`,
          );
        });
        expect(JSON.stringify(plan)).toContain(index);
      }
    });
  }

  it("follow every write: a key is the text's pl_sort_key after an insert and after an update", async () => {
    const [row] = await insertContractors(t, `Key${process.pid}`, [{ name: 'Łódzka', city: 'Żory' }]);
    const keys = async () =>
      (
        await t.deps.db
          .select({
            name: contractors.name_sort_key,
            city: contractors.address_city_sort_key,
            computedName: sql<string>`pl_sort_key(${contractors.name})`,
            computedCity: sql<string>`pl_sort_key(${contractors.address_city})`,
          })
          .from(contractors)
          .where(eq(contractors.id, row.id))
      )[0];
    let got = await keys();
    expect(got.city).toBe(got.computedCity);
    expect(got.name).toBe(got.computedName);
    await t.deps.db.update(contractors).set({ address_city: 'Lublin' }).where(eq(contractors.id, row.id));
    got = await keys();
    expect(got.city).toBe(got.computedCity);
    const [lublin] = await t.deps.db
      .select({ key: sql<string>`pl_sort_key('Lublin')` })
      .from(contractors)
      .limit(1);
    expect(got.city).toBe(lublin.key);

    const { user } = await createUser(t, { role: 'admin' });
    await t.deps.db.update(users).set({ last_name: 'Łukasiewicz' }).where(eq(users.id, user.id));
    const [person] = await t.deps.db
      .select({ key: users.last_name_sort_key, computed: sql<string>`pl_sort_key('Łukasiewicz')` })
      .from(users)
      .where(eq(users.id, user.id));
    expect(person.key).toBe(person.computed);
  });

  it('order the staff contractors list in the Polish alphabet, searched (gathered) and not, both ways', async () => {
    const Q = marker('Srt');
    const cities = 'Zakopane Żory Łódź Mława Źródła Małkinia Śrem Sopot Ząbki Lublin'.split(' ');
    const polish = 'Lublin Łódź Małkinia Mława Sopot Śrem Zakopane Ząbki Źródła Żory'.split(' ');
    await insertContractors(
      t,
      Q,
      cities.map((city) => ({ name: `Firma ${city}`, city })),
    );
    const { token } = await createUser(t, { role: 'admin' });
    for (const search of [Q.toLowerCase(), undefined]) {
      for (const direction of ['asc', 'desc'] as const) {
        const mine: string[] = [];
        for (let page = 1, last = 1; page <= last; page++) {
          const res = await t.call('contractor.contractors.index', {
            token,
            query: {
              sort_by: 'address_city',
              sort_direction: direction,
              per_page: 100,
              page,
              ...(search ? { search } : {}),
            },
          });
          expect(res.status).toBe(200);
          last = res.body.pagination.last_page;
          for (const r of res.body.results as { name: string; address_city: string }[])
            if (r.name.startsWith(Q)) mine.push(r.address_city);
        }
        expect(mine, `${search ?? 'all'} ${direction}`).toEqual(
          direction === 'asc' ? polish : [...polish].reverse(),
        );
      }
    }
  });
});
