import { CATALOGUE, defaultKeysFor } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, roleId } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { roles, users } from '../people/tables.ts';

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const ALL_KEYS = CATALOGUE.map((e) => e.key);

describe('GET /api/user/roles', () => {
  it('401, 422, 403, then roles with their keys and users count', async () => {
    expect((await t.call('user.roles.index')).status).toBe(401);
    const bad = await t.call('user.roles.index', { query: { sort_by: 'is_system' }, token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.sort_by).toEqual(['Wybierz jedną z dostępnych wartości']);
    const docs = await createUser(t, { role: 'moderator-docs' });
    expect((await t.call('user.roles.index', { token: docs.token })).status).toBe(403);

    const res = await t.call('user.roles.index', {
      query: { per_page: 100, sort_by: 'name', sort_direction: 'asc' },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(13);
    const bySlug = Object.fromEntries(res.body.results.map((r: { slug: string }) => [r.slug, r]));
    expect(bySlug['super-admin'].permissions).toEqual(ALL_KEYS);
    expect(bySlug['moderator-docs'].permissions.sort()).toEqual(defaultKeysFor('moderator-docs').sort());
    expect(bySlug['moderator-docs'].is_system).toBe(true);
    const counts = await t.deps.db
      .select({ slug: roles.slug, n: sql<number>`count(${users.id})::int` })
      .from(roles)
      .leftJoin(users, eq(users.role_id, roles.id))
      .groupBy(roles.slug);
    for (const { slug, n } of counts) expect(bySlug[slug].users_count, slug).toBe(n);
    expect(bySlug['moderator-docs'].users_count).toBeGreaterThanOrEqual(2);

    const search = await t.call('user.roles.index', {
      query: { search: 'dokumentacji' },
      token: admin.token,
    });
    expect(search.body.results.map((r: { slug: string }) => r.slug)).toEqual(['moderator-docs']);
  });
});

describe('POST /api/user/roles', () => {
  it('401, 403, 422 with exact messages, then 201', async () => {
    const body = { name: 'Kontroler jakości', slug: 'kontroler-jakosci', permissions: ['user.users.index'] };
    expect((await t.call('user.roles.store', { body })).status).toBe(401);
    const support = await createUser(t, { role: 'moderator-support' });
    expect((await t.call('user.roles.store', { token: support.token, body })).status).toBe(403);

    const missing = await t.call('user.roles.store', { token: admin.token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ name: ['To pole jest wymagane'], slug: ['To pole jest wymagane'] });

    const wrong = await t.call('user.roles.store', {
      token: admin.token,
      body: { name: 'X', slug: 'Zły Slug', permissions: ['nie.ma.takiego'] },
    });
    expect(wrong.body.errors).toEqual({
      slug: ['Dozwolone są małe litery, cyfry i myślniki'],
      'permissions.0': ['Nieznane uprawnienie'],
    });

    const partnerKeys = await t.call('user.roles.store', {
      token: admin.token,
      body: { ...body, permissions: ['partner-zone.dashboard.index'] },
    });
    expect(partnerKeys.body.errors).toEqual({
      permissions: ['Rola pracownika nie może mieć uprawnień Strefy Partnera'],
    });

    const taken = await t.call('user.roles.store', {
      token: admin.token,
      body: { ...body, slug: 'admin' },
    });
    expect(taken.body.errors).toEqual({ slug: ['Ta wartość jest już zajęta'] });

    const res = await t.call('user.roles.store', { token: admin.token, body });
    expect(res.status).toBe(201);
    expect(res.body.model).toMatchObject({
      name: 'Kontroler jakości',
      slug: 'kontroler-jakosci',
      is_system: false,
      permissions: ['user.users.index'],
      users_count: 0,
    });
  });
});

describe('PATCH /api/user/roles/{id}', () => {
  it('404 for a missing role', async () => {
    const res = await t.call('user.roles.update', {
      params: { id: 999999 },
      token: admin.token,
      body: { name: 'X' },
    });
    expect(res.status).toBe(404);
  });

  it('editing keys changes access on the next request of the role users', async () => {
    const created = await t.call('user.roles.store', {
      token: admin.token,
      body: { name: 'Audytor', slug: 'audytor', permissions: ['user.users.index'] },
    });
    const id = created.body.model.id;
    const auditor = await createUser(t, { role: 'audytor' });
    expect((await t.call('user.users.index', { token: auditor.token })).status).toBe(200);
    expect((await t.call('user.roles.index', { token: auditor.token })).status).toBe(403);

    const edit = await t.call('user.roles.update', {
      params: { id },
      token: admin.token,
      body: { permissions: ['user.roles.index'] },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.model.permissions).toEqual(['user.roles.index']);
    expect((await t.call('user.users.index', { token: auditor.token })).status).toBe(403);
    expect((await t.call('user.roles.index', { token: auditor.token })).status).toBe(200);
  });

  it('a system role keeps its slug but its keys can change', async () => {
    const docsRole = await roleId(t.deps.db, 'moderator-docs');
    const docs = await createUser(t, { role: 'moderator-docs' });
    expect((await t.call('user.users.index', { token: docs.token })).status).toBe(403);

    const reslug = await t.call('user.roles.update', {
      params: { id: docsRole },
      token: admin.token,
      body: { slug: 'dokumentalista' },
    });
    expect(reslug.status).toBe(422);
    expect(reslug.body.errors).toEqual({ slug: ['Nie można zmienić identyfikatora roli systemowej'] });

    const keys = [...defaultKeysFor('moderator-docs'), 'user.users.index'];
    const res = await t.call('user.roles.update', {
      params: { id: docsRole },
      token: admin.token,
      body: { name: 'Moderator dokumentacji technicznej', permissions: keys },
    });
    expect(res.status).toBe(200);
    expect(res.body.model.name).toBe('Moderator dokumentacji technicznej');
    expect((await t.call('user.users.index', { token: docs.token })).status).toBe(200);
  });

  it('the partner role holds only partner-zone keys; super-admin keys are implicit', async () => {
    const partnerRole = await roleId(t.deps.db, 'partner');
    const res = await t.call('user.roles.update', {
      params: { id: partnerRole },
      token: admin.token,
      body: { permissions: ['user.users.index'] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      permissions: ['Rola Partner może mieć tylko uprawnienia Strefy Partnera'],
    });

    const rootRole = await roleId(t.deps.db, 'super-admin');
    const root = await t.call('user.roles.update', {
      params: { id: rootRole },
      token: admin.token,
      body: { permissions: ['user.users.index'] },
    });
    expect(root.status).toBe(422);
    expect(root.body.errors).toEqual({
      permissions: ['Superadministrator ma wszystkie uprawnienia; nie można ich zmienić'],
    });
    const rename = await t.call('user.roles.update', {
      params: { id: rootRole },
      token: admin.token,
      body: { name: 'Główny administrator', permissions: ALL_KEYS },
    });
    expect(rename.status).toBe(200);
    expect(rename.body.model.permissions).toEqual(ALL_KEYS);
  });
});

describe('DELETE /api/user/roles/{id}', () => {
  it('refuses system roles and roles in use, deletes an unused one', async () => {
    const support = await createUser(t, { role: 'moderator-support' });
    const docsRole = await roleId(t.deps.db, 'moderator-docs');
    expect((await t.call('user.roles.destroy', { params: { id: docsRole } })).status).toBe(401);
    expect(
      (await t.call('user.roles.destroy', { params: { id: docsRole }, token: support.token })).status,
    ).toBe(403);
    expect((await t.call('user.roles.destroy', { params: { id: 999999 }, token: admin.token })).status).toBe(
      404,
    );

    const system = await t.call('user.roles.destroy', { params: { id: docsRole }, token: admin.token });
    expect(system.status).toBe(409);
    expect(system.body.message).toBe('Nie można usunąć roli systemowej');

    const role = await t.call('user.roles.store', {
      token: admin.token,
      body: { name: 'Serwisant zewnętrzny', slug: 'serwisant-zewnetrzny', permissions: [] },
    });
    const id = role.body.model.id;
    const holder = await createUser(t, { role: 'serwisant-zewnetrzny' });
    const inUse = await t.call('user.roles.destroy', { params: { id }, token: admin.token });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('Nie można usunąć roli przypisanej do 1 użytkownika');
    await createUser(t, { role: 'serwisant-zewnetrzny' });
    expect((await t.call('user.roles.destroy', { params: { id }, token: admin.token })).body.message).toBe(
      'Nie można usunąć roli przypisanej do 2 użytkowników',
    );

    const holders = await t.call('user.users.index', {
      query: { role: 'serwisant-zewnetrzny' },
      token: admin.token,
    });
    expect(holders.body.results.map((u: { id: number }) => u.id)).toContain(holder.user.id);
    for (const u of holders.body.results)
      expect((await t.call('user.users.destroy', { params: { id: u.id }, token: admin.token })).status).toBe(
        200,
      );
    const res = await t.call('user.roles.destroy', { params: { id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Rekord został usunięty', status: 'success' });
    expect((await t.call('user.roles.show', { params: { id }, token: admin.token })).status).toBe(404);
  });
});
