import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { jobs } from '../../core/jobs/tables.ts';
import { roles, users } from '../people/tables.ts';

let t: TestApp;
type Session = { user: typeof users.$inferSelect; token: string };
let companyAdmin: Session;
let colleague: Session;
let otherCompany: Session;

/** A session for a seeded demo login, without going through the captcha. */
async function signIn(email: string): Promise<Session> {
  const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
  return { user, token: await t.deps.sessions.create(t.deps.db, user.id, false) };
}

const URL = '/api/partner-zone/user/users';
const newUser = () => ({
  first_name: 'Kamil',
  last_name: 'Sowa',
  email: `kamil.sowa.${Math.random().toString(36).slice(2, 8)}@example.pl`,
});

beforeAll(async () => {
  t = await createTestApp();
  companyAdmin = await signIn('partner@demo.pl');
  colleague = await signIn('partner.pracownik@demo.pl');
  otherCompany = await signIn('partner2@demo.pl');
});
afterAll(() => t.close());

describe('GET /api/partner-zone/user/users', () => {
  it('401, 422, 403 for staff, then only the own company users', async () => {
    expect((await t.request('GET', URL)).status).toBe(401);
    const bad = await t.request('GET', `${URL}?partner=1`, { token: companyAdmin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.partner).toEqual(['Nieznany parametr']);
    const staff = await createUser(t, { role: 'admin' });
    expect((await t.request('GET', URL, { token: staff.token })).status).toBe(403);

    for (const caller of [companyAdmin, colleague]) {
      const res = await t.request('GET', `${URL}?sort_by=email&sort_direction=asc`, { token: caller.token });
      expect(res.status).toBe(200);
      expect(res.body.results.map((u: { email: string }) => u.email)).toEqual([
        'partner.pracownik@demo.pl',
        'partner@demo.pl',
      ]);
      expect(res.body.results[0]).not.toHaveProperty('role');
      expect(res.raw).not.toContain('password_hash');
    }
    const other = await t.request('GET', URL, { token: otherCompany.token });
    expect(other.body.results.map((u: { email: string }) => u.email)).toEqual(['partner2@demo.pl']);
  });

  it('a caller without a company is refused, never shown everybody', async () => {
    const root = await signIn('super-admin@demo.pl');
    const res = await t.request('GET', URL, { token: root.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'To konto nie należy do żadnej firmy partnera' });
  });
});

describe('POST /api/partner-zone/user/users', () => {
  it('401, 422, 403 for a non-admin colleague', async () => {
    expect((await t.request('POST', URL, { body: newUser() })).status).toBe(401);
    const invalid = await t.request('POST', URL, { token: companyAdmin.token, body: { first_name: 'A' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      last_name: ['To pole jest wymagane'],
      email: ['To pole jest wymagane'],
    });
    const denied = await t.request('POST', URL, { token: colleague.token, body: newUser() });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Tylko administrator firmy może dodawać i edytować użytkowników firmy');
  });

  it('adds a partner user of the own company and queues the invitation', async () => {
    const body = { ...newUser(), phone_number: '+48 601 222 333', is_company_admin: false };
    const res = await t.request('POST', URL, { token: companyAdmin.token, body });
    expect(res.status).toBe(201);
    expect(res.body.model).toMatchObject({ email: body.email, is_activated: true, has_password: false });
    const [row] = await t.deps.db
      .select({ partner_id: users.partner_id, role: roles.slug })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(eq(users.id, res.body.model.id));
    expect(row).toEqual({ partner_id: companyAdmin.user.partner_id, role: 'partner' });
    const mails = await t.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'mail.send'), sql`${jobs.payload}->>'to' = ${body.email}`));
    expect(mails).toHaveLength(1);
  });

  it('mass assignment of role, partner or id changes nothing', async () => {
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const [adminRole] = await t.deps.db.select().from(roles).where(eq(roles.slug, 'admin'));
    const body = {
      ...newUser(),
      role_id: adminRole.id,
      role: 'admin',
      partner_id: otherCompany.user.partner_id,
      id: 1,
    };
    const res = await t.request('POST', URL, { token: companyAdmin.token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      role_id: ['Nieznany parametr'],
      role: ['Nieznany parametr'],
      partner_id: ['Nieznany parametr'],
      id: ['Nieznany parametr'],
    });
    const after = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
  });
});

describe('PATCH /api/partner-zone/user/users/{id}', () => {
  it('401, 404 for another company user, 403 for a non-admin, then saves', async () => {
    const url = `${URL}/${colleague.user.id}`;
    expect((await t.request('PATCH', url, { body: { first_name: 'Bartek' } })).status).toBe(401);
    const foreign = await t.request('PATCH', url, {
      token: otherCompany.token,
      body: { first_name: 'Bartek' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Nie znaleziono rekordu');
    const notAdmin = await t.request('PATCH', `${URL}/${companyAdmin.user.id}`, {
      token: colleague.token,
      body: { first_name: 'Ktoś' },
    });
    expect(notAdmin.status).toBe(403);
    const invalid = await t.request('PATCH', url, {
      token: companyAdmin.token,
      body: { phone_number: 'abc' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ phone_number: ['Podaj poprawny numer telefonu'] });
    const res = await t.request('PATCH', url, { token: companyAdmin.token, body: { first_name: 'Bartek' } });
    expect(res.status).toBe(200);
    expect(res.body.model.first_name).toBe('Bartek');
  });

  it('mass assignment in an edit changes nothing', async () => {
    const url = `${URL}/${colleague.user.id}`;
    const res = await t.request('PATCH', url, {
      token: companyAdmin.token,
      body: { partner_id: otherCompany.user.partner_id, role_id: 1, id: 1 },
    });
    expect(res.status).toBe(422);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, colleague.user.id));
    expect(row.partner_id).toBe(companyAdmin.user.partner_id);
    expect(row.role_id).toBe(colleague.user.role_id);
  });

  it('deactivating a colleague ends the sessions; an admin keeps itself active and admin', async () => {
    const added = await t.request('POST', URL, { token: companyAdmin.token, body: newUser() });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, added.body.model.id));
    const token = await t.deps.sessions.create(t.deps.db, row.id, false);
    expect((await t.request('GET', URL, { token })).status).toBe(200);
    const off = await t.request('PATCH', `${URL}/${row.id}`, {
      token: companyAdmin.token,
      body: { is_activated: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.model.is_activated).toBe(false);
    expect((await t.request('GET', URL, { token })).status).toBe(401);

    const self = await t.request('PATCH', `${URL}/${companyAdmin.user.id}`, {
      token: companyAdmin.token,
      body: { is_activated: false, is_company_admin: false },
    });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({
      is_activated: ['Nie możesz dezaktywować własnego konta'],
      is_company_admin: ['Nie możesz odebrać sobie uprawnień administratora firmy'],
    });
  });

  it('a colleague made company admin may add users on the next request', async () => {
    const promoted = await createUser(t, {
      role: 'partner',
      partnerId: companyAdmin.user.partner_id as number,
    });
    expect((await t.request('POST', URL, { token: promoted.token, body: newUser() })).status).toBe(403);
    await t.request('PATCH', `${URL}/${promoted.user.id}`, {
      token: companyAdmin.token,
      body: { is_company_admin: true },
    });
    expect((await t.request('POST', URL, { token: promoted.token, body: newUser() })).status).toBe(201);
  });
});
