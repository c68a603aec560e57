import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  go,
  openPage,
  PHONE,
  screenshots,
  settle,
  signedInPage,
  signIn,
} from '../support/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

/** Every back-office list and the partner zone's table lists (issue 16 item 1). */
const CMS_LISTS = {
  contractors: '/contractor/contractors',
  users: '/cms/user/users',
  roles: '/cms/user/roles',
  partners: '/cms/partner/partners',
  'new-entries': '/cms/partner/partners/new-entries',
  'business-areas': '/cms/partner/business-areas',
  'partner-statuses': '/cms/partner/partner-statuses',
  'change-requests': '/cms/partner/change-requests',
  media: '/cms/media',
  devices: '/cms/device/devices',
  'product-cards': '/cms/device/productcards',
  'type-cards': '/cms/device/typecards',
  'device-groups': '/cms/device/groups',
  'device-tags': '/cms/device/tags',
  'functionalities-standard': '/cms/device/functionalities/standard',
  'functionalities-optional': '/cms/device/functionalities/optional',
  'error-codes': '/cms/device/error-codes',
  producers: '/cms/producer/producers',
  synchronizations: '/cms/synchronization/synchronizations',
  brands: '/cms/brand/brands',
  'audit-log': '/cms/core/audit',
};

/** How far the page and every scroll container of a table reach past their width, in px. */
const overflow = (p: Page) =>
  p.evaluate(() => {
    const page = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const tables = Array.from(
      document.querySelectorAll('.mantine-datatable .mantine-ScrollArea-viewport'),
    ).map((el) => el.scrollWidth - el.clientWidth);
    return Math.max(page, 0, ...tables);
  });

/** Badge labels in the main content that are cut (their text is wider than the badge shows). */
const cutBadges = (p: Page) =>
  p.evaluate(() =>
    Array.from(document.querySelectorAll('main .mantine-Badge-label'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent),
  );

describe('lists that fit (issue 16 item 1)', () => {
  it('the contractors list at 1366 has no horizontal overflow and its status badge is whole', async () => {
    await go(page, '/contractor/contractors');
    await settle(page);
    const table = page.getByRole('table', { name: 'Kontrahenci' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(10);
    expect(await overflow(page)).toBe(0);
    const header = table.getByRole('columnheader', { name: /Status rejestracji/ });
    expect(await header.isVisible()).toBe(true);
    const badges = table.locator('tbody .mantine-Badge-label');
    expect(await badges.count()).toBeGreaterThan(0);
    expect(await cutBadges(page)).toEqual([]);
    // The actions stay on screen: the last cell of the first row is inside the window.
    const edit = table.getByRole('link', { name: 'Edytuj' }).first();
    const box = await edit.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    // Compact rows: at least ten records fit in one 768 px window.
    const rows = await table
      .locator('tbody tr')
      .evaluateAll(
        (trs) => trs.filter((tr) => tr.getBoundingClientRect().bottom <= window.innerHeight).length,
      );
    expect(rows).toBeGreaterThanOrEqual(10);
  });

  it('at 390 the users list renders cards with actions', async () => {
    const phone = await openPage(browser, PHONE);
    await signIn(phone, 'admin@demo.pl');
    await go(phone, '/cms/user/users');
    await settle(phone);
    expect(await phone.getByRole('table').count()).toBe(0);
    const cards = phone.getByRole('list', { name: 'Użytkownicy' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
    const first = cards.first();
    expect(await first.getByRole('link', { name: 'Edytuj' }).isVisible()).toBe(true);
    expect(
      await first
        .getByText(/Aktywny|Nieaktywny/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await overflow(phone)).toBe(0);
    expect(await cutBadges(phone)).toEqual([]);

    // The filters wait behind one button, and the cards keep the list state in the URL.
    const filters = phone.getByRole('button', { name: /^Filtry/ });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    await filters.click();
    await phone
      .getByRole('textbox', { name: 'Rola' })
      .or(phone.getByRole('combobox', { name: 'Rola' }))
      .first()
      .waitFor();
    await go(phone, '/cms/user/users?sort_by=email&sort_direction=asc&per_page=25');
    await settle(phone);
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    const texts = await cards.allInnerTexts();
    expect(texts.length).toBeLessThanOrEqual(25);
    await phone.context().close();
  });

  it('says what was searched and clears the filters from the URL', async () => {
    await go(page, '/contractor/contractors?search=zzqxnieistnieje&is_partner=1');
    await settle(page);
    await page
      .getByText('Nie znaleziono wyników dla „zzqxnieistnieje” przy filtrach: Partner.', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/contractor/contractors');
    const table = page.getByRole('table', { name: 'Kontrahenci' });
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(1);
    expect(await page.getByRole('textbox', { name: 'Szukaj: nazwa, NIP, miejscowość' }).inputValue()).toBe(
      '',
    );
  });

  it('shows the reason of a server error at once, with "Spróbuj ponownie"', async () => {
    let calls = 0;
    const roles = (url: URL) => url.pathname.startsWith('/api/') && url.pathname.endsWith('/roles');
    await page.route(roles, (route) => {
      calls += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Błąd serwera testowego' }),
      });
    });
    await go(page, '/cms/user/roles');
    await page.getByText('Błąd serwera testowego').waitFor();
    expect(calls).toBe(1);
    await page.unroute(roles);
    await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    const table = page.getByRole('table', { name: 'Role' });
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(1);
  });

  it('fits every list at 1366 and 390, with screenshots', async () => {
    const wide: string[] = [];
    for (const [name, path] of Object.entries(CMS_LISTS)) {
      await page.setViewportSize(DESKTOP);
      await go(page, path);
      await settle(page);
      if ((await overflow(page)) > 0) wide.push(`${name}@1366`);
      if ((await cutBadges(page)).length) wide.push(`${name}@1366 badge`);
      await page.setViewportSize(PHONE);
      await page.reload();
      await settle(page);
      if ((await overflow(page)) > 0) wide.push(`${name}@390`);
      await screenshots(page, `list-${name}`);
    }
    await page.setViewportSize(DESKTOP);
    expect(wide).toEqual([]);
  });

  it('fits the partner zone lists too', async () => {
    const partner = await openPage(browser);
    await signIn(partner, 'partner@demo.pl');
    const wide: string[] = [];
    for (const [name, path] of Object.entries({
      'partner-users': '/user/users',
      'partner-devices': '/device/devices',
      'partner-error-codes': '/device/errorcodes',
    })) {
      await partner.setViewportSize(DESKTOP);
      await go(partner, path);
      await settle(partner);
      if ((await overflow(partner)) > 0) wide.push(`${name}@1366`);
      await partner.setViewportSize(PHONE);
      await partner.reload();
      await settle(partner);
      if ((await overflow(partner)) > 0) wide.push(`${name}@390`);
      await screenshots(partner, `list-${name}`);
    }
    expect(wide).toEqual([]);
    await partner.context().close();
  });
});
