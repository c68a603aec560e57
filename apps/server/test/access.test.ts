import { idParam } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPartnerZoneRoute, resolveRoute, routeFrom } from '../src/core/http/routes.ts';
import { allModules } from '../src/modules/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  type AccessDeclaration,
  type AccessWorld,
  accessProblems,
  companylessPartner,
  createWorld,
  loadDeclarations,
  type Probe,
  STAFF_WIDE,
  urlOf,
} from './support/access.ts';

/**
 * Object-level access over the whole route registry (issue 14): every route with an id and
 * every partner-zone route is declared by its area (`src/modules/<area>/access-fixtures.ts`);
 * another company's object answers 404, and a partner-role caller without a company gets no
 * data anywhere in the partner zone. The role × route 403 matrix is `registry.test.ts`.
 */

const declared = await loadDeclarations();
const routes = allModules.flatMap((m) => m.routes).map(resolveRoute);
const routeNamed = (name: string) => routes.find((r) => r.name === name) as (typeof routes)[number];
const namesWith = (kind: 'foreign' | 'lists') =>
  routes.filter((r) => declared[r.name] && kind in declared[r.name]).map((r) => r.name);
type Foreign = Extract<AccessDeclaration, { foreign: unknown }>;
type Lists = Extract<AccessDeclaration, { lists: unknown }>;

let t: TestApp;
let w: AccessWorld;
let companyless: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  companyless = await companylessPartner(t);
});
afterAll(() => t.close());

/** Data in an answer: a record or a list, the shapes DESIGN §4 gives them. */
const DATA = /"(model|results)"\s*:/;

async function send(name: string, token: string, probe: Probe) {
  const r = routeNamed(name);
  return t.request(r.method, urlOf(r, probe), { token, body: probe.body });
}

describe('access declarations', () => {
  it('declare every route with a placeholder and every partner-zone route, and nothing else', () => {
    expect(accessProblems(t.routes, declared)).toEqual([]);
    expect(namesWith('foreign').length).toBeGreaterThan(5);
  });

  it('fail the suite for a new route without a declaration', () => {
    const handler = async () => ({});
    const withId = resolveRoute(
      routeFrom({
        name: 'test.undeclared.show',
        params: z.object({ id: idParam() }),
        response: z.object({}),
        handler,
      }),
    );
    const partnerList = resolveRoute(
      routeFrom({ name: 'partner-zone.training.orders.index', response: z.object({}), handler }),
    );
    const staffList = resolveRoute(
      routeFrom({ name: 'brand.brands.index', response: z.object({}), handler }),
    );
    expect(accessProblems([...t.routes, withId, partnerList, staffList], declared)).toEqual([
      'test.undeclared.show: no access declaration (add it to src/modules/<area>/access-fixtures.ts)',
      'partner-zone.training.orders.index: no access declaration (add it to src/modules/<area>/access-fixtures.ts)',
    ]);
    expect(
      accessProblems([...t.routes, withId], { ...declared, 'test.undeclared.show': STAFF_WIDE }),
    ).toEqual([]);
    expect(accessProblems(t.routes, { ...declared, 'brand.gone.show': STAFF_WIDE })).toEqual([
      'brand.gone.show: declared, but no such route is registered',
    ]);
  });
});

describe('another company’s object answers 404', () => {
  it.each(namesWith('foreign'))('%s', async (name) => {
    const r = routeNamed(name);
    const { probe, own } = await (declared[name] as Foreign).foreign(w);
    const partnerZone = isPartnerZoneRoute(r);
    const foreign = await send(name, partnerZone ? w.a.admin.token : w.staff, probe);
    expect(foreign.status, `${name}: ${foreign.raw}`).toBe(404);
    expect(foreign.raw).not.toMatch(DATA);
    // The same object for its owner: the fixture is real, so the 404 above is the scope's.
    const mine = await send(name, partnerZone ? w.b.admin.token : w.staff, own);
    expect(mine.status, `${name} for its owner: ${mine.raw.slice(0, 300)}`).toBeLessThan(300);
  });
});

describe('a partner-zone list shows the caller’s company only', () => {
  it.each(namesWith('lists'))('%s', async (name) => {
    const { query, marker } = await (declared[name] as Lists).lists(w);
    const mine = await send(name, w.b.colleague.token, { query });
    expect(mine.status).toBe(200);
    expect(mine.raw).toContain(marker);
    const theirs = await send(name, w.a.colleague.token, { query });
    expect(theirs.status).toBe(200);
    expect(theirs.raw).not.toContain(marker);
  });
});

describe('a partner-role caller without a company gets no data', () => {
  it.each(routes.filter(isPartnerZoneRoute).map((r) => r.name))('%s', async (name) => {
    const d = declared[name];
    const probe: Probe =
      d && 'foreign' in d
        ? (await d.foreign(w)).probe
        : d && 'lists' in d
          ? { query: (await d.lists(w)).query }
          : {};
    const r = routeNamed(name);
    const res = await send(name, companyless, {
      ...probe,
      body: probe.body ?? (r.method === 'GET' ? undefined : {}),
    });
    expect([403, 404], `${name} → ${res.status}`).toContain(res.status);
    expect(res.raw).not.toMatch(DATA);
  });
});
