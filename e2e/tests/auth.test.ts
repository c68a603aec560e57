import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoCspViolations,
  go,
  launch,
  openPage,
  readMail,
  screenshots,
  settle,
  signIn,
} from '../support/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser);
});
afterAll(() => browser?.close());

describe('signing in and out', () => {
  it('shows an accessible login screen without CSP violations', async () => {
    await go(page, '/auth/login');
    // The captcha is drawn once the visitor starts using the form (lib/after-paint.ts afterIntent).
    await page.getByLabel(/^Adres e-mail/).focus();
    await page.getByText('Zweryfikowano').waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'login');
  });

  it('checks the form in the browser with the shared schemas', async () => {
    await go(page, '/auth/login');
    await page.getByLabel(/^Hasło/).fill('abc');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByText('To pole jest wymagane').waitFor();
    await page.getByText('Minimalna liczba znaków: 6').waitFor();
    await page.getByText('Sprawdź błędy w formularzu').waitFor();
  });

  it('signs admin@demo.pl in through the form and lands on the CMS dashboard', async () => {
    await signIn(page, 'admin@demo.pl');
    expect(new URL(page.url()).hash).toBe('#/cms');
    await page.getByRole('heading', { name: /^Dzień dobry/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{20,}$/);
  });

  it('logs out to the login screen and forgets the token', async () => {
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await page.waitForURL((u) => u.hash === '#/auth/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await go(page, '/cms/user/users');
    await page.waitForURL((u) => u.hash === '#/auth/login');
  });

  it('logs out to the login screen when the current-user fetch fails', async () => {
    await page.evaluate(() => localStorage.setItem('token', 'x'.repeat(43)));
    // A fresh document opened at /cms: the only way to the sign-in screen is the refused token.
    await page.goto('about:blank');
    await go(page, '/cms');
    await page.waitForURL((u) => u.hash === '#/auth/login');
    await page.waitForFunction(() => localStorage.getItem('token') === null);
  });

  it('remembers the e-mail only with remember me', async () => {
    await go(page, '/auth/login');
    await page.getByLabel(/^Adres e-mail/).fill('moderator@demo.pl');
    await page.getByLabel(/^Hasło/).fill('Demo1234!');
    await page.getByLabel('Zapamiętaj mnie').check();
    await page.getByText('Zweryfikowano').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL((u) => u.hash === '#/cms');
    expect(await page.evaluate(() => localStorage.getItem('lastEmail'))).toBe('moderator@demo.pl');
    await page.getByRole('button', { name: 'Menu użytkownika' }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await page.waitForURL((u) => u.hash === '#/auth/login');
    await expect.poll(() => page.getByLabel(/^Adres e-mail/).inputValue()).toBe('moderator@demo.pl');
  });

  it('resets a password through the link in the mail outbox', async () => {
    const email = 'moderator-marketing@demo.pl';
    await go(page, '/auth/login');
    await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
    await page.waitForURL((u) => u.hash === '#/auth/reset-password-start');
    await screenshots(page, 'reset-password-start');
    await page.getByLabel(/^Adres e-mail/).fill(email);
    await page.getByText('Zweryfikowano').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await page.getByRole('heading', { name: 'Sprawdź skrzynkę e-mail' }).waitFor();

    const mail = await readMail(email);
    const link = /https?:\/\/[^\s"<>]+\/#\/auth\/reset-password-finish\/[\w-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    await page.goto(link as string);
    // The shared password policy answers in the browser before anything is sent.
    await page.getByLabel(/^Nowe hasło/).fill('Password123');
    await page.getByLabel(/^Powtórz hasło/).fill('Password123');
    await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
    await page.getByText('Hasło jest zbyt popularne — wybierz inne').waitFor();
    await page.getByLabel(/^Nowe hasło/).fill('Nowe-haslo-2024');
    await page.getByLabel(/^Powtórz hasło/).fill('Inne-haslo');
    await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
    await page.getByText('Hasła muszą być takie same').waitFor();
    await screenshots(page, 'reset-password-finish');
    await page.getByLabel(/^Powtórz hasło/).fill('Nowe-haslo-2024');
    await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
    await page.waitForURL((u) => u.hash === '#/auth/login');

    await signIn(page, email, 'Nowe-haslo-2024');
    expect(new URL(page.url()).hash).toBe('#/cms');
    await settle(page);
  });

  it('shows the registration form with the public dictionaries', async () => {
    await page.evaluate(() => localStorage.removeItem('token'));
    await go(page, '/auth/register');
    await page.getByRole('heading', { name: 'Rejestracja firmy' }).waitFor();
    await page.getByRole('combobox', { name: 'Województwo', exact: true }).click();
    await page.getByRole('option', { name: 'mazowieckie' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await page.getByText('Zgoda na przetwarzanie danych osobowych jest wymagana').waitFor();
    await screenshots(page, 'register');
  });

  it('shows the not-found page for unknown routes', async () => {
    await go(page, '/no/such/page');
    await page.getByRole('heading', { name: 'Nie znaleziono strony' }).waitFor();
    await screenshots(page, 'not-found');
  });
});
