import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPartner, createUser, roleId } from '../../../test/factories.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { jobs } from '../../core/jobs/tables.ts';
import { users } from '../people/tables.ts';
import { admin, brandId, openUsersApp, signIn, staffBody, t } from './users-fixtures.ts';

openUsersApp();

describe('GET /api/user/users', () => {
  it('needs a token, a known query and the permission', async () => {
    expect((await t.call('user.users.index')).status).toBe(401);
    const unknown = await t.call('user.users.index', { query: { password_hash: 1 }, token: admin.token });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.password_hash).toEqual(['Nieznany parametr']);
    const badSort = await t.call('user.users.index', {
      query: { sort_by: 'password_hash' },
      token: admin.token,
    });
    expect(badSort.status).toBe(422);
    const docs = await createUser(t, { role: 'moderator-docs' });
    const denied = await t.call('user.users.index', { token: docs.token });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Brak uprawnień, skontaktuj się z administratorem');
  });

  it('gives partner@demo.pl a 403', async () => {
    const { token } = await signIn('partner@demo.pl');
    expect((await t.call('user.users.index', { token })).status).toBe(403);
  });

  it('searches names and e-mail ignoring diacritics, filters by role, status and partner', async () => {
    const search = await t.request('GET', '/api/user/users?search=KATARZYNA%20wisniewska%20demo.pl', {
      token: admin.token,
    });
    expect(search.status).toBe(200);
    expect(search.body.results.map((u: { email: string }) => u.email)).toEqual(['admin@demo.pl']);
    expect(search.body.pagination.active).toEqual({ search: 'KATARZYNA wisniewska demo.pl' });
    expect(search.raw).not.toContain('password_hash');
    expect(search.raw).not.toContain('$argon2');

    const byRole = await t.call('user.users.index', {
      query: { role: ['moderator-docs', 'moderator-trade'], search: 'demo.pl', status: 0, per_page: 100 },
      token: admin.token,
    });
    expect(byRole.body.results.map((u: { email: string }) => u.email).sort()).toEqual([
      'moderator-docs@demo.pl',
      'moderator-trade@demo.pl',
    ]);
    const docs = byRole.body.results.find((u: { email: string }) => u.email === 'moderator-docs@demo.pl');
    expect(docs.role.slug).toBe('moderator-docs');
    expect(docs.brands.length).toBeGreaterThan(0);
    expect(docs.provinces.length).toBe(16);
    expect(docs.has_password).toBe(true);

    // spec §4 "User status": active 0, inactive 1.
    const inactive = await createUser(t, { role: 'moderator', active: false });
    const off = await t.request('GET', '/api/user/users?status=1&per_page=100', { token: admin.token });
    const offIds = off.body.results.map((u: { id: number }) => u.id);
    expect(offIds).toContain(inactive.user.id);
    expect(off.body.results.every((u: { is_activated: boolean }) => !u.is_activated)).toBe(true);
    const on = await t.request('GET', '/api/user/users?status=0&per_page=100', { token: admin.token });
    expect(on.body.results.length).toBeGreaterThan(0);
    expect(on.body.results.every((u: { is_activated: boolean }) => u.is_activated)).toBe(true);
    expect(on.body.results.map((u: { id: number }) => u.id)).not.toContain(inactive.user.id);

    const [demo] = await t.deps.db.select().from(users).where(eq(users.email, 'partner2@demo.pl'));
    const byPartner = await t.call('user.users.index', {
      query: { partner: demo.partner_id },
      token: admin.token,
    });
    expect(byPartner.body.results.map((u: { email: string }) => u.email)).toEqual(['partner2@demo.pl']);
    expect(byPartner.body.results[0].partner.name).toBe('Klimat-Serwis Grabowska i Wspólnicy Sp. j.');
  });

  it('sorts by a whitelisted column', async () => {
    const list = async (direction: string) => {
      const res = await t.call('user.users.index', {
        query: {
          search: 'demo.pl',
          role: ['moderator', 'admin', 'moderator-docs'],
          sort_by: 'email',
          sort_direction: direction,
        },
        token: admin.token,
      });
      expect(res.body.pagination).toMatchObject({ sort_by: 'email', sort_direction: direction });
      return res.body.results.map((u: { email: string }) => u.email);
    };
    const asc = await list('asc');
    expect(asc).toEqual(
      expect.arrayContaining(['admin@demo.pl', 'moderator-docs@demo.pl', 'moderator@demo.pl']),
    );
    // The order is the database collation's; the other direction is exactly its reverse.
    expect(await list('desc')).toEqual([...asc].reverse());
  });
});

