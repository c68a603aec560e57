import { describe, expect, it } from 'vitest';
import { createPartner, createUser, roleId } from '../../../test/factories.ts';
import { admin, brandId, openUsersApp, provinceIds, signIn, t } from './users-fixtures.ts';

openUsersApp();

describe('PATCH /api/user/users/{id}', () => {
  it('401, 403, 404, 422, then saves', async () => {
    const target = await createUser(t, { role: 'moderator' });
    const url = `/api/user/users/${target.user.id}`;
    expect((await t.request('PATCH', url, { body: { first_name: 'Jan' } })).status).toBe(401);
    const support = await signIn('moderator-support@demo.pl');
    expect(
      (await t.request('PATCH', url, { token: support.token, body: { first_name: 'Jan' } })).status,
    ).toBe(403);
    expect(
      (
        await t.call('user.users.update', {
          params: { id: 999999 },
          token: admin.token,
          body: { first_name: 'Jan' },
        })
      ).status,
    ).toBe(404);
    const invalid = await t.request('PATCH', url, {
      token: admin.token,
      body: { first_name: '', email: 'x' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      first_name: ['To pole jest wymagane'],
      email: ['Podaj poprawny adres e-mail'],
    });
    const ok = await t.request('PATCH', url, {
      token: admin.token,
      body: { first_name: 'Jan', brands: [brandId], provinces: provinceIds },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'success', message: 'Zmiany zostały zapisane' });
    expect(ok.body.model.first_name).toBe('Jan');
  });

  it('moving a user to a partner role needs a partner; back to staff drops it', async () => {
    const target = await createUser(t, { role: 'moderator' });
    await t.call('user.users.update', {
      params: { id: target.user.id },
      token: admin.token,
      body: { brands: [brandId], provinces: provinceIds },
    });
    const partnerRole = await roleId(t.deps.db, 'partner');
    const url = `/api/user/users/${target.user.id}`;
    const noPartner = await t.request('PATCH', url, { token: admin.token, body: { role_id: partnerRole } });
    expect(noPartner.body.errors).toEqual({ partner_id: ['To pole jest wymagane'] });
    const { partner } = await createPartner(t.deps.db);
    const moved = await t.request('PATCH', url, {
      token: admin.token,
      body: { role_id: partnerRole, partner_id: partner.id, is_company_admin: true },
    });
    expect(moved.body.model).toMatchObject({ partner_id: partner.id, brands: [], is_company_admin: true });
    const back = await t.request('PATCH', url, {
      token: admin.token,
      body: { role_id: await roleId(t.deps.db, 'moderator'), brands: [brandId], provinces: provinceIds },
    });
    expect(back.status).toBe(200);
    expect(back.body.model).toMatchObject({ partner_id: null, partner: null, is_company_admin: false });
  });

  it('deactivation revokes the sessions at once; nobody deactivates themselves', async () => {
    const target = await createUser(t, { role: 'moderator-support' });
    expect((await t.call('user.users.index', { token: target.token })).status).toBe(200);
    const res = await t.call('user.users.update', {
      params: { id: target.user.id },
      token: admin.token,
      body: { is_activated: false },
    });
    expect(res.status).toBe(200);
    expect((await t.call('user.users.index', { token: target.token })).status).toBe(401);
    await t.call('user.users.update', {
      params: { id: target.user.id },
      token: admin.token,
      body: { is_activated: true },
    });
    expect((await t.call('user.users.index', { token: target.token })).status).toBe(401);

    const self = await t.call('user.users.update', {
      params: { id: admin.user.id },
      token: admin.token,
      body: { is_activated: false },
    });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ is_activated: ['Nie możesz dezaktywować własnego konta'] });
  });

  it('a role change takes effect on the next request', async () => {
    const target = await createUser(t, { role: 'moderator-support' });
    expect((await t.call('user.users.index', { token: target.token })).status).toBe(200);
    await t.call('user.users.update', {
      params: { id: target.user.id },
      token: admin.token,
      body: { role_id: await roleId(t.deps.db, 'moderator-docs'), brands: [brandId], provinces: provinceIds },
    });
    expect((await t.call('user.users.index', { token: target.token })).status).toBe(403);
  });

  it('the e-mail stays unique ignoring letter case', async () => {
    const target = await createUser(t, { role: 'moderator' });
    const res = await t.call('user.users.update', {
      params: { id: target.user.id },
      token: admin.token,
      body: { email: 'MODERATOR-DOCS@demo.pl' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['Ten adres e-mail jest już zarejestrowany'] });
  });
});

describe('DELETE /api/user/users/{id}', () => {
  it('401, 403, 404, then deletes and ends the sessions', async () => {
    const target = await createUser(t, { role: 'moderator-support' });
    const url = `/api/user/users/${target.user.id}`;
    expect((await t.request('DELETE', url)).status).toBe(401);
    const support = await signIn('moderator-support@demo.pl');
    expect((await t.request('DELETE', url, { token: support.token })).status).toBe(403);
    expect((await t.call('user.users.destroy', { params: { id: 999999 }, token: admin.token })).status).toBe(
      404,
    );
    const res = await t.request('DELETE', url, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Rekord został usunięty', status: 'success' });
    expect((await t.request('GET', url, { token: admin.token })).status).toBe(404);
    expect((await t.call('user.users.index', { token: target.token })).status).toBe(401);
  });
});
