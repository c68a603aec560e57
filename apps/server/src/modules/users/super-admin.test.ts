import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, roleId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { brands } from '../brands/tables.ts';
import { provinces } from '../dictionaries/tables.ts';
import { users } from '../people/tables.ts';

let t: TestApp;
let admin: { token: string };
let brandId: number;
let provinceIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
  [{ id: brandId }] = await t.deps.db.select({ id: brands.id }).from(brands).limit(1);
  provinceIds = (await t.deps.db.select({ id: provinces.id }).from(provinces).limit(2)).map((p) => p.id);
});
afterAll(() => t.close());

async function signIn(email: string) {
  const [user] = await t.deps.db.select().from(users).where(sql`${users.email} = ${email}`);
  return { user, token: await t.deps.sessions.create(t.deps.db, user.id, false) };
}

describe('super-admin protection', () => {
  it('the last active super-admin keeps the role; only super-admins change super-admins', async () => {
    const root = await signIn('super-admin@demo.pl');
    const second = await createUser(t, { role: 'super-admin' });
    const adminRole = await roleId(t.deps.db, 'admin');

    const byAdmin = await t.call('user.users.update', {
      params: { id: second.user.id },
      token: admin.token,
      body: { first_name: 'Ktoś' },
    });
    expect(byAdmin.status).toBe(403);
    expect(
      (await t.call('user.users.destroy', { params: { id: second.user.id }, token: admin.token })).status,
    ).toBe(403);

    const demoted = await t.call('user.users.update', {
      params: { id: second.user.id },
      token: root.token,
      body: { role_id: adminRole, brands: [brandId], provinces: provinceIds },
    });
    expect(demoted.status).toBe(200);

    const others = await t.deps.db.execute<{ id: number }>(
      sql`SELECT u.id FROM users u JOIN roles r ON r.id = u.role_id
          WHERE r.slug = 'super-admin' AND u.is_activated AND u.id <> ${root.user.id}`,
    );
    const otherIds = (Array.isArray(others) ? others : (others as { rows: { id: number }[] }).rows).map(
      (r) => r.id,
    );
    await t.deps.db
      .update(users)
      .set({ is_activated: false })
      .where(sql`${users.id} IN (${sql.join(otherIds.length ? otherIds : [0], sql`, `)})`);

    const last = await t.call('user.users.update', {
      params: { id: root.user.id },
      token: root.token,
      body: { role_id: adminRole, brands: [brandId], provinces: provinceIds },
    });
    expect(last.status).toBe(422);
    expect(last.body.errors).toEqual({
      role_id: ['Musi pozostać co najmniej jeden aktywny superadministrator'],
    });
    const selfDelete = await t.call('user.users.destroy', {
      params: { id: root.user.id },
      token: root.token,
    });
    expect(selfDelete.status).toBe(409);
    expect(selfDelete.body.message).toBe('Nie możesz usunąć własnego konta');
  });
});
