import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeFrom } from '../src/core/http/routes.ts';
import type { Module } from '../src/modules/module.ts';
import { systemModule } from '../src/modules/system/module.ts';
import { createUser } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';

const CSP =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; worker-src 'self' blob:; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  expect(headers['content-security-policy'], where).toBe(CSP);
  expect(headers['strict-transport-security'], where).toMatch(/^max-age=\d{7,}/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  if (String(headers['content-type'] ?? '').includes('json')) {
    expect(headers['cache-control'], where).toBe('no-store');
  }
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are on every route of the registry, whatever the answer', async () => {
    let token = (await createUser(t, { role: 'super-admin' })).token;
    for (const route of t.routes) {
      const url = route.uri.replace(/\{\w+\}/g, '1');
      const res = await t.request(route.method, url, {
        token,
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expectSecurityHeaders(res.headers, `${route.method} ${url} → ${res.status}`);
      // A logout or a delete may end our own session.
      if (res.status === 401) token = (await createUser(t, { role: 'super-admin' })).token;
    }
  });

  it('are on refusals, unknown URLs and the API docs too', async () => {
    for (const [url, status] of [
      ['/api/core/permissions', 401],
      ['/api/nothing/here', 404],
      ['/api/docs/json', 200],
    ] as const) {
      const res = await t.request('GET', url);
      expect(res.status, url).toBe(status);
      expectSecurityHeaders(res.headers, url);
    }
  });
});

/** Resolved from the test's side; lets a handler stay in flight without sleeping. */
function gate() {
  let open!: () => void;
  let entered!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const inside = new Promise<void>((r) => (entered = r));
  return { open, opened, inside, entered };
}

const pending = { current: gate() };

const slowModule: Module = {
  name: 'test-slow',
  routes: [
    routeFrom({
      name: 'test.slow.index',
      access: 'public',
      response: z.object({ done: z.boolean() }),
      handler: async () => {
        const g = pending.current;
        g.entered();
        await g.opened;
        return { done: true };
      },
    }),
    routeFrom({
      name: 'test.fast.index',
      access: 'public',
      response: z.object({ done: z.boolean() }),
      handler: async () => ({ done: true }),
    }),
  ],
};

/** The app with the slow routes on a real socket on 127.0.0.1 and a free port. */
function listening(requestTimeoutMs: number) {
  const s = { t: undefined as unknown as TestApp, base: '' };
  beforeAll(async () => {
    s.t = await createTestApp({ requestTimeoutMs }, { modules: [systemModule, slowModule] });
    await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    s.base = `http://127.0.0.1:${(s.t.app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    pending.current.open();
    await s.t.close();
  });
  return s;
}

describe('request time limit (real listening server)', () => {
  const s = listening(300);

  it('answers 503 with a Polish message when a JSON route runs past the limit', async () => {
    const { base } = s;
    pending.current = gate();
    const res = await fetch(`${base}/api/test/slow`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Przekroczono czas oczekiwania na odpowiedź' });
    expect(res.headers.get('content-security-policy')).toBe(CSP);
    // The late result is dropped without breaking the server.
    pending.current.open();
    const fast = await fetch(`${base}/api/test/fast`);
    expect(fast.status).toBe(200);
  });

  it('keeps the limit for every request in flight while finished ones free their places', async () => {
    const { base } = s;
    pending.current = gate();
    const statuses = async (path: string, n: number) =>
      (await Promise.all(Array.from({ length: n }, () => fetch(`${base}${path}`)))).map((r) => r.status);
    // Answered ones free their places, timed-out ones too; the next wave takes them over.
    expect(await statuses('/api/test/fast', 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses('/api/test/slow', 3)).toEqual([503, 503, 503]);
    const [slow, fast] = await Promise.all([statuses('/api/test/slow', 4), statuses('/api/test/fast', 4)]);
    expect(slow).toEqual([503, 503, 503, 503]);
    expect(fast).toEqual([200, 200, 200, 200]);
    pending.current.open();
  });
});

describe('graceful shutdown (real listening server)', () => {
  // A limit far beyond the steps below, so only the shutdown decides the answers.
  const s = listening(60_000);

  it('finishes in-flight requests while new ones get 503, then stops listening', async () => {
    const { t, base } = s;
    const g = gate();
    pending.current = g;
    const inFlight = fetch(`${base}/api/test/slow`);
    await g.inside;
    const closing = t.drain();

    const refused = await fetch(`${base}/api/test/fast`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: 'Serwer jest restartowany. Spróbuj ponownie za chwilę' });

    g.open();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ done: true });

    await closing;
    await expect(fetch(`${base}/api/test/fast`)).rejects.toThrow();
  });
});
