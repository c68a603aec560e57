import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeFrom } from '../src/core/http/routes.ts';
import type { Module } from '../src/modules/module.ts';
import { systemModule } from '../src/modules/system/module.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Text the database cannot store that reaches SQL by a way the request check does not see
 * (built by the handler itself, as an import or the ERP would): the error handler's safety net.
 */
const databaseModule: Module = {
  name: 'test-database-text',
  routes: [
    routeFrom({
      name: 'test.nul-text.store',
      access: 'public',
      body: z.object({ name: z.string() }),
      response: z.object({ x: z.unknown() }),
      handler: async ({ deps, body }) => {
        await deps.db.execute(sql`select ${`${body.name}\u0000`}::text as x`);
        return { x: null };
      },
    }),
    routeFrom({
      name: 'test.nul-json.store',
      access: 'public',
      body: z.object({ name: z.string() }),
      response: z.object({ x: z.unknown() }),
      handler: async ({ deps, body }) => {
        const json = JSON.stringify({ pl: `${body.name}\u0000` });
        await deps.db.execute(sql`select ${json}::jsonb as x`);
        return { x: null };
      },
    }),
    routeFrom({
      name: 'test.echo.show',
      access: 'public',
      uri: '/api/test/echo/{id}',
      method: 'GET',
      params: z.object({ id: z.string() }),
      response: z.object({ id: z.string() }),
      handler: async ({ params }) => ({ id: params.id }),
    }),
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { modules: [systemModule, databaseModule] });
});
afterAll(() => t.close());

const CSP_PRESENT = expect.stringContaining("default-src 'self'");

describe('the database refusing text is a 422, never a 500', () => {
  it.each([
    ['NUL in a text parameter (SQLSTATE 22021)', '/api/test/nul-text'],
    ['\\u0000 in jsonb (SQLSTATE 22P05)', '/api/test/nul-json'],
  ])('%s', async (_, url) => {
    const res = await t.request('POST', url, { body: { name: 'Łódź' } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Sprawdź błędy w formularzu',
      errors: { _: ['Pole zawiera niedozwolone znaki sterujące'] },
    });
  });
});

describe('control characters refused at the door', () => {
  it('name the field in the 422, in the caller language', async () => {
    const pl = await t.request('POST', '/api/test/nul-text', { body: { name: 'a\u001bb' } });
    expect(pl.status).toBe(422);
    expect(pl.body.errors).toEqual({ name: ['Pole zawiera niedozwolone znaki sterujące'] });
    const en = await t.request('POST', '/api/test/nul-text', {
      body: { name: 'a\u0000b' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.body).toEqual({
      message: 'Check the errors in the form',
      errors: { name: ['The field contains forbidden control characters'] },
    });
  });

  it('let tab, line feed and carriage return through', async () => {
    const res = await t.request('GET', `/api/test/echo/${encodeURIComponent('a\tb\r\nc')}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 'a\tb\r\nc' });
  });
});

describe('URLs the router cannot take', () => {
  it('a path that does not decode: 400, Polish, with the security headers', async () => {
    for (const url of ['/api/user/users/%E0%A4%A', '/api/%', '/%zz', '/api/test/echo/%FF']) {
      const res = await t.request('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ message: 'Nieprawidłowy adres: błędne kodowanie znaków' });
      expect(res.headers['content-security-policy'], url).toEqual(CSP_PRESENT);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a query that does not decode: 400 on known and unknown paths', async () => {
    const refused = [
      '/api/core/routes?search=%',
      '/api/nothing?x=%E0%A4%A',
      '/?q=%C0%AF',
      // A broken escape after good ones, and a character cut in two by the parameters' `&`.
      '/api/core/routes?a=%C5%81&b=%E0%A4',
      '/api/core/routes?a=%C5&b=%81',
    ];
    for (const url of refused) {
      const res = await t.request('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ message: 'Nieprawidłowy adres: błędne kodowanie znaków' });
      expect(res.headers['content-security-policy'], url).toEqual(CSP_PRESENT);
    }
    const fine = await t.request('GET', '/api/core/routes?a=%C5%81%C3%B3d%C5%BA+x&b=%25');
    expect(fine.status).toBe(200);
  });

  it('a path segment over the router limit: 414, Polish, with the security headers', async () => {
    const res = await t.request('GET', `/api/test/echo/${'x'.repeat(600)}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ message: 'The address is too long' });
    expect(res.headers['content-security-policy']).toEqual(CSP_PRESENT);
  });
});
