import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerDialog,
  expectAccessible,
  expectNoCspViolations,
  go,
  pick,
  screenshots,
  settle,
  signedInPage,
} from '../support/browser.ts';

/** Issue 8 in the browser: the device group tree and the small catalogue dictionaries. */

let browser: Browser;
let page: Page;
const run = Date.now().toString(36).toUpperCase();

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

type Node = { id: number; code: string; children: Node[] };

async function groupTree(): Promise<Node[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/device/groups/tree', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await res.json()) as { results: Node[] }).results;
  });
}

function parentCodeOf(nodes: Node[], code: string, parent: string | null = null): string | null | undefined {
  for (const n of nodes) {
    if (n.code === code) return parent;
    const found = parentCodeOf(n.children, code, n.code);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every image on the screen has loaded (or failed), so a screenshot shows what a person sees. */
async function imagesLoaded() {
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete), undefined, {
    timeout: 30_000,
  });
}

/** A row of the group tree by the group's code. */
const row = (code: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(code, { exact: true }) });

describe('device catalogue dictionaries', () => {
  it('adds a root group and a subgroup, moves the subgroup and is refused deleting a group in use', async () => {
    await go(page, '/cms/device/groups');
    await settle(page);
    await expect.poll(() => row('PC-PW-MONO').count()).toBe(1);
    await screenshots(page, 'device-groups-tree');
    await expectAccessible(page);

    const root = `E2E-${run}`;
    await page.getByRole('link', { name: 'Dodaj grupę główną' }).click();
    await page.getByLabel(/^Kod\s*\*?$/).fill(root);
    await page.getByLabel(/^Nazwa\s*\*?$/).fill(`Grupa testowa ${run}`);
    await page.getByLabel(/^Kolejność/).fill('90');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/device/groups');
    await expect.poll(() => row(root).count()).toBe(1);

    const child = `${root}-A`;
    await row(root).getByRole('link', { name: 'Dodaj podgrupę' }).click();
    await settle(page);
    expect(await page.getByRole('combobox', { name: 'Grupa nadrzędna' }).inputValue()).toBe(
      `Grupa testowa ${run} (${root})`,
    );
    await screenshots(page, 'device-group-form');
    await page.getByLabel(/^Kod\s*\*?$/).fill(child);
    await page.getByLabel(/^Nazwa\s*\*?$/).fill(`Podgrupa ${run}`);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/device/groups');
    await expect.poll(() => row(child).count()).toBe(1);
    expect(parentCodeOf(await groupTree(), child)).toBe(root);

    await row(child).getByRole('button', { name: 'Przenieś' }).click();
    const dialog = page.getByRole('dialog');
    await pick(page, 'Nowa grupa nadrzędna', 'Klimatyzatory (KL)');
    await screenshots(page, 'device-group-move');
    await dialog.getByRole('button', { name: 'Przenieś' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => parentCodeOf(await groupTree(), child)).toBe('KL');
    await expect.poll(() => row(child).count()).toBe(1);

    await row('PC-PW-MONO').getByRole('button', { name: 'Usuń' }).click();
    await answerDialog(page.getByRole('dialog'), 'Usuń');
    await page.getByText('Grupa ma przypisane urządzenia i nie może zostać usunięta').waitFor();
    expect(parentCodeOf(await groupTree(), 'PC-PW-MONO')).toBe('PC-PW');
    await expectNoCspViolations(page);
  });

  it('refuses a tag with an invalid colour, then saves a valid one', async () => {
    await go(page, '/cms/device/tags/store');
    await settle(page);
    const name = `Tag ${run}`;
    await page.getByLabel(/^Nazwa\s*\*?$/).fill(name);
    const color = page.getByLabel(/^Kolor\s*\*?$/);
    await color.fill('zielony');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Podaj kolor w formacie #RRGGBB').waitFor();
    // Leaving the field closes its picker, as a person would before reading the message.
    await page.getByRole('heading', { name: 'Nowy tag' }).click();
    await screenshots(page, 'device-tag-form');
    await color.fill('#2F9E44');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/cms/device/tags') && !u.hash.includes('store'));
    await settle(page);
    const tagRow = page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => tagRow.count()).toBe(1);
    expect(await tagRow.innerText()).toContain('#2f9e44');
    await screenshots(page, 'device-tags-list');
    await expectAccessible(page);
  });

  it('creates a producer', async () => {
    await go(page, '/cms/producer/producers');
    await settle(page);
    await page.getByRole('link', { name: 'Nowy producent' }).click();
    const name = `Producent ${run}`;
    await page.getByLabel(/^Nazwa\s*\*?$/).fill(name);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/cms/producer/producers') && !u.hash.includes('store'));
    await page.getByLabel('Szukaj').fill(name);
    await expect.poll(() => page.getByRole('row').filter({ hasText: name }).count()).toBe(1);
  });

  it('shows the type cards in order and both functionality lists', async () => {
    await go(page, '/cms/device/typecards');
    await page.getByRole('heading', { name: 'Karty typu' }).waitFor();
    await settle(page);
    // The order column sits just before the row actions.
    const orderCells = page.locator('tbody tr td:nth-last-child(2)');
    await expect.poll(() => orderCells.count()).toBeGreaterThan(1);
    const orders = (await orderCells.allInnerTexts()).map(Number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    await imagesLoaded();
    expect(
      await page.evaluate(() => Array.from(document.images).filter((i) => i.naturalWidth === 0).length),
    ).toBe(0);
    await screenshots(page, 'type-cards-list');

    await go(page, '/cms/device/functionalities/standard');
    await settle(page);
    await page.getByText('Opcjonalne', { exact: true }).click();
    await page.waitForURL((u) => u.hash === '#/cms/device/functionalities/optional');
    await settle(page);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Funkcjonalności opcjonalne' }).count())
      .toBe(1);
    await imagesLoaded();
    await screenshots(page, 'functionalities-list');

    const withIcon = await page.evaluate(async () => {
      const res = await fetch('/api/device/functionalities?type=optional&per_page=100', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      const list = (await res.json()) as { results: { id: number; image: unknown }[] };
      return list.results.find((f) => f.image)?.id;
    });
    expect(withIcon).toBeDefined();
    await go(page, `/cms/device/functionalities/${withIcon}`);
    await settle(page);
    await imagesLoaded();
    expect(await page.getByRole('combobox', { name: /^Rodzaj/ }).inputValue()).toBe('Opcjonalna');
    await screenshots(page, 'functionality-form');
    await expectNoCspViolations(page);
  });
});
