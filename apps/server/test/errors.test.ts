import { idParam } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeFrom } from '../src/core/http/routes.ts';
import type { Module } from '../src/modules/module.ts';
import { systemModule } from '../src/modules/system/module.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** One route with a typed body, so each hostile input below has a known answer. */
const echoModule: Module = {
  name: 'test-echo',
  routes: [
    routeFrom({
      name: 'test.echo.update',
      access: 'public',
      params: z.object({ id: idParam() }),
      body: z.strictObject({ amount: z.number().int().min(0).max(1_000_000), name: z.string().max(10) }),
      response: z.object({ id: z.number(), amount: z.number(), name: z.string() }),
      handler: async ({ params, body }) => ({ id: params.id, ...body }),
    }),
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { modules: [systemModule, echoModule] });
});
afterAll(() => t.close());

const send = (payload: string, url = '/api/test/echo/5', type = 'application/json') =>
  t.request('PATCH', url, { payload, headers: { 'content-type': type } });

describe('hostile input gets a 4xx with a Polish message', () => {
  it('accepts the well-formed body', async () => {
    const res = await send('{"amount":12,"name":"Łódź"}');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 5, amount: 12, name: 'Łódź' });
  });

  it.each([
    ['1e309 (Infinity after JSON.parse)', '{"amount":1e309,"name":"a"}'],
    ['-1e309', '{"amount":-1e309,"name":"a"}'],
    ['a negative number', '{"amount":-1,"name":"a"}'],
    ['a fraction', '{"amount":1.5,"name":"a"}'],
    ['a numeric string', '{"amount":"12","name":"a"}'],
    ['a nested object', '{"amount":{"$gt":0},"name":"a"}'],
    ['an array', '{"amount":[1],"name":"a"}'],
    ['a huge string', `{"amount":1,"name":"${'ż'.repeat(100_000)}"}`],
  ])('422 for %s', async (_, payload) => {
    const res = await send(payload);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Sprawdź błędy w formularzu');
    expect(Object.keys(res.body.errors)).toEqual([expect.stringMatching(/^(amount|name)$/)]);
  });

  it('422 naming an unknown field, and for a body that is not an object', async () => {
    const res = await send('{"amount":1,"name":"a","is_admin":true}');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ is_admin: ['Nieznany parametr'] });
    expect((await send('[1,2]')).status).toBe(422);
    expect((await send('null')).status).toBe(422);
  });

  it.each([
    ['__proto__', '{"__proto__":{"is_admin":true},"amount":1,"name":"a"}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"is_admin":true}},"amount":1,"name":"a"}'],
    ['NaN', '{"amount":NaN,"name":"a"}'],
    ['Infinity', '{"amount":Infinity,"name":"a"}'],
    ['a truncated object', '{"amount":1,'],
    ['trailing garbage', '{"amount":1,"name":"a"}x'],
    ['an empty body', ''],
  ])('400 for %s', async (_, payload) => {
    const res = await send(payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Nieprawidłowy format przesłanych danych' });
    expect(({} as Record<string, unknown>).is_admin).toBeUndefined();
  });

  it('415 for a body type the route does not take', async () => {
    const res = await send('amount=1', '/api/test/echo/5', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Nieobsługiwany format danych' });
  });

  it.each(['0', '-1', '1.5', 'abc', '1e309', 'Infinity', 'NaN', '99999999999', '%FF'])(
    '422 or 400 for the path id %s, never 500',
    async (id) => {
      const res = await send('{"amount":1,"name":"a"}', `/api/test/echo/${id}`);
      expect([400, 404, 422]).toContain(res.status);
      expect(typeof res.body.message).toBe('string');
    },
  );

  it('413 for a body over the limit, in English when asked', async () => {
    const payload = `{"amount":1,"name":"${'x'.repeat(t.config.bodyLimitBytes)}"}`;
    const pl = await send(payload);
    expect(pl.status).toBe(413);
    expect(pl.body).toEqual({ message: 'Przesłane dane są zbyt duże' });
    const en = await t.request('PATCH', '/api/test/echo/5', {
      payload,
      headers: { 'content-type': 'application/json', 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.status).toBe(413);
    expect(en.body.message).not.toBe(pl.body.message);
  });
});
