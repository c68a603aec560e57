import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRoute } from '../src/core/http/routes.ts';
import { allModules } from '../src/modules/index.ts';
import { createUser } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { bodyFor, contentType, LEAK, pathFor, queryFor } from './support/malformed.ts';

/**
 * Hostile input to every route of the registry: never a 5xx, never SQL, a stack or driver
 * text in a body, and every refusal is `{message}`. PROPERTY_SEED replays a run;
 * PROPERTY_RUNS sets the runs per route (CI keeps it modest).
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 20260115);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);
const ROUTES = allModules.flatMap((m) => m.routes).map(resolveRoute);

let t: TestApp;
let token: string;

async function freshToken() {
  token = (await createUser(t, { role: 'super-admin' })).token;
}

beforeAll(async () => {
  console.log(`property test: seed ${SEED}, ${RUNS} runs per route (PROPERTY_SEED, PROPERTY_RUNS)`);
  t = await createTestApp();
  await freshToken();
});
afterAll(() => t.close());

type Sent = { method: string; url: string; body?: string; type?: string; withToken: boolean };

async function send(sent: Sent) {
  const headers: Record<string, string> = {};
  if (sent.type) headers['content-type'] = sent.type;
  if (sent.withToken) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({
    method: sent.method as never,
    url: sent.url,
    headers,
    ...(sent.body !== undefined ? { payload: sent.body } : {}),
  });
  return res;
}

function check(sent: Sent, res: Awaited<ReturnType<typeof send>>) {
  const where = `${sent.method} ${sent.url} ${sent.type ?? ''} ${sent.body?.slice(0, 300) ?? ''}`;
  expect(res.statusCode, `${where} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  expect(res.body, where).not.toMatch(LEAK);
  if (res.statusCode >= 400) {
    const body = JSON.parse(res.body);
    expect(typeof body.message, where).toBe('string');
    expect(body.message.length, where).toBeGreaterThan(0);
  }
}

describe('malformed input to every route', () => {
  it('covers exactly the registry the app serves', () => {
    expect(ROUTES.map((r) => r.name).sort()).toEqual(t.routes.map((r) => r.name).sort());
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.uri} (${r.name})`, r] as const))('%s', async (_, route) => {
    const withToken = route.access === 'public' ? fc.boolean() : fc.constant(true);
    const hasBody = route.method !== 'GET';
    await fc.assert(
      fc.asyncProperty(
        pathFor(route),
        queryFor(route),
        hasBody ? fc.option(bodyFor(route), { freq: 5 }) : fc.constant(null),
        contentType,
        withToken,
        async (path, query, body, type, auth) => {
          const sent: Sent = {
            method: route.method,
            url: query ? `${path}?${query}` : path,
            withToken: auth,
            ...(body !== null ? { body, type } : {}),
          };
          const res = await send(sent);
          // A route that revokes sessions or deletes users may end our own session: start another.
          if (res.statusCode === 401 && auth) await freshToken();
          check(sent, res);
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('oversized bodies', () => {
  it('answers 413 with a Polish message on every route that takes a body', async () => {
    const big = `{"a":"${'x'.repeat(t.config.bodyLimitBytes)}"}`;
    const targets = ROUTES.filter((r) => r.method !== 'GET' && !r.raw);
    for (const route of targets) {
      const url = route.uri.replace(/\{\w+\}/g, '1');
      const res = await send({
        method: route.method,
        url,
        body: big,
        type: 'application/json',
        withToken: true,
      });
      expect(res.statusCode, route.name).toBe(413);
      expect(JSON.parse(res.body), route.name).toEqual({ message: 'Przesłane dane są zbyt duże' });
    }
  });
});
