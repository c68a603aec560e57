import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records } from '../src/core/data/records.ts';
import { SYSTEM_ACTOR } from '../src/core/http/context.ts';
import { crudRoutes } from '../src/core/http/crud.ts';
import { AppError } from '../src/core/http/errors.ts';
import { resolveRoute } from '../src/core/http/routes.ts';
import { assertContractor } from '../src/modules/contractors/nested-routes.ts';
import { toContactRecord } from '../src/modules/contractors/queries.ts';
import { type Refs, refs, storeContractor } from '../src/modules/contractors/testing.ts';
import { makeDevice, makeGroup, runTag } from '../src/modules/devices/test-fixtures.ts';
import { allModules } from '../src/modules/index.ts';
import { contacts } from '../src/modules/people/tables.ts';
import { producers } from '../src/modules/producers/tables.ts';
import { createUser } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * A resource made by the factory alone: contacts with the factory's default writes (no module
 * service), nested under contractors, whose primary contact is "in use". It stands in for the
 * contractors module's own contact routes in this file's app.
 */
const plainContacts = crudRoutes({
  name: 'contractor.contacts',
  parent: {
    resource: 'contractors',
    param: 'contractor',
    column: contacts.contractor_id,
    assert: assertContractor,
  },
  table: contacts,
  recordType: 'contact',
  list: {
    sort: {
      created_at: contacts.created_at,
      last_name: contacts.last_name,
      first_name: contacts.first_name,
      email: contacts.email,
      is_primary: contacts.is_primary,
    },
  },
  present: (_db, rows: (typeof contacts.$inferSelect)[]) => rows.map(toContactRecord),
  inUse: (contact) => (contact.is_primary ? { key: 'contractors.primary_contact_delete' } : null),
});

const modules = allModules.map((m) =>
  m.name === 'contractors'
    ? {
        ...m,
        routes: [...m.routes.filter((r) => !r.name.startsWith('contractor.contacts.')), ...plainContacts],
      }
    : m,
);

let t: TestApp;
let token: string;
let r: Refs;

beforeAll(async () => {
  t = await createTestApp({}, { modules });
  token = (await createUser(t, { role: 'admin' })).token;
  r = await refs(t);
});
afterAll(() => t.close());

const contact = (n: string, extra: Record<string, unknown> = {}) => ({
  first_name: `Osoba${n}`,
  last_name: 'Fabryczna',
  email: `osoba${n}@fabryka.test`,
  phone_number: '+48 600 700 800',
  position: 'Serwisant',
  is_primary: false,
  ...extra,
});

describe('crudRoutes: URLs from the name', () => {
  it('derives top-level and nested URIs and methods from the name and the parent', () => {
    const endpoints = plainContacts.map(resolveRoute).map((x) => [x.name, x.method, x.uri]);
    expect(endpoints).toEqual([
      ['contractor.contacts.index', 'GET', '/api/contractor/contractors/{contractor}/contacts'],
      ['contractor.contacts.store', 'POST', '/api/contractor/contractors/{contractor}/contacts'],
      ['contractor.contacts.show', 'GET', '/api/contractor/contractors/{contractor}/contacts/{id}'],
      ['contractor.contacts.update', 'PATCH', '/api/contractor/contractors/{contractor}/contacts/{id}'],
      ['contractor.contacts.destroy', 'DELETE', '/api/contractor/contractors/{contractor}/contacts/{id}'],
    ]);
  });

  it('publishes the nested URIs in the route table, affiliates and contractor users too', async () => {
    const table = (await t.call('core.routes.index')).body;
    expect(table['api.contractor.contacts.update']).toEqual({
      uri: '/api/contractor/contractors/{contractor}/contacts/{id}',
      methods: ['PATCH'],
    });
    expect(table['api.contractor.affiliates.index']).toEqual({
      uri: '/api/contractor/contractors/{contractor}/affiliates',
      methods: ['GET'],
    });
    expect(table['api.contractor.users.show']).toEqual({
      uri: '/api/contractor/contractors/{contractor}/users/{id}',
      methods: ['GET'],
    });
    expect(table['api.producer.producers.show']).toEqual({
      uri: '/api/producer/producers/{id}',
      methods: ['GET'],
    });
  });
});

