import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { go, launch, openPage, settle, signIn } from '../support/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser);
});
afterAll(() => browser?.close());

const toasts = () => page.locator('.mantine-Notification-root');

/** Whether the labelled field is marked invalid (Mantine sets aria-invalid with its error). */
const invalid = (role: 'textbox' | 'combobox', name: RegExp | string) =>
  page.getByRole(role, { name, exact: typeof name === 'string' }).getAttribute('aria-invalid');

describe('one form-feedback system (issue 16 item 4)', () => {
  it('a wrong password shows exactly one message, and the submit waits for the captcha', async () => {
    await go(page, '/auth/login');
    await page.getByLabel(/^Adres e-mail/).fill('admin@demo.pl');
    await page.getByLabel(/^Hasło/).fill('wrong-password-1');
    // Sent at once, while the captcha may still be solving: the form waits for it.
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByText('Nieprawidłowy adres e-mail lub hasło').waitFor();
    // The next round has solved (the refused payload is spent): every message is on screen now.
    await page.getByText('Zweryfikowano').waitFor({ timeout: 30_000 });
    expect(await page.getByText('Nieprawidłowy adres e-mail lub hasło').count()).toBe(1);
    expect(await page.getByText('Potwierdź, że nie jesteś robotem').count()).toBe(0);
    expect(await page.getByText('Sprawdź błędy w formularzu').count()).toBe(0);
    expect(await toasts().count()).toBe(0);
  });

  it('the registration form flags NIP and province in the first round', async () => {
    await go(page, '/auth/register');
    await page.getByRole('heading', { name: 'Rejestracja firmy' }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Kraj', exact: true }).inputValue())
      .toBe('Polska');
    await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await page.getByText('Zgoda na przetwarzanie danych osobowych jest wymagana').waitFor();
    expect(await invalid('textbox', /^NIP/)).toBe('true');
    expect(await invalid('combobox', 'Województwo')).toBe('true');
  });

  it('writes a Polish postcode as NN-NNN and a NIP as its digits when the field is left', async () => {
    await page.getByRole('textbox', { name: /^Kod pocztowy/ }).fill('30002');
    await page.getByRole('textbox', { name: /^NIP/ }).fill('123-456-32-18');
    await page.getByRole('textbox', { name: /^Ulica i numer/ }).focus();
    expect(await page.getByRole('textbox', { name: /^Kod pocztowy/ }).inputValue()).toBe('30-002');
    expect(await page.getByRole('textbox', { name: /^NIP/ }).inputValue()).toBe('1234563218');
  });

  it('"Dodaj kontrahenta" flags NIP and province in the first round', async () => {
    await signIn(page, 'admin@demo.pl');
    await go(page, '/contractor/contractors/store');
    await settle(page);
    // NIP and province are required for Poland: wait for the default country from its dictionary.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Kraj', exact: true }).inputValue())
      .toBe('Polska');
    await page.getByRole('button', { name: 'Dodaj kontrahenta' }).click();
    await page.getByText('Zgoda na przetwarzanie danych osobowych jest wymagana').waitFor();
    await expect.poll(() => invalid('textbox', /^NIP/)).toBe('true');
    await expect.poll(() => invalid('combobox', 'Województwo')).toBe('true');
  });

  it('keeps the submit button busy while saving', async () => {
    await go(page, '/cms/profile');
    await settle(page);
    // The save is held until the button has been looked at: no timing involved.
    let held: Route | undefined;
    const arrived = new Promise<void>((resolve) => {
      void page.route('**/api/**', (route) => {
        if (route.request().method() === 'GET') return route.continue();
        held = route;
        resolve();
      });
    });
    const save = page.getByRole('button', { name: 'Zapisz' }).first();
    await page
      .getByRole('textbox', { name: /^Telefon/ })
      .first()
      .fill('600100200');
    await save.click();
    await arrived;
    expect(await save.getAttribute('data-loading')).toBe('true');
    expect(await save.isDisabled()).toBe(true);
    await held?.continue();
    await page.unroute('**/api/**');
    await page.getByText('Zmiany zostały zapisane').first().waitFor();
    await expect.poll(() => save.isDisabled()).toBe(false);
  });

  it('a toast does not follow to the next screen', async () => {
    // A toast of its own, hovered: Mantine holds a hovered toast open, so only the screen
    // change can take it away (its autoClose cannot, however slow the machine is).
    // Leaving it restarts the full 5 s, so a toast gone within 3 s of the click was taken by the
    // screen change.
    // The previous save's toast goes first: hovering it instead of this save's would let this
    // save answer after the click below, and a toast of the user's latest action rightly stays.
    await expect.poll(() => toasts().count(), { timeout: 15_000 }).toBe(0);
    await page
      .getByRole('textbox', { name: /^Telefon/ })
      .first()
      .fill('600100201');
    await page.getByRole('button', { name: 'Zapisz' }).first().click();
    await page.getByText('Zmiany zostały zapisane').first().hover();
    expect(await toasts().count()).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link').first().click();
    await page.waitForURL((u) => !u.hash.startsWith('#/cms/profile'));
    await expect.poll(() => toasts().count(), { timeout: 3_000 }).toBe(0);
  });
});
