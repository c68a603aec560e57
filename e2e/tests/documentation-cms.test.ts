import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiFromPage,
  apiGet,
  expectAccessible,
  expectNoCspViolations,
  go,
  screenshots,
  searchList,
  settle,
  signedInPage,
} from '../support/browser.ts';

type RouteTable = Record<string, { uri: string; methods: string[] }>;
type Named = { id: number; name: { pl: string } };
type Device = { id: number; code: string; name: string };
type Summary = { results: { id: number; documentation_number: string }[] };

const RUN = Date.now() % 100_000;
const CODE = `DOK-E2E-${RUN}`;
const TITLE = `Instrukcja montażu próbna ${RUN}`;
/** ASCII on purpose: the media library transliterates Polish letters in the names it stores. */
const FILE = `instrukcja-montazu-${RUN}.pdf`;

/** The smallest PDF the server's content check accepts. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

let browser: Browser;
let page: Page;
let table: RouteTable;
let device: Device;
let documentId = 0;

const uri = (name: string, id?: number) =>
  table[`api.${name}`].uri.replace(/\{(\w+)\}/g, () => String(id ?? 0));

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
  table = await page.evaluate(async () => (await fetch('/api/core/routes')).json());
  const devices = await apiGet<{ results: Device[] }>(
    page,
    `${uri('device.devices.index')}?per_page=1&sort_by=code&sort_direction=asc&erp_managed=1`,
  );
  device = devices.results[0];
});
afterAll(() => browser?.close());

describe('documentation library in the back office (issue 18)', () => {
  it('staff add a document with a PDF linked to a device', async () => {
    const first = async (name: string) =>
      (await apiGet<{ results: Named[] }>(page, `${uri(name)}?per_page=1&sort_by=name&sort_direction=asc`))
        .results[0];
    const type = await first('documentation.types.index');
    const category = await first('documentation.categories.index');

    await go(page, '/cms/documentation/documentations/store');
    await page.getByRole('heading', { name: 'Nowy dokument', level: 1 }).waitFor();
    await settle(page);
    await page.getByRole('textbox', { name: /^Kod dokumentu/ }).fill(CODE);
    await page.getByRole('textbox', { name: /^Tytuł(\s*\*)?$/ }).fill(TITLE);
    await page.getByRole('combobox', { name: /^Typ/ }).click();
    await page.getByRole('option', { name: type.name.pl, exact: true }).click();
    await page.getByRole('combobox', { name: /^Kategoria/ }).click();
    await page.getByRole('option', { name: category.name.pl, exact: true }).click();
    await page.getByRole('combobox', { name: /^Obszary działalności/ }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');

    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('files-file_pl').getByRole('button', { name: 'Wyślij plik z dysku' }).click();
    await (await chooser).setFiles([{ name: FILE, mimeType: 'application/pdf', buffer: PDF }]);
    await page.getByTestId('files-file_pl').getByText(FILE).waitFor({ timeout: 30_000 });

    const devices = page.getByRole('combobox', { name: /^Urządzenia/ });
    await devices.click();
    await devices.fill(device.code);
    await page.getByRole('option', { name: `${device.code} · ${device.name}` }).click();
    await page.keyboard.press('Escape');

    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'documentation-edit');

    await page.getByRole('button', { name: 'Dodaj dokument' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/cms/documentation/documentations'));
    await settle(page);
    await searchList(page, CODE);
    const rows = page.getByRole('table', { name: 'Dokumentacja' }).locator('tbody tr');
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining(TITLE)]);
    await expectAccessible(page);
    await screenshots(page, 'documentation-list');

    const listed = await apiGet<Summary>(page, uri('device.devices.documentations', device.id));
    documentId = listed.results.find((d) => d.documentation_number === CODE)?.id ?? 0;
    expect(documentId).toBeGreaterThan(0);
  });

  it("lists the document with its download in the device's documentation child", async () => {
    await go(page, `/cms/device/devices/${device.id}`);
    await settle(page);
    await page.getByRole('heading', { name: 'Dokumentacja' }).waitFor();
    const docs = page.getByRole('table', { name: 'Dokumentacja' });
    const row = docs.locator('tbody tr', { hasText: CODE });
    await row.getByText(TITLE).waitFor();
    const link = row.getByRole('link', { name: `Pobierz ${TITLE} (PL)` });
    expect(await link.getAttribute('download')).toBe(FILE);
    await expectAccessible(page);
    await screenshots(page, 'device-documentations');
  });

  it('detaches and attaches the document on the sync screen', async () => {
    await go(page, `/cms/device/devices/${device.id}/sync-documentations`);
    await settle(page);
    await searchList(page, CODE);
    const tick = page.getByRole('checkbox', { name: `Przypisz ${TITLE}` });
    await expect.poll(() => tick.isChecked()).toBe(true);
    await expectAccessible(page);
    await screenshots(page, 'device-sync-documentations');
    await tick.uncheck();
    await page.getByText('Do przypisania: 0, do odłączenia: 1').waitFor();
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await page.getByText('Zapisano przypisanie dokumentacji').first().waitFor();
    const linked = async () =>
      (await apiGet<Summary>(page, uri('device.devices.documentations', device.id))).results.some(
        (d) => d.id === documentId,
      );
    expect(await linked()).toBe(false);
    await tick.check();
    await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await page.getByText('Brak zmian do zapisania').waitFor();
    expect(await linked()).toBe(true);
  });

  it('opens the dictionaries, the product card child and the contractor tab without axe violations', async () => {
    for (const path of [
      '/cms/documentation/categories',
      '/cms/documentation/types/store',
      '/cms/documentation/tags',
    ]) {
      await go(page, path);
      await settle(page);
      await expectAccessible(page);
    }
    const [contractor] = (
      await apiGet<{ results: { id: number }[] }>(page, `${uri('contractor.contractors.index')}?per_page=1`)
    ).results;
    await go(page, `/contractor/contractors/${contractor.id}/documentation/documentations`);
    await settle(page);
    await page.getByRole('tab', { name: 'Dokumentacja', selected: true }).waitFor();
    await expectAccessible(page);
    const [card] = (
      await apiGet<{ results: { id: number }[] }>(page, `${uri('device.productcards.index')}?per_page=1`)
    ).results;
    await go(page, `/cms/device/productcards/${card.id}/documentations`);
    await settle(page);
    await page.getByRole('heading', { name: 'Dokumentacja karty produktu' }).waitFor();
    await expectAccessible(page);
  });

  it('deletes the document', async () => {
    await apiFromPage(page, 'DELETE', uri('documentation.documentations.destroy', documentId));
    const listed = await apiGet<Summary>(page, uri('device.devices.documentations', device.id));
    expect(listed.results.some((d) => d.id === documentId)).toBe(false);
  });
});
