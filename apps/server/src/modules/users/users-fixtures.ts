import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createUser, roleId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { brands } from '../brands/tables.ts';
import { provinces } from '../dictionaries/tables.ts';
import { users } from '../people/tables.ts';

/** The users tests' shared app, admin, brand and provinces, made by `openUsersApp`. */

export let t: TestApp;
export let admin: { token: string; user: { id: number } };
export let brandId: number;
export let provinceIds: number[];

/**
 * Opens the app before the calling test file's tests and closes it after them. Each test file
 * calls it once at its top: the files of a worker share this module (`isolate: false`), so
 * importing it cannot register the hooks.
 */
export function openUsersApp() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    [{ id: brandId }] = await t.deps.db.select({ id: brands.id }).from(brands).limit(1);
    provinceIds = (await t.deps.db.select({ id: provinces.id }).from(provinces).limit(2)).map((p) => p.id);
  });
  afterAll(() => t.close());
}

/** A session for a seeded demo login, without going through the captcha. */
export async function signIn(email: string) {
  const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
  return { user, token: await t.deps.sessions.create(t.deps.db, user.id, false) };
}

export async function staffBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Zofia',
    last_name: 'Lis',
    email: `zofia.lis.${Math.random().toString(36).slice(2, 8)}@example.pl`,
    role_id: await roleId(t.deps.db, 'moderator-docs'),
    brands: [brandId],
    provinces: provinceIds,
    ...overrides,
  };
}
