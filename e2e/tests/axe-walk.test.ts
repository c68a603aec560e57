import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  DESKTOP,
  expectAccessible,
  go,
  launch,
  openPage,
  PHONE,
  settle,
  signIn,
} from '../support/browser.ts';
import { ROOT } from '../support/server.ts';

/**
 * Issue 16: axe on every screen of both faces at 1366 and 390 px, with no serious or critical
 * violation. The screens are the web's own route leaves (each feature's routes.ts, composed in
 * app/leaves.ts), so a new screen is walked without touching this file; the ids in their paths
 * come from the seeded demo data through the API.
 */

type Leaf = { name: string; zone: 'auth' | 'cms' | 'partner'; path: string };
type RouteTable = Record<string, { uri: string; methods: string[] }>;
type Listed = { results?: { id: number }[] } | { id: number }[];

// Read at run time through Vite (a variable specifier), so the e2e typecheck stays out of the web app.
const LEAVES_MODULE = `${ROOT}apps/web/src/app/leaves.ts`;
const { ROUTE_LEAVES } = (await import(/* @vite-ignore */ LEAVES_MODULE)) as { ROUTE_LEAVES: Leaf[] };

/** A token route opened with a token that is not valid: its "link expired" screen is walked. */
const UNKNOWN_TOKEN = 'link-wygasl';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const idsOf = (listed: Listed) => (Array.isArray(listed) ? listed : (listed.results ?? [])).map((r) => r.id);

/**
 * Fills a leaf's `:params` from the demo data. Each parameter is a record of the list screen
 * whose path is the part before it (`/contractor/contractors/:id` → the contractors list), read
 * from that screen's API list; a leaf without such a list screen reads its own resource's list
 * (`device.functionalities.show` → `api.device.functionalities.index`). Candidates are tried in
 * order until the rest of the path can be filled too (a contractor that has contacts).
 */
function resolver(page: Page, table: RouteTable, leaves: Leaf[]) {
  const cache = new Map<string, number[]>();

  async function candidates(apiName: string, params: Record<string, string>): Promise<number[]> {
    const route = table[`api.${apiName}`];
    if (!route) throw new Error(`No API list ${apiName} to fill an id from`);
    const uri = route.uri.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? params.id);
    if (!cache.has(uri)) cache.set(uri, idsOf(await apiGet<Listed>(page, `${uri}?per_page=50`)));
    return cache.get(uri) ?? [];
  }

  async function fill(leaf: Leaf, params: Record<string, string>, from: number): Promise<string | null> {
    const match = /:(\w+)/g.exec(leaf.path.slice(from));
    if (!match) return leaf.path.replace(/:(\w+)/g, (_, k: string) => params[k]);
    const at = from + match.index;
    const param = match[1];
    if (param === 'token') return fill(leaf, { ...params, token: UNKNOWN_TOKEN }, at + match[0].length);
    const prefix = leaf.path.slice(0, at - 1);
    const list = leaves.find((l) => l.zone === leaf.zone && l.path === prefix);
    const apiName = list ? list.name : `${leaf.name.split('.').slice(0, -1).join('.')}.index`;
    for (const id of await candidates(apiName, params)) {
      const path = await fill(leaf, { ...params, [param]: String(id) }, at + match[0].length);
      if (path) return path;
    }
    return null;
  }

  return (leaf: Leaf) => fill(leaf, {}, 0);
}

/** Opens a screen and runs axe at both widths; returns what failed instead of stopping at it. */
async function check(page: Page, path: string, failures: string[]) {
  await page.setViewportSize(DESKTOP);
  await go(page, path);
  await settle(page);
  const reached = decodeURIComponent(new URL(page.url()).hash.slice(1).split('?')[0]);
  if (reached !== path) {
    failures.push(`${path}: landed on ${reached}`);
    return;
  }
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await settle(page);
    try {
      await expectAccessible(page);
    } catch (e) {
      failures.push(`${path} @${size.width}: ${(e as Error).message.split('\n').slice(0, 12).join('\n')}`);
    }
  }
}

async function walk(zone: Leaf['zone'], email: string | null): Promise<string[]> {
  const page = await openPage(browser);
  const failures: string[] = [];
  if (email) await signIn(page, email);
  else await go(page, '/auth/login');
  await settle(page);
  const table = await page.evaluate(async () => (await fetch('/api/core/routes')).json());
  const fillPath = resolver(page, table as RouteTable, ROUTE_LEAVES);
  const leaves = ROUTE_LEAVES.filter((l) => l.zone === zone);
  expect(leaves.length).toBeGreaterThan(0);
  // Every path first, so a screen the demo data cannot open is reported before the slow part.
  const paths: string[] = [];
  for (const leaf of leaves) {
    const path = await fillPath(leaf);
    if (path) paths.push(path);
    else failures.push(`no demo record to open ${leaf.name} (${leaf.path})`);
  }
  for (const path of paths) await check(page, path, failures);
  await page.context().close();
  return failures;
}

describe('axe on every screen of both faces at 1366 and 390 px (issue 16)', () => {
  it('finds no serious or critical violation on the sign-in screens', async () => {
    expect(await walk('auth', null)).toEqual([]);
  });

  it('finds no serious or critical violation in the back office (admin)', async () => {
    expect(await walk('cms', 'admin@demo.pl')).toEqual([]);
  }, 900_000);

  it('finds no serious or critical violation in the partner zone (partner)', async () => {
    expect(await walk('partner', 'partner@demo.pl')).toEqual([]);
  }, 300_000);
});
