import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { stampLastLogin } from '../people/records.ts';
import { roles, users } from '../people/tables.ts';

/**
 * A sign-in's stamp is written on its row's own page (migration 0023,
 * docs/decisions/0024-room-for-sign-ins.md): on a full page the new row version would go to another
 * page and add an entry to every index of users, the trigram index's pending list among them, which
 * each users search then reads until a vacuum.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Placed = { id: number; page: number };

async function pagesOf(ids: number[]): Promise<Placed[]> {
  const result = await t.deps.db
    .select({ id: users.id, page: sql<number>`(${sql.raw('ctid')}::text::point)[0]::int` })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id);
  return result.map((r) => ({ id: r.id, page: Number(r.page) }));
}

describe('sign-in stamps', () => {
  it('stay on the row’s page, also on pages a bulk insert wrote as full as it could', async () => {
    const [role] = await t.deps.db.select({ id: roles.id }).from(roles).limit(1);
    const tag = Math.random().toString(36).slice(2, 8);
    // Rows of one size in one insert: the pages they fill are as full as the table lets them be.
    const inserted = await t.deps.db
      .insert(users)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          email: `podpis-${tag}-${String(i).padStart(3, '0')}@example.pl`,
          first_name: 'Jan',
          last_name: 'Kowalski',
          role_id: role.id,
        })),
      )
      .returning({ id: users.id });
    const ids = inserted.map((r) => r.id);
    const before = await pagesOf(ids);
    expect(new Set(before.map((r) => r.page)).size).toBeGreaterThan(1);

    // Each of the first page's accounts signs in, one after another, as they do.
    const firstPage = before.filter((r) => r.page === before[0].page).map((r) => r.id);
    for (const id of firstPage) await stampLastLogin(t.deps.db, id, new Date());

    expect(await pagesOf(ids)).toEqual(before);
  });
});
