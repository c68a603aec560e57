import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, go, settle, signedInPage } from '../support/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: el?.textContent?.trim() ?? '',
      expanded: el?.getAttribute('aria-expanded') ?? null,
    };
  });

/** Presses Tab until the focused element is a button reading `name`; fails if it never is. */
async function tabTo(p: Page, name: string) {
  for (let i = 0; i < 60; i++) {
    await p.keyboard.press('Tab');
    const now = await focused(p);
    if (now.tag === 'button' && now.text === name) return now;
  }
  throw new Error(`Tab never reached the button "${name}"`);
}

describe('keyboard and screen readers in the back office (issue 16 item 2)', () => {
  it('reaches every sidebar group by Tab and toggles it with Enter', async () => {
    await go(page, '/cms');
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
    for (const group of ['Partnerzy', 'Użytkownicy', 'Urządzenia']) {
      const reached = await tabTo(page, group);
      expect(reached.expanded).toBe('false');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).expanded).toBe('true');
      await expect
        .poll(() => nav.getByRole('button', { name: group, exact: true }).getAttribute('aria-expanded'))
        .toBe('true');
    }
    // With every group open the menu is taller than the window: the sidebar scrolls by itself.
    // Polled: the groups open with a transition, which a loaded machine draws slowly.
    await expect
      .poll(() =>
        nav.evaluate((el) => {
          const viewport = el.closest('.mantine-ScrollArea-viewport') as HTMLElement;
          viewport.scrollTop = viewport.scrollHeight;
          return viewport.scrollTop;
        }),
      )
      .toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('marks exactly the current route with aria-current', async () => {
    const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
    await nav.getByRole('link', { name: 'Role', exact: true }).click();
    await page.waitForURL((u) => u.hash === '#/cms/user/roles');
    await settle(page);
    const current = nav.locator('[aria-current="page"]');
    await expect.poll(() => current.first().textContent()).toBe('Role');
    expect(await current.count()).toBe(1);

    await go(page, '/cms/user/users');
    await settle(page);
    await expect.poll(() => current.first().textContent()).toBe('Użytkownicy');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe('#/cms/user/users');
  });

  it('names sort headers in Polish and keeps them column headers', async () => {
    const table = page.getByRole('table', { name: 'Użytkownicy' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    const header = table
      .getByRole('columnheader')
      .filter({ has: page.getByRole('button', { name: /^Imię i nazwisko/ }) });
    expect(await header.getAttribute('aria-sort')).toBe('none');
    const sort = header.getByRole('button');
    expect(await sort.getAttribute('aria-label')).toBe('Imię i nazwisko: naciśnij, aby sortować');
    await sort.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.hash.includes('sort_by=last_name'));
    await settle(page);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    expect(await sort.getAttribute('aria-label')).toBe('Imię i nazwisko: posortowano rosnąco');
    const english = await table
      .locator('[aria-label*="sort" i], [aria-label*="record" i]')
      .evaluateAll((els) =>
        els.map((e) => e.getAttribute('aria-label')).filter((l) => l && /sorted|not sorted|record/i.test(l)),
      );
    expect(english).toEqual([]);
    await expectAccessible(page);
  });

  it('opens a delete dialog on "Anuluj" with a red destructive button', async () => {
    const table = page.getByRole('table', { name: 'Użytkownicy' });
    const rowsBefore = await table.getByRole('row').count();
    await table.getByRole('button', { name: 'Usuń' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).text).toBe('Anuluj');
    const confirm = dialog.getByRole('button', { name: 'Usuń' });
    const background = await confirm.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    await expectAccessible(page);

    // Enter on the focused safe button answers "no": nothing is deleted.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await settle(page);
    expect(await table.getByRole('row').count()).toBe(rowsBefore);
  });
});

describe('the user menu from the keyboard', () => {
  const active = (p: Page) =>
    p.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        label: el?.getAttribute('aria-label') ?? '',
        role: el?.getAttribute('role') ?? '',
        text: el?.textContent?.trim() ?? '',
      };
    });

  // The menu's code loads on its first use (app/shells/parts.tsx): a fresh load checks that
  // first opening as well as the later ones.
  it('opens with Enter, moves with the arrows and gives focus back on Escape, first time and later', async () => {
    await go(page, '/cms');
    await page.reload();
    await settle(page);
    const button = page.getByRole('button', { name: 'Menu użytkownika' });
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    for (let round = 0; round < 2; round++) {
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
      expect(await button.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await active(page)).text).toBe('Profil');
      expect((await active(page)).role).toBe('menuitem');
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await active(page)).text).toBe('Wyloguj');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(async () => (await active(page)).label).toBe('Menu użytkownika');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
    }
  });
});