describe('crudRoutes: a top-level resource (producers)', () => {
  it('answers index, show, store, update and destroy in the shapes of DESIGN §4', async () => {
    const name = runTag('Producent ');
    const stored = await t.call('producer.producers.store', { token, body: { name } });
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({
      model: expect.objectContaining({ name, devices_count: 0 }),
      message: expect.any(String),
      status: 'success',
    });
    const id = stored.body.model.id;

    const list = await t.call('producer.producers.index', {
      query: { search: name, sort_by: 'name' },
      token,
    });
    expect(list.status).toBe(200);
    expect(list.body.results.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(list.body.pagination).toMatchObject({
      total: 1,
      page: 1,
      current: 1,
      sort_by: 'name',
      active: { search: name },
    });

    const shown = await t.call('producer.producers.show', { params: { id }, token });
    expect(shown.body).toEqual({ model: stored.body.model });

    const duplicate = await t.call('producer.producers.store', {
      token,
      body: { name: name.toUpperCase() },
    });
    expect(duplicate.status).toBe(422);
    expect(Object.keys(duplicate.body.errors)).toEqual(['name']);

    const renamed = await t.call('producer.producers.update', {
      params: { id },
      token,
      body: { name: `${name} 2` },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ model: { id, name: `${name} 2` }, status: 'success' });

    const removed = await t.call('producer.producers.destroy', { params: { id }, token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: expect.any(String), status: 'success' });
    expect((await t.call('producer.producers.show', { params: { id }, token })).status).toBe(404);
    expect(
      (await t.call('producer.producers.update', { params: { id }, token, body: { name } })).status,
    ).toBe(404);
  });

  it('refuses to delete a producer in use (409) and keeps it', async () => {
    const stored = await t.call('producer.producers.store', {
      token,
      body: { name: runTag('Używany ') },
    });
    const id = stored.body.model.id;
    const group = await makeGroup(t, token, { code: runTag('G') });
    await makeDevice(t, token, { code: runTag('D'), name: 'Pompa', group_id: group.id, producer_id: id });
    const refused = await t.call('producer.producers.destroy', { params: { id }, token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(
      (await t.call('producer.producers.show', { params: { id }, token })).body.model.devices_count,
    ).toBe(1);
  });
});

describe('in use without a rule', () => {
  it('answers 409 when a RESTRICT foreign key the resource does not name refuses the delete', async () => {
    const stored = await t.call('producer.producers.store', {
      token,
      body: { name: runTag('Bez reguły ') },
    });
    const id = stored.body.model.id;
    const group = await makeGroup(t, token, { code: runTag('G') });
    await makeDevice(t, token, { code: runTag('D'), name: 'Kocioł', group_id: group.id, producer_id: id });
    const repo = records(producers, 'producer');
    const refused = await repo
      .destroy({ db: t.deps.db, actor: SYSTEM_ACTOR, now: t.clock.now() }, id)
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(409);
    expect(await repo.find(t.deps.db, id)).not.toBeNull();
  });
});

describe('crudRoutes: a nested resource (contacts under contractors, default writes)', () => {
  it('keeps the parent id in scope: a child of another parent is not found', async () => {
    const a = await storeContractor(t, token, r);
    const b = await storeContractor(t, token, r);
    const underA = `/api/contractor/contractors/${a.id}/contacts`;
    const underB = `/api/contractor/contractors/${b.id}/contacts`;

    const stored = await t.request('POST', underA, { token, body: contact('a') });
    expect(stored.status).toBe(201);
    expect(stored.body.model).toMatchObject({ contractor_id: a.id, first_name: 'Osobaa' });
    const id = stored.body.model.id;

    expect((await t.request('GET', `${underA}/${id}`, { token })).body.model.id).toBe(id);
    expect((await t.request('GET', `${underB}/${id}`, { token })).status).toBe(404);
    expect((await t.request('PATCH', `${underB}/${id}`, { token, body: contact('b') })).status).toBe(404);
    expect((await t.request('DELETE', `${underB}/${id}`, { token })).status).toBe(404);

    const listA = await t.request('GET', underA, { token });
    expect(listA.body.results.map((c: { id: number }) => c.id).sort()).toEqual(
      [a.primary_contact.id, id].sort(),
    );
    const listB = await t.request('GET', underB, { token });
    expect(listB.body.results.map((c: { id: number }) => c.id)).toEqual([b.primary_contact.id]);
    const missing = '/api/contractor/contractors/2147483647/contacts';
    expect((await t.request('GET', missing, { token })).status).toBe(404);
    expect((await t.request('POST', missing, { token, body: contact('x') })).status).toBe(404);

    const updated = await t.request('PATCH', `${underA}/${id}`, { token, body: contact('a2') });
    expect(updated.status).toBe(200);
    expect(updated.body.model).toMatchObject({ id, contractor_id: a.id, first_name: 'Osobaa2' });

    expect((await t.request('DELETE', `${underA}/${id}`, { token })).status).toBe(200);
    expect((await t.request('GET', `${underA}/${id}`, { token })).status).toBe(404);
  });

  it('refuses to delete a record its in-use rule holds (409), within the parent', async () => {
    const a = await storeContractor(t, token, r);
    const res = await t.call('contractor.contacts.destroy', {
      params: { contractor: a.id, id: a.primary_contact.id },
      token,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toEqual(expect.any(String));
    const still = await t.call('contractor.contacts.show', {
      params: { contractor: a.id, id: a.primary_contact.id },
      token,
    });
    expect(still.status).toBe(200);
  });
});
