import { PERMISSION_KEYS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { roleKeys, roles, users } from '../users/tables.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function roleOf(slug: string) {
  const [role] = await t.deps.db.select().from(roles).where(eq(roles.slug, slug));
  const keys = await t.deps.db
    .select({ key: roleKeys.key })
    .from(roleKeys)
    .where(eq(roleKeys.role_id, role.id));
  return { role, keys: keys.map((k) => k.key).filter((k) => PERMISSION_KEYS.has(k)) };
}

describe('GET /api/auth/user', () => {
  it("answers a partner user's account, role, company and the role's keys in order", async () => {
    const { contractor, partner } = await createPartner(t.deps.db, { name: 'Chłodnictwo Łódź Sp. z o.o.' });
    const { user, token } = await createUser(t, {
      role: 'partner',
      partnerId: partner.id,
      companyAdmin: true,
    });
    const { role, keys } = await roleOf('partner');
    const res = await t.call('auth.user', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      model: {
        id: user.id,
        email: user.email,
        first_name: 'Anna',
        last_name: 'Nowak',
        phone_number: null,
        lang: 'pl',
        role: { id: role.id, slug: 'partner', name: role.name },
        roles: [{ slug: 'partner', name: role.name }],
        partner: { id: partner.id, name: contractor.name },
        is_company_admin: true,
        logo_url: null,
      },
      permissions: Object.fromEntries([...keys].sort().map((k) => [k, true])),
    });
    expect(Object.keys(res.body.permissions)).toEqual([...keys].sort());
    // The map is kept per key set: a second call answers the same.
    expect((await t.call('auth.user', { token })).raw).toBe(res.raw);
  });

  it('answers staff without a company, and every key for a super-admin', async () => {
    const { token } = await createUser(t, { role: 'super-admin' });
    const res = await t.call('auth.user', { token });
    expect(res.status).toBe(200);
    expect(res.body.model.partner).toBeNull();
    expect(res.body.model.role.slug).toBe('super-admin');
    expect(Object.keys(res.body.permissions)).toEqual([...PERMISSION_KEYS].sort());
  });

  it('follows a change of the account at once (the answer is read, not cached)', async () => {
    const { user, token } = await createUser(t, { role: 'admin' });
    await t.call('auth.user', { token });
    await t.deps.db.update(users).set({ first_name: 'Żaneta', lang: 'en' }).where(eq(users.id, user.id));
    const res = await t.call('auth.user', { token });
    expect(res.body.model).toMatchObject({ first_name: 'Żaneta', lang: 'en' });
  });
});
