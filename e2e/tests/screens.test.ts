import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  expectAccessible,
  go,
  launch,
  openPage,
  PHONE,
  screenshots,
  settle,
  signIn,
} from '../support/browser.ts';

/**
 * Issue 16 items 6–8: a record that does not exist, the decision on a registration's own page,
 * the account switches that ask before turning an account off, and the error-code look-up at the
 * top of the partner dashboard.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Opens a missing record and follows the way back to the list. */
async function expectNotFound(page: Page, path: string, list: string) {
  await go(page, path);
  await settle(page);
  await page.getByRole('heading', { name: 'Nie znaleziono rekordu', level: 1 }).waitFor();
  expect(await page.getByText('Ten rekord nie istnieje').count()).toBe(1);
  expect(await page.locator('form').count()).toBe(0);
  await page.getByRole('link', { name: 'Wróć do listy' }).click();
  await page.waitForURL((u) => u.hash.slice(1).split('?')[0] === list);
}

describe('screens of issue 16', () => {
  it('shows a not-found state with a way back for records that do not exist, on both faces', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@demo.pl');
    await expectNotFound(page, '/cms/user/users/999999', '/cms/user/users');
    await screenshots(page, 'record-not-found');
    await expectNotFound(page, '/cms/device/tags/999999', '/cms/device/tags');
    await expectNotFound(page, '/contractor/contractors/999999', '/contractor/contractors');
    await go(page, '/cms/device/devices/999999/edit');
    await settle(page);
    await page.getByRole('heading', { name: 'Nie znaleziono rekordu' }).waitFor();
    await expectAccessible(page);
    await page.context().close();

    const partner = await openPage(browser, PHONE);
    await signIn(partner, 'partner@demo.pl');
    await expectNotFound(partner, '/device/devices/999999', '/device/devices');
    await partner.context().close();
  });

  it("approves and rejects registrations on the registration's own page, after the same questions", async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@demo.pl');
    const pending = await apiGet<{ results: { id: number; name: string }[] }>(
      page,
      '/api/partner/new-entries?sort_by=name&sort_direction=asc',
    );
    expect(pending.results.length).toBeGreaterThan(1);
    const [approved, rejected] = pending.results;

    await go(page, `/contractor/contractors/${approved.id}`);
    await settle(page);
    await page.getByRole('heading', { name: approved.name }).waitFor();
    await screenshots(page, 'registration-detail');
    await expectAccessible(page);
    await page.getByRole('button', { name: `Akceptuj rejestrację: ${approved.name}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Firma „${approved.name}” zostanie partnerem`).waitFor();
    await confirm.getByRole('button', { name: 'Akceptuj' }).click();
    await page.getByText(/^Rejestracja zaakceptowana/).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: `Akceptuj rejestrację: ${approved.name}` }).count())
      .toBe(0);

    await go(page, `/contractor/contractors/${rejected.id}`);
    await settle(page);
    await page.getByRole('button', { name: `Odrzuć rejestrację: ${rejected.name}` }).click();
    const reason = page.getByRole('dialog');
    await reason.getByRole('button', { name: 'Odrzuć' }).click();
    await reason.getByText('To pole jest wymagane').waitFor();
    await reason.getByLabel(/^Powód/).fill('Brak wymaganych dokumentów firmy.');
    await reason.getByRole('button', { name: 'Odrzuć' }).click();
    await page.getByText(/^Rejestracja odrzucona/).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: `Odrzuć rejestrację: ${rejected.name}` }).count())
      .toBe(0);

    const after = await apiGet<{ results: { id: number }[] }>(page, '/api/partner/new-entries?per_page=100');
    const left = after.results.map((r) => r.id);
    expect(left).not.toContain(approved.id);
    expect(left).not.toContain(rejected.id);
    await page.context().close();
  });

  it('asks before an account is turned off, not before it is turned on', async () => {
    const page = await openPage(browser, PHONE);
    await signIn(page, 'partner@demo.pl');
    await go(page, '/user/users');
    await settle(page);
    const colleague = page.getByRole('switch', { name: /^Konto aktywne: / }).first();
    await colleague.waitFor();
    const name = (await colleague.getAttribute('aria-label')) ?? '';
    expect(await colleague.isChecked()).toBe(true);
    expect(await page.getByText('Konto aktywne', { exact: true }).count()).toBeGreaterThan(0);

    await colleague.click({ force: true });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Wyłączyć konto?' }).waitFor();
    await screenshots(page, 'activation-confirm');
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('switch', { name }).isChecked()).toBe(true);

    await page.getByRole('switch', { name }).click({ force: true });
    await dialog.getByRole('button', { name: 'Wyłącz konto' }).click();
    await expect.poll(() => page.getByRole('switch', { name }).isChecked()).toBe(false);
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('switch', { name }).click({ force: true });
    await expect.poll(() => page.getByRole('switch', { name }).isChecked()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it("asks the same in a user's form before the account is turned off", async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@demo.pl');
    const users = await apiGet<{ results: { id: number; email: string }[] }>(
      page,
      '/api/user/users?search=moderator%40demo.pl',
    );
    const moderator = users.results.find((u) => u.email === 'moderator@demo.pl');
    expect(moderator).toBeDefined();
    await go(page, `/cms/user/users/${moderator?.id}`);
    await settle(page);
    // The form holds the record (not a first render still on its way) before the switch is used.
    await expect.poll(() => page.locator('input[name="email"]').inputValue()).toBe('moderator@demo.pl');
    const active = page.getByRole('switch', { name: 'Konto aktywne' });
    await active.waitFor();
    expect(await active.isChecked()).toBe(true);

    const dialog = page.getByRole('dialog');
    const question = dialog.getByRole('heading', { name: 'Wyłączyć konto?' });
    await active.click({ force: true });
    // CI once lost this first click on a loaded machine (the question never came); while no
    // question is open a second click asks it again and cannot turn the account off.
    await question.waitFor({ timeout: 5000 }).catch(async () => {
      if ((await dialog.count()) === 0) await active.click({ force: true });
    });
    await question.waitFor();
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await active.isChecked()).toBe(true);

    await active.click({ force: true });
    await dialog.getByRole('button', { name: 'Wyłącz konto' }).click();
    await expect.poll(() => active.isChecked()).toBe(false);
    await dialog.waitFor({ state: 'detached' });
    // Turning it back on asks nothing; the form is left unsaved.
    await active.click({ force: true });
    await expect.poll(() => active.isChecked()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('finds an error code from the partner dashboard at 390 px', async () => {
    const page = await openPage(browser, PHONE);
    await signIn(page, 'partner@demo.pl');
    await settle(page);
    const codes = await apiGet<{ results: { code: string }[] }>(
      page,
      '/api/partner-zone/device/errorcodes?model=AquaTerm&per_page=1',
    );
    const code = codes.results[0].code;

    const search = page.getByRole('form', { name: 'Szukaj kodu błędu' });
    await search.waitFor();
    // At the top: the greeting card, then the look-up, before any widget.
    const top = await search.boundingBox();
    expect(top?.y ?? 1000).toBeLessThan(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await search.getByRole('textbox', { name: 'Kod błędu' }).fill(code);
    await search.getByRole('textbox', { name: 'Model urządzenia' }).fill('AquaTerm');
    await screenshots(page, 'partner-dashboard-quick-search');
    await expectAccessible(page);
    await search.getByRole('button', { name: 'Szukaj' }).click();

    await page.waitForURL((u) => u.hash.slice(1).split('?')[0] === '/device/errorcodes');
    const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    expect(query.get('code')).toBe(code);
    expect(query.get('model')).toBe('AquaTerm');
    await settle(page);
    await page
      .getByRole('button', { name: `Pokaż kod błędu ${code}` })
      .first()
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'Kod błędu' }).inputValue()).toBe(code);
    await page.context().close();
  });
});
