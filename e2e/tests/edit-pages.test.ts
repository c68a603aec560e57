import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerDialog,
  apiFromPage,
  expectAccessible,
  expectNoCspViolations,
  go,
  screenshots,
  searchList,
  settle,
  signedInPage,
} from '../support/browser.ts';

/**
 * Issue 14 item 5: the catalogue's store and edit screens that had no browser test — device
 * groups, type cards, tags, functionalities, error codes and producers. Records to edit are made
 * through the API first, so the demo data other browser tests read stays as it is.
 */

let browser: Browser;
let page: Page;
const RUN = Date.now().toString(36).toUpperCase();

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

/** An API call with the page's own token: setting up a record, or reading what was saved. */
const api = <T>(method: string, url: string, body?: unknown) => apiFromPage<T>(page, method, url, body);

type Created = { model: { id: number } };
type Text = { pl: string; en: string | null };

const nameField = () => page.getByLabel(/^Nazwa\s*\*?$/);
const save = () => page.getByRole('button', { name: 'Zapisz' }).click();
const required = () => page.getByText('To pole jest wymagane').first().waitFor();
const search = (text: string) => searchList(page, text);

const tableRow = (text: string) => page.locator('tbody tr').filter({ hasText: text });

describe('catalogue edit pages', () => {
  it('edits a device group: the required name first, then name, state and order are kept', async () => {
    const code = `E2E-ED-${RUN}`;
    const { model } = await api<Created>('POST', '/api/device/groups', {
      code,
      name: { pl: `Grupa do edycji ${RUN}`, en: null },
      order: 95,
    });
    await go(page, '/cms/device/groups');
    await settle(page);
    const row = page.getByRole('listitem').filter({ has: page.getByText(code, { exact: true }) });
    await row.getByRole('link', { name: 'Edytuj' }).click();
    await page.waitForURL((u) => u.hash === `#/cms/device/groups/${model.id}`);
    await settle(page);
    await page.getByRole('heading', { name: `${code} · Grupa do edycji ${RUN}` }).waitFor();
    await nameField().fill('');
    await save();
    await required();
    await expectAccessible(page);
    await screenshots(page, 'device-group-edit-errors');

    await nameField().fill(`Grupa zmieniona ${RUN}`);
    await page.getByLabel(/^Nazwa w języku angielskim/).fill(`Changed group ${RUN}`);
    await page.getByRole('switch', { name: 'Aktywna' }).uncheck();
    await page.getByLabel(/^Kolejność/).fill('96');
    await save();
    await page.waitForURL((u) => u.hash === '#/cms/device/groups');
    await page.getByText('Zmiany zostały zapisane').last().waitFor();
    await row.getByText(`Grupa zmieniona ${RUN}`).waitFor();
    const saved = await api<{ model: { name: Text; active: boolean; order: number } }>(
      'GET',
      `/api/device/groups/${model.id}`,
    );
    expect(saved.model).toMatchObject({
      name: { pl: `Grupa zmieniona ${RUN}`, en: `Changed group ${RUN}` },
      active: false,
      order: 96,
    });
    await expectNoCspViolations(page);
  });

  it('adds a type card, edits it and deletes it', async () => {
    await go(page, '/cms/device/typecards');
    await settle(page);
    await page.getByRole('link', { name: 'Nowa karta typu' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/device/typecards/store');
    await settle(page);
    await save();
    await required();
    await expectAccessible(page);
    await screenshots(page, 'type-card-store-errors');

    const name = `Karta typu ${RUN}`;
    await nameField().fill(name);
    await page.getByLabel(/^Kolejność/).fill('900');
    await save();
    await page.waitForURL((u) => u.hash === '#/cms/device/typecards');
    await settle(page);
    await search(name);
    await expect.poll(() => tableRow(name).count()).toBe(1);

    await tableRow(name).getByRole('link', { name: 'Edytuj' }).click();
    await page.waitForURL((u) => /#\/cms\/device\/typecards\/\d+$/.test(u.hash));
    await settle(page);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const id = Number(new URL(page.url()).hash.split('/').pop());
    await page.getByLabel(/^Nazwa grupy/).fill('Pompy ciepła split');
    await page.getByLabel(/^Rodzaj grupy/).fill('Jednostka zewnętrzna');
    await screenshots(page, 'type-card-edit');
    await save();
    await page.waitForURL((u) => u.hash.startsWith('#/cms/device/typecards') && !/\/\d+$/.test(u.hash));
    const saved = await api<{ model: { group_name: string; group_kind: string; order: number } }>(
      'GET',
      `/api/device/typecards/${id}`,
    );
    expect(saved.model).toMatchObject({
      group_name: 'Pompy ciepła split',
      group_kind: 'Jednostka zewnętrzna',
      order: 900,
    });

    await search(name);
    await tableRow(name).getByRole('button', { name: 'Usuń' }).click();
    await answerDialog(page.getByRole('dialog'), 'Usuń');
    await page.getByText('Rekord został usunięty').last().waitFor();
    await expect.poll(() => tableRow(name).count()).toBe(0);
  });

  it('edits a tag: a wrong colour is refused in Polish, the right one is kept', async () => {
    const name = `Tag do edycji ${RUN}`;
    const { model } = await api<Created>('POST', '/api/device/tags', {
      name: { pl: name, en: null },
      color: '#1c7ed6',
    });
    await go(page, '/cms/device/tags');
    await settle(page);
    await search(name);
    await tableRow(name).getByRole('link', { name: 'Edytuj' }).click();
    await page.waitForURL((u) => u.hash === `#/cms/device/tags/${model.id}`);
    await settle(page);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const color = page.getByLabel(/^Kolor\s*\*?$/);
    await color.fill('czerwony');
    await save();
    await page.getByText('Podaj kolor w formacie #RRGGBB').waitFor();
    // Leaving the field closes its picker, as a person would before reading the message.
    await page.getByRole('heading', { name, level: 1 }).click();
    await expectAccessible(page);
    await screenshots(page, 'device-tag-edit-errors');

    await color.fill('#E03131');
    await nameField().fill(`${name} czerwony`);
    await save();
    await page.waitForURL((u) => u.hash.startsWith('#/cms/device/tags') && !/\/\d+$/.test(u.hash));
    await search(`${name} czerwony`);
    await expect.poll(() => tableRow(`${name} czerwony`).count()).toBe(1);
    expect(await tableRow(`${name} czerwony`).innerText()).toContain('#e03131');
  });

  it('adds an optional functionality, then makes it a standard one', async () => {
    await go(page, '/cms/device/functionalities/optional');
    await settle(page);
    await page.getByRole('link', { name: 'Nowa funkcjonalność' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/cms/device/functionalities/store'));
    await settle(page);
    expect(await page.getByRole('combobox', { name: /^Rodzaj/ }).inputValue()).toBe('Opcjonalna');
    await save();
    await required();
    await expectAccessible(page);
    await screenshots(page, 'functionality-store-errors');

    const name = `Tryb cichy ${RUN}`;
    await nameField().fill(name);
    await page.getByLabel(/^Opis\s*$/).fill('Obniża głośność jednostki zewnętrznej nocą');
    await save();
    await page.waitForURL((u) => u.hash === '#/cms/device/functionalities/optional');
    await search(name);
    await expect.poll(() => tableRow(name).count()).toBe(1);

    await tableRow(name).getByRole('link', { name: 'Edytuj' }).click();
    await page.waitForURL((u) => /#\/cms\/device\/functionalities\/\d+$/.test(u.hash));
    await settle(page);
    await expect
      .poll(() => page.getByLabel(/^Opis\s*$/).inputValue())
      .toBe('Obniża głośność jednostki zewnętrznej nocą');
    await page.getByRole('combobox', { name: /^Rodzaj/ }).click();
    await page.getByRole('option', { name: 'Standardowa', exact: true }).click();
    await screenshots(page, 'functionality-edit');
    await save();
    await page.waitForURL((u) => u.hash === '#/cms/device/functionalities/standard');
    await search(name);
    await expect.poll(() => tableRow(name).count()).toBe(1);
    await expectNoCspViolations(page);
  });

  it('edits an error code: the required code first, then the new code and description are kept', async () => {
    const code = `E2E-${RUN}`;
    const { model } = await api<Created>('POST', '/api/device/error-codes', {
      code,
      description: { pl: 'Za niskie ciśnienie w obiegu', en: null },
    });
    await go(page, '/cms/device/error-codes');
    await settle(page);
    await page.getByRole('textbox', { name: 'Kod zaczyna się od' }).fill(code);
    await page.waitForURL((u) => u.hash.includes(`code=${code}`));
    await settle(page);
    await tableRow(code).getByRole('link', { name: 'Edytuj' }).click();
    await page.waitForURL((u) => u.hash === `#/cms/device/error-codes/${model.id}`);
    await settle(page);
    await page.getByRole('heading', { name: code, level: 1 }).waitFor();
    await page.getByText('Edycja kodu błędu', { exact: true }).first().waitFor();

    const codeField = page.getByLabel(/^Kod\s*\*?$/);
    await codeField.fill('');
    await save();
    await required();
    await expectAccessible(page);
    await screenshots(page, 'error-code-edit-errors');

    await codeField.fill(`${code}-B`);
    await page.getByLabel(/^Opis \(PL\)/).fill('Za niskie ciśnienie wody w instalacji');
    await page.getByLabel(/^Opis \(EN\)/).fill('Water pressure too low');
    await save();
    await page.getByText('Zmiany zostały zapisane').last().waitFor();
    await page.reload();
    await settle(page);
    await page.getByRole('heading', { name: `${code}-B`, level: 1 }).waitFor();
    expect(await page.getByLabel(/^Opis \(PL\)/).inputValue()).toBe('Za niskie ciśnienie wody w instalacji');
    expect(await page.getByLabel(/^Opis \(EN\)/).inputValue()).toBe('Water pressure too low');
    await screenshots(page, 'error-code-edit');
  });

  it('renames a producer from its edit page', async () => {
    const name = `Producent do edycji ${RUN}`;
    const { model } = await api<Created>('POST', '/api/producer/producers', { name });
    await go(page, '/cms/producer/producers');
    await settle(page);
    await search(name);
    await tableRow(name).getByRole('link', { name: 'Edytuj' }).click();
    await page.waitForURL((u) => u.hash === `#/cms/producer/producers/${model.id}`);
    await settle(page);
    await nameField().fill('');
    await save();
    await required();
    await expectAccessible(page);
    await screenshots(page, 'producer-edit-errors');
    await nameField().fill(`${name} (nowa nazwa)`);
    await save();
    await page.waitForURL((u) => u.hash.startsWith('#/cms/producer/producers') && !/\/\d+$/.test(u.hash));
    await search('nowa nazwa');
    await expect.poll(() => tableRow(`${name} (nowa nazwa)`).count()).toBe(1);
    await expectNoCspViolations(page);
  });
});
