import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  expectAccessible,
  expectNoCspViolations,
  go,
  screenshots,
  settle,
  signedInPage,
} from '../support/browser.ts';

/** Issue 14 in the browser: the audit log shows who changed a contractor, field by field. */

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

/** What the signed-in user reads from the API. */
const readApi = <T>(url: string) => apiGet<T>(page, url);

describe('audit log', () => {
  it('shows a contractor edit with its diff, found by the filters, and links to the contractor', async () => {
    const list = await readApi<{ results: { id: number; name: string }[] }>(
      '/api/contractor/contractors?is_partner=0&per_page=1',
    );
    const contractor = list.results[0];
    const me = await readApi<{
      model: { id: number; first_name: string; last_name: string; email: string };
    }>('/api/auth/user');

    await go(page, `/contractor/contractors/${contractor.id}/main`);
    const name = page.getByLabel(/^Nazwa firmy/);
    await expect.poll(() => name.inputValue()).toBe(contractor.name);
    const renamed = `${contractor.name} (audyt)`.slice(0, 200);
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Zmiany zostały zapisane').waitFor();

    await go(page, '/cms');
    await settle(page);
    await page
      .getByRole('navigation', { name: 'Nawigacja główna' })
      .getByRole('link', { name: 'Dziennik zmian' })
      .click();
    await page.waitForURL((u) => u.hash === '#/cms/core/audit');
    await settle(page);

    // The filters a person uses: who, which kind of record, which record.
    const who = page.getByRole('combobox', { name: 'Użytkownik', exact: true });
    await who.click();
    await who.fill(me.model.email);
    await page
      .getByRole('option', { name: `${me.model.first_name} ${me.model.last_name} (${me.model.email})` })
      .click();
    await page.waitForURL((u) => u.hash.includes(`user=${me.model.id}`));
    await page.getByRole('combobox', { name: 'Rodzaj rekordu' }).click();
    await page.getByRole('option', { name: 'Kontrahent', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Numer rekordu' }).fill(String(contractor.id));
    await page.waitForURL(
      (u) => u.hash.includes(`record_id=${contractor.id}`) && u.hash.includes('record_type'),
    );
    await settle(page);

    const rows = page.getByRole('table', { name: 'Dziennik zmian' }).locator('tbody tr');
    const edit = rows.filter({ hasText: 'Edycja' }).first();
    await expect.poll(() => edit.count()).toBe(1);
    expect(await edit.innerText()).toContain(`${me.model.first_name} ${me.model.last_name}`);
    await edit.locator('td').nth(1).click();
    const diff = page.getByRole('table', { name: `Zmiany rekordu #${contractor.id}` }).first();
    await expect.poll(() => diff.count()).toBe(1);
    const nameChange = diff.getByRole('row').filter({ has: page.getByText('Nazwa', { exact: true }) });
    await expect.poll(() => nameChange.innerText()).toContain(renamed);
    expect(await nameChange.innerText()).toContain(contractor.name);
    expect(await diff.getByRole('columnheader').allInnerTexts()).toEqual(['Pole', 'Było', 'Jest']);
    await screenshots(page, 'audit-log');
    await expectAccessible(page);
    await expectNoCspViolations(page);

    await edit.getByRole('link', { name: `Kontrahent #${contractor.id}` }).click();
    await page.waitForURL((u) => u.hash.startsWith(`#/contractor/contractors/${contractor.id}`));
  });
});
