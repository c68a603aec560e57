import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerDialog,
  apiGet,
  expectAccessible,
  expectNoCspViolations,
  go,
  openPage,
  PHONE,
  screenshots,
  searchList,
  settle,
  signedInPage,
  signIn,
} from '../support/browser.ts';

/**
 * Issue 14 item 5: the partner screens of the back office that had no browser test — the
 * partners list, business areas and partner statuses (list, add, edit, delete refused while in
 * use) and the change requests a partner sends from the partner zone.
 */

let browser: Browser;
let page: Page;
const RUN = Date.now().toString(36);

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

/** An API read with the page's own token, for facts a person would read off another screen. */
type Named = { id: number; name: string };
type Partner = { id: number; contractor_id: number; name: string; partner_status: Named | null };

const search = (text: string) => searchList(page, text);

const row = (text: string) => page.getByRole('row').filter({ hasText: text });

describe('partner screens of the back office', () => {
  it('filters the partners by status, searches one by name and opens its partner tab', async () => {
    const all = await apiGet<{ results: Partner[] }>(page, '/api/partner/partners?per_page=100');
    const target = all.results.find((p) => p.partner_status);
    expect(target).toBeDefined();
    const { name, partner_status: status } = target as Partner & { partner_status: Named };

    await go(page, '/cms/partner/partners');
    await settle(page);
    await page.getByRole('heading', { name: 'Partnerzy', level: 1 }).waitFor();
    await page.getByText('Kontrahenci z umową partnerską, ich statusy i opiekunowie').waitFor();
    await expectAccessible(page);
    await screenshots(page, 'partners-list');

    await page.getByRole('combobox', { name: 'Status partnera' }).click();
    await page.getByRole('option', { name: status.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.hash.includes(`partner_status=${status.id}`));
    await settle(page);
    const statuses = page.getByRole('table', { name: 'Partnerzy' }).locator('tbody tr');
    await expect
      .poll(async () => {
        const rows = await statuses.allTextContents();
        return rows.length > 0 && rows.every((r) => r.includes(status.name));
      })
      .toBe(true);

    await page.getByRole('textbox', { name: 'Szukaj: nazwa, NIP, miejscowość' }).fill(name);
    await page.waitForURL((u) => u.hash.includes('search='));
    await settle(page);
    await expect.poll(() => statuses.count()).toBe(1);
    await screenshots(page, 'partners-list-filtered');

    await statuses.first().getByText(name, { exact: true }).click();
    await page.waitForURL((u) =>
      new RegExp(`#/contractor/contractors/${target?.contractor_id}/partner$`).test(u.hash),
    );
    await settle(page);
    await expect
      .poll(() => page.getByText('Dane partnera', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expectNoCspViolations(page);
  });

  for (const dict of [
    {
      path: 'business-areas',
      title: 'Obszary działalności',
      create: 'Dodaj obszar działalności',
      inUse:
        /^Nie można usunąć obszaru działalności, dopóki jest używany \(kontrahenci: \d+, partnerzy: \d+\)/,
      color: false,
    },
    {
      path: 'partner-statuses',
      title: 'Statusy partnerów',
      create: 'Dodaj status partnera',
      inUse: /^Nie można usunąć statusu partnera, dopóki jest używany \(partnerzy: \d+\)/,
      color: true,
    },
  ]) {
    it(`${dict.title}: adds, edits, is refused deleting one in use and deletes the new one`, async () => {
      await go(page, `/cms/partner/${dict.path}`);
      await settle(page);
      await page.getByRole('heading', { name: dict.title, level: 1 }).waitFor();
      await expectAccessible(page);
      await screenshots(page, `${dict.path}-list`);

      await page.getByRole('link', { name: dict.create }).click();
      await page.waitForURL((u) => u.hash === `#/cms/partner/${dict.path}/store`);
      await page.getByRole('heading', { name: dict.create }).waitFor();
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await page.getByText('To pole jest wymagane').waitFor();
      await page.getByLabel(/^Identyfikator/).fill('Zły Slug');
      const name = `Test ${dict.path} ${RUN}`;
      await page.getByLabel(/^Nazwa\s*\*?$/).fill(name);
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await page.getByText('Dozwolone są małe litery, cyfry i myślniki').waitFor();
      await expectAccessible(page);
      await screenshots(page, `${dict.path}-form-errors`);
      await page.getByLabel(/^Identyfikator/).fill('');
      if (dict.color) await page.getByLabel(/^Kolor/).fill('#2f9e44');
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await page.waitForURL(
        (u) => u.hash.startsWith(`#/cms/partner/${dict.path}`) && !u.hash.includes('store'),
      );
      await search(name);
      await expect.poll(() => row(name).count()).toBe(1);
      // The slug left empty is made from the name.
      expect(await row(name).innerText()).toContain(`test-${dict.path}-${RUN}`);

      await row(name).getByRole('link', { name: 'Edytuj' }).click();
      await page.waitForURL((u) => new RegExp(`#/cms/partner/${dict.path}/\\d+$`).test(u.hash));
      await settle(page);
      const field = page.getByLabel(/^Nazwa\s*\*?$/);
      await expect.poll(() => field.inputValue()).toBe(name);
      await screenshots(page, `${dict.path}-edit`);
      const renamed = `${name} zmieniony`;
      await field.fill(renamed);
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await page.waitForURL((u) => !/\/\d+$/.test(u.hash));
      await search(renamed);
      await expect.poll(() => row(renamed).count()).toBe(1);

      // A record partners use: the server refuses and the notice says why, in Polish.
      const used = await apiGet<{ results: (Named & { partners_count: number })[] }>(
        page,
        `/api/partner/${dict.path}?per_page=100`,
      );
      const inUse = used.results.find((r) => r.partners_count > 0);
      expect(inUse).toBeDefined();
      await search(inUse?.name ?? '');
      const usedRow = row(inUse?.name ?? '').first();
      await usedRow.getByRole('button', { name: 'Usuń' }).click();
      await answerDialog(page.getByRole('dialog'), 'Usuń');
      await page.getByText(dict.inUse).waitFor();
      await screenshots(page, `${dict.path}-in-use`);
      await expect.poll(() => row(inUse?.name ?? '').count()).toBeGreaterThan(0);

      await search(renamed);
      await row(renamed).getByRole('button', { name: 'Usuń' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Czy na pewno chcesz usunąć „${renamed}”?`).waitFor();
      await answerDialog(dialog, 'Usuń');
      await expect.poll(() => row(renamed).count()).toBe(0);
      await expectNoCspViolations(page);
    });
  }

  it('a partner asks to change the street on a phone; staff approve it on the change request', async () => {
    const partner = await openPage(browser, PHONE);
    await signIn(partner, 'partner@demo.pl');
    await go(partner, '/company');
    await settle(partner);
    await partner.getByText('Zmiana nazwy, NIP-u lub adresu').waitFor();
    const street = partner.getByRole('textbox', { name: /^Ulica i numer/ });
    await street.fill('');
    await partner.getByRole('button', { name: 'Wyślij wniosek' }).click();
    await partner.getByText('To pole jest wymagane').first().waitFor();
    const newStreet = `ul. Testowa ${Number.parseInt(RUN, 36) % 1000}`;
    await street.fill(newStreet);
    await partner.getByRole('button', { name: 'Wyślij wniosek' }).click();
    await expect
      .poll(() => partner.getByText('Wniosek o zmianę danych czeka na decyzję').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await screenshots(partner, 'partner-company-change-pending');
    await expectAccessible(partner);
    const own = await apiGet<{ results: { company: Named; contractor_id: number }[] }>(
      partner,
      '/api/partner-zone/partner/change-requests',
    );
    const company = own.results[0].company.name;
    const contractorId = own.results[0].contractor_id;
    await partner.context().close();

    await go(page, '/cms/partner/change-requests');
    await settle(page);
    await page.getByRole('heading', { name: 'Wnioski o zmianę danych', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Oczekujący', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.hash.includes('status=pending'));
    await settle(page);
    const rows = page.getByRole('table', { name: 'Wnioski o zmianę danych' }).locator('tbody tr');
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((r) => r.includes('Oczekujący'));
      })
      .toBe(true);
    const request = rows.filter({ hasText: company });
    await expect.poll(() => request.count()).toBe(1);
    expect(await request.innerText()).toContain('Ulica i numer');
    await expectAccessible(page);
    await screenshots(page, 'change-requests-list');

    await request.getByRole('link', { name: 'Podgląd' }).click();
    await page.waitForURL((u) => /#\/cms\/partner\/change-requests\/\d+$/.test(u.hash));
    await settle(page);
    await page.getByRole('heading', { name: /^Wniosek: / }).waitFor();
    await page.getByRole('cell', { name: newStreet }).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'change-request-show');
    await page.getByRole('button', { name: 'Zatwierdź wszystkie zmiany' }).click();
    await page.getByText('Wniosek zaakceptowany. Dane firmy zostały zmienione').waitFor();
    await page.getByText('Zaakceptowany', { exact: true }).first().waitFor();
    const contractor = await apiGet<{ model: { address_street: string } }>(
      page,
      `/api/contractor/contractors/${contractorId}`,
    );
    expect(contractor.model.address_street).toBe(newStreet);
    await expectNoCspViolations(page);
  });
});
