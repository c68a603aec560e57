import { gunzipSync } from 'node:zlib';
import { CATALOGUE, defaultKeysFor, PERMISSION_KEYS, ROLE_SLUGS } from '@portal/contracts';
import { api, type RouteContract, type RouteName } from '@portal/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkRegistry, resolveRoute, routeFrom } from '../src/core/http/routes.ts';
import { createUser } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route registry', () => {
  it('gives every non-public route a catalogue key and a response schema', () => {
    for (const r of t.routes) {
      if (r.access === 'public') continue;
      expect(r.response ?? r.stream, r.name).toBeTruthy();
      if (typeof r.access === 'object') expect(PERMISSION_KEYS.has(r.access.permission), r.name).toBe(true);
    }
  });

  it("serves exactly the routes of the contract, each with the contract's schemas and URL", () => {
    expect(t.routes.map((r) => r.name).sort()).toEqual(Object.keys(api).sort());
    for (const r of t.routes) {
      const contract = api[r.name as RouteName] as RouteContract;
      for (const part of ['params', 'query', 'body', 'response'] as const) {
        expect(r[part], `${r.name} ${part}`).toBe(contract[part]);
      }
      if (contract.uri) expect(r.uri, r.name).toBe(contract.uri);
    }
  });

  it('refuses to start with a route that has no key or no response schema', () => {
    const noSchema = resolveRoute(routeFrom({ name: 'user.users.index', handler: async () => ({}) }));
    expect(() => checkRegistry([noSchema])).toThrow(/no response schema/);
    const noKey = resolveRoute(
      routeFrom({ name: 'nothing.here.index', response: z.object({}), handler: async () => ({}) }),
    );
    expect(() => checkRegistry([noKey])).toThrow(/not in the catalogue/);
  });

  it('lists every route in GET /api/core/routes, URL following the name', async () => {
    const res = await t.call('core.routes.index');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).length).toBe(t.routes.length);
    expect(res.body['api.core.permissions.index']).toEqual({
      uri: '/api/core/permissions',
      methods: ['GET'],
    });
    for (const r of t.routes) expect(res.body[`api.${r.name}`]).toEqual({ uri: r.uri, methods: [r.method] });
  });

  it('sends the route table gzipped to a client that accepts it (it is on every cold start)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/core/routes' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/core/routes',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('serves the catalogue with Polish labels', async () => {
    const { token } = await createUser(t, { role: 'admin' });
    const res = await t.call('core.permissions.index', { token });
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(CATALOGUE.length);
    expect(res.body.results.find((p: { key: string }) => p.key === 'user.users.store').label).toBe(
      'Użytkownicy: dodawanie',
    );
  });
});

describe('role defaults', () => {
  it('admin holds every key except partner-zone, partner only partner-zone', () => {
    const admin = defaultKeysFor('admin');
    expect(admin.some((k) => k.startsWith('partner-zone.'))).toBe(false);
    expect(admin.length).toBe(CATALOGUE.filter((e) => !e.key.startsWith('partner-zone.')).length);
    expect(defaultKeysFor('partner').every((k) => k.startsWith('partner-zone.'))).toBe(true);
    for (const slug of ROLE_SLUGS) {
      if (slug === 'partner' || slug === 'super-admin') continue;
      expect(
        defaultKeysFor(slug).some((k) => k.startsWith('partner-zone.')),
        slug,
      ).toBe(false);
    }
  });

  it('moderator-docs manages documentation but cannot create users', () => {
    const keys = defaultKeysFor('moderator-docs');
    expect(keys).toContain('documentation.documentations.store');
    expect(keys).not.toContain('user.users.store');
  });
});

describe('role × route matrix', () => {
  it.each(ROLE_SLUGS)(
    '%s gets 403 exactly where it lacks the route key',
    async (slug) => {
      const { token, user } = await createUser(t, { role: slug });
      const keys = new Set(defaultKeysFor(slug));
      let checked = 0;
      for (const r of t.routes) {
        if (typeof r.access !== 'object') continue;
        const url = r.uri.replace(/\{\w+\}/g, '999999');
        const res = await t.request(r.method, url, { token, body: r.method === 'GET' ? undefined : {} });
        // A partner-zone route serves a company: a caller without one (super-admin) is refused too.
        const companyless = r.name.startsWith('partner-zone.') && user.partner_id === null;
        const allowed = keys.has(r.access.permission) && !companyless;
        expect(res.status === 403, `${slug} ${r.name} → ${res.status}`).toBe(!allowed);
        checked++;
      }
      expect(checked).toBeGreaterThan(0);
    },
    120_000,
  );
});
