import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPartnerZoneRoute, resolveRoute } from '../src/core/http/routes.ts';
import { allModules } from '../src/modules/index.ts';
import { pdf } from '../src/modules/media/test-fixtures.ts';
import { createUser } from './factories.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  bodyFor,
  contentType,
  controlInputFor,
  LEAK,
  malformedMultipart,
  malformedUrlFor,
  multipartBody,
  pathFor,
  queryFor,
} from './support/malformed.ts';

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
let partnerToken: string;

/**
 * A super-admin for the back office; a company admin of a partner for the partner zone, which
 * refuses a caller without a company before reading its input.
 */
async function freshToken() {
  token = (await createUser(t, { role: 'super-admin' })).token;
  partnerToken = (await createUser(t, { role: 'partner', companyAdmin: true })).token;
}

beforeAll(async () => {
  console.log(`property test: seed ${SEED}, ${RUNS} runs per route (PROPERTY_SEED, PROPERTY_RUNS)`);
  t = await createTestApp();
  await freshToken();
});
afterAll(() => t.close());

type Sent = {
  method: string;
  url: string;
  body?: string;
  type?: string;
  withToken: boolean;
  partnerZone?: boolean;
};

async function send(sent: Sent) {
  const headers: Record<string, string> = {};
  if (sent.type) headers['content-type'] = sent.type;
  if (sent.withToken) headers.authorization = `Bearer ${sent.partnerZone ? partnerToken : token}`;
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
  // Refusals made before any route runs (a URL that does not decode) still carry the headers.
  expect(res.headers['content-security-policy'], where).toBeDefined();
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
            partnerZone: isPartnerZoneRoute(route),
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

const FORM_ERRORS = 'Sprawdź błędy w formularzu';
const CONTROL_MESSAGE = 'Pole zawiera niedozwolone znaki sterujące';

describe('control characters in any path, query or body text of every route', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.uri} (${r.name})`, r] as const))('%s', async (_, route) => {
    await fc.assert(
      fc.asyncProperty(controlInputFor(route), async (input) => {
        const sent: Sent = {
          method: route.method,
          url: input.url,
          withToken: route.access !== 'public',
          partnerZone: isPartnerZoneRoute(route),
          ...(input.body !== undefined ? { body: input.body, type: 'application/json' } : {}),
        };
        const res = await send(sent);
        check(sent, res);
        const where = `${sent.method} ${sent.url} ${JSON.stringify(sent.body ?? '')} → ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBe(422);
        const body = JSON.parse(res.body);
        expect(body.message, where).toBe(FORM_ERRORS);
        expect(body.errors?.[input.field], where).toEqual([CONTROL_MESSAGE]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('malformed URL encoding on every route', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.uri} (${r.name})`, r] as const))('%s', async (_, route) => {
    await fc.assert(
      fc.asyncProperty(malformedUrlFor(route), async (url) => {
        const sent: Sent = {
          method: route.method,
          url,
          withToken: route.access !== 'public',
          partnerZone: isPartnerZoneRoute(route),
        };
        const res = await send(sent);
        check(sent, res);
        expect(res.statusCode, `${url} → ${res.body}`).toBe(400);
        expect(JSON.parse(res.body), url).toEqual({
          message: 'Nieprawidłowy adres: błędne kodowanie znaków',
        });
        expect(res.headers['cache-control'], url).toBe('no-store');
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 15), endOnFailure: true },
    );
  });
});

describe('malformed multipart bodies on every upload route', () => {
  const UPLOADS = ROUTES.filter((r) => r.raw);
  const MALFORMED = {
    message: 'Nieprawidłowo przesłany plik (uszkodzone dane formularza). Spróbuj wysłać go ponownie',
  };
  let partnerToken: string;

  beforeAll(async () => {
    partnerToken = (await createUser(t, { role: 'partner' })).token;
  });

  /** Partner-zone uploads belong to a company: they are sent as a partner user. */
  async function upload(route: (typeof UPLOADS)[number], payload: Buffer, headers: Record<string, string>) {
    const res = await t.app.inject({
      method: route.method as never,
      url: route.uri,
      headers: {
        ...headers,
        authorization: `Bearer ${route.name.startsWith('partner-zone.') ? partnerToken : token}`,
      },
      payload,
    });
    return res;
  }

  it('finds the upload routes in the registry', () => {
    expect(UPLOADS.length).toBeGreaterThanOrEqual(3);
  });

  it.each(UPLOADS.map((r) => [`${r.method} ${r.uri} (${r.name})`, r] as const))('%s', async (_, route) => {
    const good = multipartBody('umowa.pdf', pdf());
    const accepted = await upload(route, good.payload, good.headers);
    expect(accepted.statusCode, `a well-formed upload → ${accepted.body}`).toBe(201);

    for (const broken of malformedMultipart('umowa.pdf', pdf())) {
      const res = await upload(route, broken.payload, broken.headers);
      expect(res.statusCode, `${broken.name} → ${res.body}`).toBe(400);
      expect(JSON.parse(res.body), broken.name).toEqual(MALFORMED);
      expect(res.headers['content-security-policy'], broken.name).toBeDefined();
    }

    // A body cut anywhere before its closing delimiter is refused the same way.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: good.closingAt + 1 }), async (cut) => {
        const res = await upload(route, good.payload.subarray(0, cut), good.headers);
        expect(res.statusCode, `cut at ${cut} → ${res.body}`).toBe(400);
        expect(JSON.parse(res.body), `cut at ${cut}`).toEqual(MALFORMED);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  it('refuses a file name with control characters with a 422 on the file field', async () => {
    for (const route of UPLOADS) {
      const body = multipartBody('umowa\u0007.pdf', pdf());
      const res = await upload(route, body.payload, body.headers);
      expect(res.statusCode, route.name).toBe(422);
      expect(JSON.parse(res.body), route.name).toEqual({
        message: FORM_ERRORS,
        errors: { file: [CONTROL_MESSAGE] },
      });
    }
  });
});
