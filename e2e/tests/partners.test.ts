import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerDialog,
  apiGet,
  expectNoCspViolations,
  go,
  launch,
  openPage,
  PHONE,
  readMail,
  screenshots,
  settle,
  signIn,
} from '../support/browser.ts';

/** Issue 7 in the browser: the partner lifecycle as staff and partners see it. */

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** An API read with the page's own token, for facts a person would read off another screen. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menu użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await page.waitForURL((u) => u.hash === '#/auth/login');
}

describe('partners and contractors', () => {
  it('staff approve a new registration and the company user then signs in', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@demo.pl');
    const pending = await apiGet<{ results: { id: number; name: string }[] }>(
      page,
      '/api/partner/new-entries?sort_by=name&sort_direction=asc',
    );
    expect(pending.results.length).toBeGreaterThan(0);
    const entry = pending.results[0];
    const detail = await apiGet<{ model: { users: { email: string; is_company_admin: boolean }[] } }>(
      page,
      `/api/partner/new-entries/${entry.id}`,
    );
    const email = (detail.model.users.find((u) => u.is_company_admin) ?? detail.model.users[0]).email;

    await go(page, '/cms/partner/partners/new-entries');
    await settle(page);
    await screenshots(page, 'partners-new-entries');
    await page.getByRole('button', { name: `Akceptuj rejestrację: ${entry.name}` }).click();
    await answerDialog(page.getByRole('dialog'), 'Akceptuj');
    await page.getByText(/^Rejestracja zaakceptowana/).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: `Akceptuj rejestrację: ${entry.name}` }).count())
      .toBe(0);
    await expectNoCspViolations(page);
    await signOut(page);

    const mail = await readMail(email);
    const link = /https?:\/\/[^\s"<>]+\/#\/auth\/invitation-finish\/[\w-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await page.getByLabel(/^Nowe hasło/).fill('Haslo-Partnera-2025');
    await page.getByLabel(/^Powtórz hasło/).fill('Haslo-Partnera-2025');
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await page.waitForURL((u) => u.hash === '#/auth/login');
    await signIn(page, email, 'Haslo-Partnera-2025');
    expect(new URL(page.url()).hash).toBe('#/');
    await page.context().close();
  });

  it('staff edit a contractor, with field errors first', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@demo.pl');
    await go(page, '/contractor/contractors?is_partner=1&sort_by=name&sort_direction=asc');
    await settle(page);
    await screenshots(page, 'contractors-list');
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await firstRow.click();
    await page.waitForURL((u) => /#\/contractor\/contractors\/\d+$/.test(u.hash));
    await settle(page);
    await screenshots(page, 'contractor-show');
    await page.getByRole('tab', { name: 'Dane główne' }).click();
    await page.waitForURL((u) => u.hash.endsWith('/main'));
    const name = page.getByLabel(/^Nazwa firmy/);
    await expect.poll(() => name.inputValue()).not.toBe('');
    const original = await name.inputValue();

    await name.fill('');
    await page.getByLabel(/^Kod pocztowy/).fill('123');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('To pole jest wymagane').first().waitFor();
    await page.getByText('Sprawdź błędy w formularzu').waitFor();
    await screenshots(page, 'contractor-main-errors');

    const renamed = `${original} (zmiana)`.slice(0, 200);
    await name.fill(renamed);
    await page.getByLabel(/^Kod pocztowy/).fill('00-950');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Zmiany zostały zapisane').waitFor();
    await page.getByRole('heading', { name: renamed }).waitFor();

    await page.getByRole('tab', { name: 'Partner' }).click();
    await settle(page);
    await page.getByText('Dane partnera', { exact: true }).waitFor({ timeout: 15_000 });
    await screenshots(page, 'contractor-partner');
    await expectNoCspViolations(page);
    await page.context().close();
  });

  it('shows that a contractor without an agreement is not a partner', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@demo.pl');
    const list = await apiGet<{ results: { id: number }[] }>(
      page,
      '/api/contractor/contractors?is_partner=0',
    );
    expect(list.results.length).toBeGreaterThan(0);
    await go(page, `/contractor/contractors/${list.results[0].id}/partner`);
    await page.getByText('Kontrahent nie jest partnerem').waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('a partner user adds a colleague', async () => {
    const page = await openPage(browser, PHONE);
    await signIn(page, 'partner@demo.pl');
    await go(page, '/user/users/store');
    const email = `kolega.${Date.now()}@example.pl`;
    await page.getByLabel(/^Imię/).fill('Tomasz');
    await page.getByLabel(/^Nazwisko/).fill('Wiśniewski');
    await page.getByLabel(/^Adres e-mail/).fill(email);
    await page.getByRole('button', { name: 'Dodaj i wyślij zaproszenie' }).click();
    await page.waitForURL((u) => u.hash === '#/user/users');
    await page.getByText(email).waitFor();
    const mail = await readMail(email);
    expect(mail).toMatch(/#\/auth\/invitation-finish\//);

    await go(page, '/company');
    await settle(page);
    await page.getByRole('heading', { name: 'Moja firma' }).waitFor();
    await screenshots(page, 'partner-company-profile');
    await expectNoCspViolations(page);
    await page.context().close();
  });
});
