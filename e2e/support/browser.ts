import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { currentServer, ROOT } from './server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };
export const DEMO_PASSWORD = 'Demo1234!';
const ARTIFACTS = join(ROOT, 'e2e/artifacts');

/** This file's own server (support/file-server.ts). */
export const baseUrl = () => currentServer().url;

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A page that records Content-Security-Policy violations (DESIGN §4) and uncaught errors. */
export async function openPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('pageerror', (err) => {
    throw err;
  });
  watch(page);
  return page;
}

/** What a failed test prints about each page still open: what the user saw and what went wrong. */
const watched = new Map<Page, string[]>();

function watch(page: Page) {
  const events: string[] = [];
  watched.set(page, events);
  const note = (line: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (events.length > 20) events.shift();
  };
  page.on('response', (res) => {
    if (res.status() >= 400) note(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => note(`failed ${req.method()} ${req.url()}: ${req.failure()?.errorText}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') note(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('close', () => watched.delete(page));
}

/** For support/file-server.ts: the state of every open page, printed when a test fails. */
export async function describeOpenPages(): Promise<string> {
  const parts: string[] = [];
  for (const [page, events] of watched) {
    const seen = await page
      .evaluate(() => {
        const text = (sel: string) =>
          Array.from(document.querySelectorAll<HTMLElement>(sel), (e) =>
            e.innerText.replace(/\s+/g, ' ').trim(),
          );
        return {
          dialogs: text('[role="dialog"], [role="alertdialog"]'),
          notices: text('[role="alert"], [role="status"], .mantine-Notification-root').filter(Boolean),
          focused: document.activeElement?.outerHTML.slice(0, 200) ?? '',
        };
      })
      .catch((err: Error) => ({ dialogs: [], notices: [], focused: `(page not readable: ${err.message})` }));
    parts.push(
      [
        `page ${page.url()}`,
        `  dialogs: ${JSON.stringify(seen.dialogs)}`,
        `  notices: ${JSON.stringify(seen.notices)}`,
        `  focused: ${seen.focused}`,
        ...events.map((e) => `  ${e}`),
      ].join('\n'),
    );
  }
  return parts.join('\n');
}

/**
 * Answers an open dialog with one of its buttons and waits for it to close. The click waits for
 * the dialog's opening transition to end: a click while Mantine's modal is still entering can
 * land before its content has settled.
 */
export async function answerDialog(dialog: Locator, button: string) {
  await dialog.waitFor();
  await dialog.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const settled = () =>
          getComputedStyle(el).opacity === '1' &&
          el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running');
        const check = () => (settled() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

export async function go(page: Page, hashPath: string) {
  await page.goto(`${baseUrl()}/#${hashPath}`);
}

/** No `securitypolicyviolation` fired since the document loaded. */
export async function expectNoCspViolations(page: Page) {
  const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  expect(violations).toEqual([]);
}

/**
 * axe: no serious or critical violation on the screen as it stands. Finite transitions
 * (a toast or dialog fading in) finish first: axe blends half-transparent text with its
 * background and would report a contrast the user never sees once the fade has ended.
 */
export async function expectAccessible(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/**
 * Waits until nothing is loading: the 2 px bar has been idle for a moment (requests and route
 * chunks) and no skeleton is left.
 */
export async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const busy = () =>
          Boolean(
            document.querySelector(
              '[data-loading-bar][data-active], [aria-busy="true"], .mantine-Skeleton-root',
            ),
          );
        if (busy()) return resolve(false);
        setTimeout(() => resolve(!busy()), 300);
      }),
    undefined,
    { timeout: 30_000 },
  );
}

/** Screenshots of a screen at 1366×768 and 390×844 into e2e/artifacts (git-ignored). */
export async function screenshots(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({
      path: join(ARTIFACTS, `${name}-${size.width}x${size.height}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(original);
}

/** Signs in through the form; the captcha solves itself. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await go(page, '/auth/login');
  await page.getByLabel(/^Adres e-mail/).fill(email);
  await page.getByLabel(/^Hasło/).fill(password);
  await page.getByText('Zweryfikowano').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL((u) => !u.hash.startsWith('#/auth'), { timeout: 30_000 });
}

/** Picks an option of a Mantine select by its label. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A raw .eml with its quoted-printable and base64 parts decoded, so links can be read off it. */
function decodeMail(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  const base64 = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ]
    .map((m) => Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${base64}`;
}

/** The newest e-mail in the outbox (DATA_DIR/mail) sent to `to`, decoded from quoted-printable. */
export async function readMail(to: string, timeoutMs = 20_000): Promise<string> {
  const dir = join(currentServer().dataDir, 'mail');
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith('.eml') && !n.startsWith('.'));
    } catch {
      // no mail yet
    }
    const mails = names
      .sort()
      .reverse()
      .map((n) => decodeMail(readFileSync(join(dir, n), 'utf8')));
    const found = mails.find(
      (m) => m.toLowerCase().includes(`to: ${to}`) || m.toLowerCase().includes(`<${to}>`),
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
}

/**
 * Types into the list search and waits until the list's URL carries it and the rows settle. The
 * text is typed again while the URL lacks it: on a loaded machine the list can still be taking
 * its state from the URL when the first keystrokes arrive, and that resets the box.
 */
export async function searchList(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Szukaj' });
  const searched = () =>
    new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('search') === text;
  await expect
    .poll(
      async () => {
        if (!searched() && (await box.inputValue()) !== text) await box.fill(text);
        return searched();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  await settle(page);
}

/** A browser with one page signed in as `email` through the form (for a file's `beforeAll`). */
export async function signedInPage(
  email: string,
  viewport = DESKTOP,
): Promise<{ browser: Browser; page: Page }> {
  const browser = await launch();
  const page = await openPage(browser, viewport);
  await signIn(page, email);
  return { browser, page };
}

/**
 * A call to the API from inside the page, with the signed-in user's token: what the screens see.
 * An answer other than 2xx fails the test with its body.
 */
export async function apiFromPage<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u as string, {
        method: m as string,
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      if (!res.ok) throw new Error(`${m} ${u}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    [method, url, body] as const,
  );
}

export const apiGet = <T>(page: Page, url: string) => apiFromPage<T>(page, 'GET', url);

type RouteTable = Record<string, { uri: string; methods: string[] }>;
const routeTables = new WeakMap<Page, Promise<RouteTable>>();

/**
 * The URL of an API route by its name (= permission key), as the web client builds it from
 * `GET /api/core/routes`: placeholders filled from `params`, `query` appended.
 */
export async function apiUrl(
  page: Page,
  name: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number> = {},
): Promise<string> {
  if (!routeTables.has(page))
    routeTables.set(
      page,
      page.evaluate(async () => (await fetch('/api/core/routes')).json() as Promise<RouteTable>),
    );
  const route = (await routeTables.get(page))?.[`api.${name}`];
  if (!route) throw new Error(`No API route ${name}`);
  const path = route.uri.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(params[key]));
  });
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}