describe('GET /api/user/users/{id}', () => {
  it('401, 403, 404, then the record', async () => {
    const { user } = await signIn('moderator@demo.pl');
    expect((await t.call('user.users.show', { params: { id: user.id } })).status).toBe(401);
    const docs = await createUser(t, { role: 'moderator-docs' });
    expect((await t.call('user.users.show', { params: { id: user.id }, token: docs.token })).status).toBe(
      403,
    );
    const missing = await t.call('user.users.show', { params: { id: 999999 }, token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Nie znaleziono rekordu');
    const support = await signIn('moderator-support@demo.pl');
    const res = await t.call('user.users.show', { params: { id: user.id }, token: support.token });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({
      email: 'moderator@demo.pl',
      first_name: 'Piotr',
      is_activated: true,
    });
    expect(res.body.model).not.toHaveProperty('password_hash');
  });
});

describe('POST /api/user/users', () => {
  it('401 and 403 without the permission', async () => {
    expect((await t.call('user.users.store', { body: await staffBody() })).status).toBe(401);
    const support = await signIn('moderator-support@demo.pl');
    const res = await t.call('user.users.store', { token: support.token, body: await staffBody() });
    expect(res.status).toBe(403);
  });

  it('422 with the exact messages of spec §5 "Users"', async () => {
    const missing = await t.call('user.users.store', { token: admin.token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Sprawdź błędy w formularzu');
    expect(missing.body.errors.first_name).toEqual(['To pole jest wymagane']);
    expect(missing.body.errors.last_name).toEqual(['To pole jest wymagane']);
    expect(missing.body.errors.email).toEqual(['To pole jest wymagane']);
    expect(missing.body.errors.role_id).toEqual(['To pole jest wymagane']);

    const staff = await t.call('user.users.store', {
      token: admin.token,
      body: await staffBody({
        brands: [],
        provinces: [],
        partner_id: (await createPartner(t.deps.db)).partner.id,
      }),
    });
    expect(staff.status).toBe(422);
    expect(staff.body.errors).toEqual({
      partner_id: ['Partnera można przypisać tylko użytkownikowi z rolą Partner'],
      brands: ['To pole jest wymagane'],
      provinces: ['To pole jest wymagane'],
    });

    const partner = await t.call('user.users.store', {
      token: admin.token,
      body: await staffBody({ role_id: await roleId(t.deps.db, 'partner') }),
    });
    expect(partner.status).toBe(422);
    expect(partner.body.errors).toEqual({ partner_id: ['To pole jest wymagane'] });

    const taken = await t.call('user.users.store', {
      token: admin.token,
      body: await staffBody({ email: 'Admin@Demo.PL' }),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['Ten adres e-mail jest już zarejestrowany'] });

    const bad = await t.call('user.users.store', {
      token: admin.token,
      body: await staffBody({ phone_number: '12', brands: [999999], role_id: 999999 }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.phone_number).toEqual(['Podaj poprawny numer telefonu']);
    const wrongRefs = await t.call('user.users.store', {
      token: admin.token,
      body: await staffBody({ brands: [999999], role_id: 999999 }),
    });
    expect(wrongRefs.body.errors).toEqual({
      role_id: ['Wybrana wartość nie istnieje'],
      brands: ['Wybrana wartość nie istnieje'],
    });
  });

  it('creates a staff user, queues the invitation and never returns the hash', async () => {
    const body = await staffBody({ phone_number: '600 700 800', is_activated: false });
    const res = await t.call('user.users.store', { token: admin.token, body });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.message).toBe('Rekord został dodany');
    expect(res.body.model).toMatchObject({
      email: body.email,
      role: { slug: 'moderator-docs' },
      partner: null,
      is_activated: false,
      is_company_admin: false,
      has_password: false,
      phone_number: '600 700 800',
    });
    expect(res.body.model.brands.map((b: { id: number }) => b.id)).toEqual([brandId]);
    expect(res.raw).not.toContain('password_hash');

    const mails = await t.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'mail.send'), sql`${jobs.payload}->>'to' = ${body.email}`));
    expect(mails).toHaveLength(1);
    expect((mails[0].payload as { text: string }).text).toContain(
      'http://portal.test/#/auth/invitation-finish/',
    );

    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'user'), eq(auditLog.record_id, String(res.body.model.id))));
    expect(audit).toMatchObject({ action: 'create', actor_id: admin.user.id });
  });

  it('creates a partner user of a partner; brands and provinces do not apply', async () => {
    const { partner } = await createPartner(t.deps.db);
    const res = await t.call('user.users.store', {
      token: admin.token,
      body: await staffBody({
        role_id: await roleId(t.deps.db, 'partner'),
        partner_id: partner.id,
        is_company_admin: true,
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.model).toMatchObject({
      partner_id: partner.id,
      is_company_admin: true,
      brands: [],
      provinces: [],
    });
  });

  it('only a super-admin grants the super-admin role', async () => {
    const body = await staffBody({ role_id: await roleId(t.deps.db, 'super-admin') });
    const denied = await t.call('user.users.store', { token: admin.token, body });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(
      'Tylko superadministrator może nadawać rolę superadministratora i zmieniać konta superadministratorów',
    );
    const root = await signIn('super-admin@demo.pl');
    expect((await t.call('user.users.store', { token: root.token, body })).status).toBe(201);
  });
});
