import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoCspViolations,
  go,
  openPage,
  pick,
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

describe('back office as admin', () => {
  it('shows the dashboard with real data', async () => {
    await go(page, '/cms');
    await settle(page);
    await page.getByRole('heading', { name: 'Użytkownicy według ról' }).waitFor();
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'cms-dashboard');
  });

  it('lists users with server-side pages, sorting and a bookmarkable URL', async () => {
    await page.getByRole('link', { name: 'Użytkownicy', exact: true }).first().click();
    await page.waitForURL((u) => u.hash.startsWith('#/cms/user/users'));
    await settle(page);
    const table = page.getByRole('table', { name: 'Użytkownicy' });
    await expect.poll(() => table.getByRole('row').count()).toBe(11);
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'cms-users');

    await page.getByRole('button', { name: 'Strona 2' }).click();
    await page.waitForURL((u) => u.hash.includes('page=2'));
    await settle(page);
    await expect.poll(() => table.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe('11');
    await page.goBack();
    await page.waitForURL((u) => !u.hash.includes('page=2'));
    await expect.poll(() => table.getByRole('row').nth(1).getByRole('cell').first().textContent()).toBe('1');
  });

  it('creates a user after a first attempt that shows field errors', async () => {
    await page.getByRole('link', { name: 'Dodaj użytkownika' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/user/users/store');
    await settle(page);
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'cms-user-form');

    await page.getByRole('button', { name: 'Dodaj użytkownika' }).click();
    await expect.poll(() => page.getByText('To pole jest wymagane').count()).toBeGreaterThanOrEqual(3);
    await page.getByText('Sprawdź błędy w formularzu').waitFor();

    await page.getByLabel(/^Imię/).fill('Zofia');
    await page.getByLabel(/^Nazwisko/).fill('Testowa');
    await page.getByLabel(/^Adres e-mail/).fill('admin@demo.pl');
    await pick(page, 'Rola', 'Moderator');
    await pick(page, 'Marki', 'Termaris');
    await page.keyboard.press('Escape');
    await pick(page, 'Województwa', 'mazowieckie');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Dodaj użytkownika' }).click();
    await page.getByText('Ten adres e-mail jest już zarejestrowany').first().waitFor();

    await page.getByLabel(/^Adres e-mail/).fill('zofia.testowa@example.pl');
    await page.getByRole('button', { name: 'Dodaj użytkownika' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/user/users');
    await page.getByRole('textbox', { name: 'Szukaj' }).fill('Testowa');
    await page.waitForURL((u) => u.hash.includes('search=Testowa'));
    await settle(page);
    await page.getByRole('cell', { name: 'zofia.testowa@example.pl' }).waitFor();
  });

  it('asks before leaving a form with unsaved changes', async () => {
    await go(page, '/cms/user/users/store');
    await settle(page);
    await page.getByLabel(/^Imię/).fill('Niezapisany');
    await page.getByRole('link', { name: 'Wróć' }).click();
    const dialog = page.getByRole('dialog', { name: 'Niezapisane zmiany' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Zostań' }).click();
    expect(new URL(page.url()).hash).toBe('#/cms/user/users/store');
    await expect.poll(() => page.getByLabel(/^Imię/).inputValue()).toBe('Niezapisany');
    await page.getByRole('link', { name: 'Wróć' }).click();
    await dialog.getByRole('button', { name: 'Opuść bez zapisywania' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/user/users');
    await page.getByRole('textbox', { name: 'Szukaj' }).fill('Testowa');
    await page.waitForURL((u) => u.hash.includes('search=Testowa'));
    await settle(page);
  });

  it('opens a user for editing from the list', async () => {
    await page.getByRole('cell', { name: 'zofia.testowa@example.pl' }).click();
    await page.waitForURL((u) => /#\/cms\/user\/users\/\d+$/.test(u.hash));
    await settle(page);
    await page.getByRole('heading', { name: 'Zofia Testowa' }).waitFor();
    await screenshots(page, 'cms-user-edit');
  });

  it('shows roles and the permissions tab grouped by area', async () => {
    await go(page, '/cms/user/roles');
    await settle(page);
    await screenshots(page, 'cms-roles');
    await page.getByRole('cell', { name: /^Moderator dokumentacji/ }).click();
    await settle(page);
    await page.getByRole('tab', { name: 'Uprawnienia' }).click();
    await expect
      .poll(() =>
        page.getByRole('checkbox', { name: /Zaznacz wszystkie uprawnienia: Dokumentacja/ }).isChecked(),
      )
      .toBe(true);
    await screenshots(page, 'cms-role-permissions');
  });

  it('shows the profile with the password change and the logo upload', async () => {
    await go(page, '/cms/profile');
    await settle(page);
    await page.getByRole('heading', { name: 'Zmiana hasła' }).waitFor();
    await page.getByRole('heading', { name: 'Logo' }).waitFor();
    await screenshots(page, 'cms-profile');
  });

  it('shows a Polish message with a reload button when a route chunk fails to load', async () => {
    const fresh = await openPage(browser);
    await signIn(fresh, 'admin@demo.pl');
    await settle(fresh);
    const chunk = /\/assets\/UsersListPage-[\w-]+\.js$/;
    await fresh.context().route(chunk, (route) => route.abort());
    await go(fresh, '/cms/user/users');
    await fresh.getByRole('heading', { name: 'Nie udało się wczytać strony' }).waitFor();
    await screenshots(fresh, 'chunk-error');
    await fresh.context().unroute(chunk);
    await fresh.getByRole('button', { name: 'Odśwież stronę' }).click();
    await fresh.getByRole('heading', { name: 'Użytkownicy' }).waitFor();
    await fresh.context().close();
  });

  it('switches every string to English', async () => {
    await go(page, '/cms/user/users');
    await settle(page);
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await go(page, '/cms/nothing-here');
    await page.getByRole('heading', { name: 'Sorry, nothing here' }).waitFor();
    await page.getByText('PL', { exact: true }).click();
    await page.getByRole('heading', { name: 'Nie znaleziono strony' }).waitFor();
  });
});
