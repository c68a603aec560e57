import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWASP_XSS_PAYLOADS } from '../../apps/server/test/xss-payloads.ts';
import {
  baseUrl,
  DESKTOP,
  expectNoCspViolations,
  go,
  launch,
  openPage,
  PHONE,
  settle,
  signIn,
} from '../support/browser.ts';

/** A global that the payloads below set if any of them ever runs. */
const MARKER = '__xssFired';

/** The OWASP list calls alert(); these set the marker instead, through the same doors. */
const MARKER_PAYLOADS = [
  `<script>window.${MARKER}=1</script>`,
  `<img src=x onerror="window.${MARKER}=1">`,
  `<svg onload="window.${MARKER}=1"></svg>`,
  `<p onmouseover="window.${MARKER}=1">najedź tutaj</p>`,
  `<a href="javascript:window.${MARKER}=1">kliknij</a>`,
  `<details open ontoggle="window.${MARKER}=1"><summary>x</summary></details>`,
];

const FEATURES = [
  '<p>Karta testowa: bezpieczny tekst sformatowany</p>',
  ...MARKER_PAYLOADS,
  ...OWASP_XSS_PAYLOADS,
  '<p>Koniec listy</p>',
].join('\n');

type Route = { uri: string; methods: string[] };
type Saved<T> = { model: T };
type Card = { id: number; features: { pl: string; en: string | null } | null };
type Device = { id: number; product_card_id: number | null };

let browser: Browser;
let admin: Page;
let partner: Page;
let routes: Record<string, Route>;
let cardId: number;
let device: Device;
const dialogs: string[] = [];
const consoleErrors: string[] = [];

const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no session token in the signed-in page');
  return token;
};

/** A call by route name with the bearer token of a signed-in page, as the web app makes it. */
async function api<T>(
  page: Page,
  name: string,
  opts: { params?: Record<string, number>; query?: string; body?: unknown } = {},
): Promise<T> {
  const route = routes[`api.${name}`];
  if (!route) throw new Error(`unknown route ${name}`);
  const uri = route.uri.replace(/\{(\w+)\}/g, (_, k: string) => String(opts.params?.[k]));
  const res = await fetch(`${baseUrl()}${uri}${opts.query ? `?${opts.query}` : ''}`, {
    method: route.methods[0],
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${await tokenOf(page)}`,
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${name} → ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Nothing that could run once rendered: no script element, no handler, no script address. */
function expectInert(html: string) {
  const decoded = html.replace(/&#x?[0-9a-f]+;?/gi, '').toLowerCase();
  expect(html).not.toMatch(/<\s*script\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(decoded).not.toMatch(/javascript:|vbscript:/);
}

/** Watches a page for anything the payloads would do if they ran. */
async function watch(page: Page) {
  await page.addInitScript((marker) => {
    const w = window as unknown as Record<string, unknown>;
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      const original = window[name].bind(window);
      w[name] = (...args: unknown[]) => {
        w[marker] = `${name}(${args.join(',')})`;
        return (original as (...a: unknown[]) => unknown)(...args);
      };
    }
  }, MARKER);
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
}

/** The payloads rendered: the marker never set, no dialog, no script error, no CSP report. */
async function expectNothingRan(page: Page) {
  // Mouse handlers wait for a pointer (`<details open>` toggles by itself).
  await page.mouse.move(10, 10);
  const targets = await page.locator('.partner-rich-text *:visible, .ProseMirror *:visible').all();
  for (const el of targets.slice(0, 80)) await el.hover({ timeout: 500 }).catch(() => undefined);
  await page.waitForTimeout(500);
  expect(
    await page.evaluate((m) => (window as unknown as Record<string, unknown>)[m], MARKER),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(consoleErrors.filter((e) => /xss|alert|refused to (load|execute)|script/i.test(e))).toEqual([]);
  await expectNoCspViolations(page);
}

beforeAll(async () => {
  browser = await launch();
  admin = await openPage(browser, DESKTOP);
  partner = await openPage(browser, PHONE);
  await watch(admin);
  await watch(partner);
  routes = (await (await fetch(`${baseUrl()}/api/core/routes`)).json()) as Record<string, Route>;
  await signIn(admin, 'admin@demo.pl');
  await signIn(partner, 'partner@demo.pl');
});

afterAll(async () => {
  // The demo device gets its own product card back; the test card goes.
  if (device && admin) {
    await api(admin, 'device.devices.update', {
      params: { id: device.id },
      body: { product_card_id: device.product_card_id },
    }).catch(() => undefined);
    if (cardId)
      await api(admin, 'device.productcards.destroy', { params: { id: cardId } }).catch(() => undefined);
  }
  await browser?.close();
});

describe('rich text against the OWASP XSS list (issue 6)', () => {
  it('strips every payload when a product card is written', async () => {
    const saved = await api<Saved<Card>>(admin, 'device.productcards.store', {
      body: { name: { pl: `Karta XSS ${Date.now() % 100_000}` }, features: { pl: FEATURES, en: FEATURES } },
    });
    cardId = saved.model.id;
    const stored = await api<Saved<Card>>(admin, 'device.productcards.show', { params: { id: cardId } });
    const html = stored.model.features?.pl ?? '';
    expect(html).toContain('Karta testowa: bezpieczny tekst sformatowany');
    // The whole list went through: the text after the last payload is still there.
    expect(html).toContain('Koniec listy');
    expectInert(html);
    expectInert(stored.model.features?.en ?? '');
  });

  it('links the card to a device partners see', async () => {
    const visible = await api<{ results: { id: number }[] }>(partner, 'partner-zone.device.devices.index', {
      query: 'per_page=1&sort_by=name&sort_direction=asc',
    });
    const id = visible.results[0]?.id;
    expect(id).toBeTypeOf('number');
    device = (await api<Saved<Device>>(admin, 'device.devices.show', { params: { id } })).model;
    await api(admin, 'device.devices.update', {
      params: { id: device.id },
      body: { product_card_id: cardId },
    });
  });

  it('renders inert in the partner device page', async () => {
    await go(partner, `/device/devices/${device.id}`);
    await settle(partner);
    const features = partner.locator('.partner-rich-text');
    await features.getByText('Karta testowa: bezpieczny tekst sformatowany').waitFor();
    expectInert(await features.innerHTML());
    expect(
      await features.locator('script, iframe, object, embed, svg, form, meta, base, link, style').count(),
    ).toBe(0);
    await expectNothingRan(partner);
  });

  it('renders inert in the back-office product card editor', async () => {
    await go(admin, `/cms/device/productcards/${cardId}`);
    await settle(admin);
    await admin.getByText('Karta testowa: bezpieczny tekst sformatowany').first().waitFor();
    await expectNothingRan(admin);
  });

  it('would have noticed a payload that ran (the watch itself works)', async () => {
    await partner.evaluate(() => window.alert('próba'));
    expect(await partner.evaluate((m) => (window as unknown as Record<string, unknown>)[m], MARKER)).toBe(
      'alert(próba)',
    );
    expect(dialogs).toEqual(['alert: próba']);
    dialogs.length = 0;
  });
});
