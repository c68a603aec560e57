import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launch, openPage, PHONE, screenshots, settle, signIn } from '../support/browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const navLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Nawigacja główna' }).innerText()).split('\n').filter(Boolean);

describe('permission-aware navigation and guards', () => {
  it('shows moderator@demo.pl only the navigation its role permits', async () => {
    const page = await openPage(browser);
    await signIn(page, 'moderator@demo.pl');
    await settle(page);
    const links = await navLinks(page);
    expect(links).toContain('Pulpit');
    expect(links).not.toContain('Użytkownicy');
    expect(links).not.toContain('Role');

    await go(page, '/cms/user/roles');
    await page.waitForURL((u) => u.hash === '#/cms');
    await page.getByText('Brak uprawnień, skontaktuj się z administratorem').waitFor();
    await page.context().close();
  });

  it('shows moderator-support@demo.pl the users list but not the roles', async () => {
    const page = await openPage(browser);
    await signIn(page, 'moderator-support@demo.pl');
    await settle(page);
    const nav = page.getByRole('navigation', { name: 'Nawigacja główna' });
    await nav.getByText('Użytkownicy').first().click();
    await nav.getByRole('link', { name: 'Użytkownicy' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Role' }).count()).toBe(0);
    await go(page, '/cms/user/users');
    await settle(page);
    expect(new URL(page.url()).hash).toBe('#/cms/user/users');
    await go(page, '/cms/user/roles');
    await page.waitForURL((u) => u.hash === '#/cms');
    await page.context().close();
  });

  it('turns partner@demo.pl back from a /cms address with a notification', async () => {
    const page = await openPage(browser);
    await signIn(page, 'partner@demo.pl');
    expect(new URL(page.url()).hash).toBe('#/');
    await settle(page);
    await screenshots(page, 'partner-dashboard');

    const other = await page.context().newPage();
    await other.goto(page.url().replace(/#.*$/, '#/cms/user/users'));
    await other.waitForURL((u) => u.hash === '#/');
    await other.getByText('Ta strona nie jest dostępna w Strefie Partnera').waitFor();

    await go(page, '/user/users');
    await settle(page);
    await go(page, '/cms');
    await page.waitForURL((u) => u.hash === '#/user/users');
    await page.context().close();
  });

  it('lets a company admin see colleagues and add one, usable at 390 px', async () => {
    const page = await openPage(browser, PHONE);
    await signIn(page, 'partner@demo.pl');
    await go(page, '/user/users');
    await settle(page);
    await screenshots(page, 'partner-users');
    await page.getByRole('link', { name: 'Dodaj użytkownika' }).click();
    await page.waitForURL((u) => u.hash === '#/user/users/store');
    await screenshots(page, 'partner-user-form');
    await page.getByLabel(/^Imię/).fill('Adam');
    await page.getByLabel(/^Nazwisko/).fill('Kolega');
    await page.getByLabel(/^Adres e-mail/).fill('adam.kolega@example.pl');
    await page.getByRole('button', { name: 'Dodaj i wyślij zaproszenie' }).click();
    await page.waitForURL((u) => u.hash === '#/user/users');
    await settle(page);
    await page.getByText('adam.kolega@example.pl').waitFor();

    await go(page, '/profile');
    await settle(page);
    await screenshots(page, 'partner-profile');
    await page.context().close();
  });
});
