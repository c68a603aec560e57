import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerDialog,
  expectAccessible,
  expectNoCspViolations,
  go,
  screenshots,
  settle,
  signedInPage,
} from '../support/browser.ts';

/** Issue 14 in the browser: the brands screens (list, add, edit, delete refused while in use). */

let browser: Browser;
let page: Page;
const run = Date.now().toString(36).toUpperCase();

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

type Brand = { id: number; name: string; is_default: boolean; users_count: number };

async function brands(): Promise<Brand[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/brand/brands?per_page=100', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await res.json()) as { results: Brand[] }).results;
  });
}

const row = (name: string) => page.getByRole('row').filter({ hasText: name });

/** Types a colour and closes the picker, as a person leaving the field would. */
async function colour(label: RegExp, value: string) {
  await page.getByLabel(label).fill(value);
  await page.keyboard.press('Escape');
}

describe('brands', () => {
  it('adds a brand (a wrong colour first), then edits it', async () => {
    await go(page, '/cms/brand/brands');
    await settle(page);
    await page.getByRole('link', { name: 'Nowa marka' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/brand/brands/store');
    await settle(page);
    await expectAccessible(page);
    const name = `Marka ${run}`;
    await page.getByLabel(/^Nazwa\s*\*?$/).fill(name);
    await colour(/^Kolor główny/, 'niebieski');
    await colour(/^Kolor dodatkowy/, '#F08C00');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Podaj kolor w formacie #RRGGBB').waitFor();
    await page.getByRole('heading', { name: 'Nowa marka' }).click();
    await screenshots(page, 'brand-form');
    await colour(/^Kolor główny/, '#0B5CAB');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/brand/brands');
    await settle(page);
    // Newest first (spec §9): the new brand heads the list without a search.
    await expect.poll(() => page.locator('tbody tr').first().innerText()).toContain(name);
    expect(await row(name).innerText()).toContain('#0b5cab');
    await screenshots(page, 'brands-list');
    await expectAccessible(page);

    await row(name).getByRole('link', { name: 'Edytuj' }).click();
    await page.waitForURL((u) => /#\/cms\/brand\/brands\/\d+$/.test(u.hash));
    await settle(page);
    const field = page.getByLabel(/^Nazwa\s*\*?$/);
    await expect.poll(() => field.inputValue()).toBe(name);
    await field.fill(`${name} Plus`);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/brand/brands');
    await expect.poll(() => row(`${name} Plus`).count()).toBe(1);
    await expectNoCspViolations(page);
  });

  it('refuses to delete a brand users are assigned to, offers no delete for the default one', async () => {
    const all = await brands();
    const used = all.find((b) => b.users_count > 0 && !b.is_default);
    const theme = all.find((b) => b.is_default);
    expect(used).toBeDefined();
    expect(theme).toBeDefined();
    await go(page, '/cms/brand/brands');
    await settle(page);
    await expect.poll(() => row((theme as Brand).name).count()).toBe(1);
    expect(
      await row((theme as Brand).name)
        .getByRole('button', { name: 'Usuń' })
        .count(),
    ).toBe(0);

    await row((used as Brand).name)
      .getByRole('button', { name: 'Usuń' })
      .click();
    await answerDialog(page.getByRole('dialog'), 'Usuń');
    await page.getByText(/^Nie można usunąć marki przypisanej do \d+ użytkownik/).waitFor();
    await screenshots(page, 'brands-delete-refused');
    expect((await brands()).some((b) => b.id === (used as Brand).id)).toBe(true);
  });

  it('deletes an unused brand after confirmation', async () => {
    const name = `Marka ${run} Plus`;
    await go(page, '/cms/brand/brands');
    await settle(page);
    await expect.poll(() => row(name).count()).toBe(1);
    await row(name).getByRole('button', { name: 'Usuń' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain(name);
    await answerDialog(dialog, 'Usuń');
    await page.getByText('Rekord został usunięty').waitFor();
    await expect.poll(() => row(name).count()).toBe(0);
    expect((await brands()).some((b) => b.name === name)).toBe(false);
  });
});
