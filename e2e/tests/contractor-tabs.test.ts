import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  go,
  launch,
  openPage,
  PHONE,
  screenshots,
  settle,
  signIn,
} from '../support/browser.ts';

/** The contractor screen's child tabs (contacts, branches, users) share one list and edit card. */

let browser: Browser;
let page: Page;
let contractorId: number;
const RUN = Date.now() % 100_000;
const LAST_NAME = `Zielińska${RUN}`;

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser);
  await signIn(page, 'admin@demo.pl');
  const list = await page.evaluate(async () => {
    const res = await fetch('/api/contractor/contractors?is_partner=1&per_page=1', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()) as { results: { id: number }[] };
  });
  contractorId = list.results[0].id;
});
afterAll(() => browser?.close());

describe('contractor tabs', () => {
  it('adds a contact person after the Polish required-field messages, and finds it in the list', async () => {
    await go(page, `/contractor/contractors/${contractorId}/contacts`);
    await settle(page);
    await page.getByRole('table', { name: 'Osoby kontaktowe' }).waitFor();
    await page.getByRole('link', { name: 'Dodaj osobę kontaktową' }).click();
    await page.waitForURL((u) => u.hash.endsWith('/contacts/store'));
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => page.getByText('To pole jest wymagane').count()).toBeGreaterThanOrEqual(3);
    await page.getByRole('textbox', { name: /^Imię/ }).fill('Agnieszka');
    await page.getByRole('textbox', { name: /^Nazwisko/ }).fill(LAST_NAME);
    await page.getByRole('textbox', { name: /^Adres e-mail/ }).fill(`a.zielinska${RUN}@example.pl`);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL((u) => u.hash.endsWith(`/contractors/${contractorId}/contacts`));
    await page.getByRole('textbox', { name: 'Szukaj' }).fill(LAST_NAME);
    await page.getByRole('table', { name: 'Osoby kontaktowe' }).getByText(`Agnieszka ${LAST_NAME}`).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'contractor-contacts');
  });

  it('opens the edit card of that contact from its row', async () => {
    await page.getByRole('table', { name: 'Osoby kontaktowe' }).getByText(`Agnieszka ${LAST_NAME}`).click();
    await page.waitForURL((u) => /\/contacts\/\d+$/.test(u.hash));
    // The title shows both in the breadcrumbs and above the form.
    await page.getByText('Edycja osoby kontaktowej').first().waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Nazwisko/ }).inputValue()).toBe(LAST_NAME);
  });

  it('shows the branches and the company users of a partner, each with its add button', async () => {
    await go(page, `/contractor/contractors/${contractorId}/affiliates`);
    await settle(page);
    await page.getByRole('table', { name: 'Oddziały' }).waitFor();
    await page.getByRole('link', { name: 'Dodaj oddział' }).click();
    await page.waitForURL((u) => u.hash.endsWith('/affiliates/store'));
    await page.getByText('Dodaj oddział').first().waitFor();
    await go(page, `/contractor/contractors/${contractorId}/users`);
    await settle(page);
    await page.getByRole('table', { name: 'Użytkownicy' }).waitFor();
    const phone = await openPage(browser, PHONE);
    await signIn(phone, 'admin@demo.pl');
    await go(phone, `/contractor/contractors/${contractorId}/contacts`);
    await settle(phone);
    await phone.getByRole('list', { name: 'Osoby kontaktowe' }).waitFor();
    await screenshots(phone, 'contractor-contacts');
  });
});
