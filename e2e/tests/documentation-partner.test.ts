import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  apiUrl,
  expectAccessible,
  expectNoCspViolations,
  go,
  PHONE,
  screenshots,
  settle,
  signedInPage,
} from '../support/browser.ts';

let browser: Browser;
let page: Page;
/** Numbers of the documents downloaded as one ZIP, for the back office's documentation tab. */
let zipped: string[] = [];

const documents = () => page.getByTestId('partner-document');
const hash = () => new URL(page.url()).hash;
const zipButton = () => page.getByRole('button', { name: 'Pobierz zaznaczone (ZIP)' });

/** What a phone shows without scrolling (the sticky selection bar where it sits), for a look. */
const viewport = (name: string) =>
  page.screenshot({ path: fileURLToPath(new URL(`../artifacts/${name}-390-viewport.png`, import.meta.url)) });

/** Entries of a ZIP, from its end-of-central-directory record (the last 22 bytes without a comment). */
function zipEntries(bytes: Buffer): number {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  return bytes.readUInt16LE(end + 10);
}

beforeAll(async () => {
  ({ browser, page } = await signedInPage('partner@demo.pl', PHONE));
});
afterAll(() => browser?.close());

describe('partner documentation library on a phone (issue 18)', () => {
  it('filters by category and device model', async () => {
    await go(page, '/documentation/documentations');
    await settle(page);
    await page.getByRole('heading', { name: 'Dokumentacja', level: 1 }).waitFor();
    await expect.poll(() => documents().count()).toBeGreaterThan(0);
    // Nothing selected: the ZIP waits, and the screen says why.
    expect(await zipButton().isDisabled()).toBe(true);
    await page.getByTestId('selection-count').getByText('Zaznacz co najmniej jeden dokument').waitFor();
    await expectAccessible(page);
    await screenshots(page, 'partner-documentation');
    await viewport('partner-documentation');

    const filters = page.getByRole('button', { name: /^Filtry/ });
    await filters.click();
    const category = page
      .getByRole('combobox', { name: 'Kategoria', exact: true })
      .or(page.getByRole('textbox', { name: 'Kategoria', exact: true }))
      .first();
    await category.click();
    await page.getByRole('option', { name: 'Instrukcje', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(hash).toMatch(/category=\d+/);
    await page.getByRole('textbox', { name: 'Model urządzenia' }).fill('AquaTerm');
    await expect.poll(hash).toContain('model=AquaTerm');
    await settle(page);
    await expect
      .poll(async () => {
        const texts = await documents().allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes('Instrukcje'));
      })
      .toBe(true);
    await viewport('partner-documentation-filters');
    await filters.click();
    await screenshots(page, 'partner-documentation-filtered');
  });

  it('marks a favourite and finds it under "Ulubione"', async () => {
    await go(page, '/documentation/documentations');
    await settle(page);
    const card = documents()
      .filter({ has: page.locator('[data-testid="favorite"][aria-pressed="false"]') })
      .first();
    const title = (await card.locator('p').first().innerText()).trim();
    await card.getByTestId('favorite').click();
    const marked = documents().filter({ hasText: title }).first().getByTestId('favorite');
    await expect.poll(() => marked.getAttribute('aria-pressed')).toBe('true');
    await settle(page);

    await page.getByText('Ulubione', { exact: true }).click();
    await expect.poll(hash).toContain('is_favorite=1');
    await settle(page);
    // Only favourites are left, the new one among them.
    await expect
      .poll(async () => {
        const stars = await documents()
          .getByTestId('favorite')
          .evaluateAll((nodes) => nodes.map((s) => s.getAttribute('aria-pressed')));
        const texts = await documents().allInnerTexts();
        return stars.every((pressed) => pressed === 'true') && texts.some((text) => text.includes(title));
      })
      .toBe(true);
    await expectAccessible(page);
    await screenshots(page, 'partner-documentation-favourites');
  });

  it('downloads two selected documents as one ZIP', async () => {
    await page.getByText('Wszystkie', { exact: true }).click();
    await expect.poll(hash).not.toContain('is_favorite');
    await settle(page);
    // The first two cards, as the list's own call orders them (newest first, no filters).
    const firstPage = await apiGet<{ results: { documentation_number: string }[] }>(
      page,
      await apiUrl(page, 'partner-zone.documentation.documentations.index', {}, { per_page: 2 }),
    );
    zipped = firstPage.results.map((d) => d.documentation_number);
    for (const i of [0, 1]) await documents().nth(i).getByRole('checkbox').check();
    await page.getByTestId('selection-count').getByText('Zaznaczono 2 dokumenty').waitFor();
    await screenshots(page, 'partner-documentation-selected');
    await viewport('partner-documentation-selected');
    const [download] = await Promise.all([page.waitForEvent('download'), zipButton().click()]);
    expect(download.suggestedFilename()).toMatch(/^dokumentacja-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zipEntries(bytes)).toBe(2);
    await expectNoCspViolations(page);
  });

  it("lists the ZIP's downloads on the company's documentation tab in the back office", async () => {
    const me = await apiGet<{ model: { email: string; partner: { id: number } } }>(
      page,
      await apiUrl(page, 'auth.user'),
    );
    const staff = await signedInPage('admin@demo.pl');
    try {
      const partner = await apiGet<{ model: { contractor_id: number } }>(
        staff.page,
        await apiUrl(staff.page, 'partner.partners.show', { id: me.model.partner.id }),
      );
      await go(
        staff.page,
        `/contractor/contractors/${partner.model.contractor_id}/documentation/documentations`,
      );
      await settle(staff.page);
      await staff.page.getByRole('tab', { name: 'Dokumentacja', selected: true }).waitFor();
      // Newest first: the two documents of the ZIP, downloaded by this partner user a moment ago.
      const rows = staff.page.locator('table tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
      const newest = [await rows.nth(0).innerText(), await rows.nth(1).innerText()];
      for (const number of zipped)
        expect(
          newest.some((row) => row.includes(number)),
          number,
        ).toBe(true);
      for (const row of newest) expect(row).toContain(me.model.email);
    } finally {
      await staff.browser.close();
    }
  });

  it('says when more are selected than one ZIP may hold', async () => {
    await page.getByRole('button', { name: 'Wyczyść' }).click();
    await go(page, '/documentation/documentations?per_page=25');
    await settle(page);
    await expect.poll(() => documents().count()).toBe(25);
    for (let i = 0; i < 21; i++) await documents().nth(i).getByRole('checkbox').check();
    await zipButton().click();
    await page
      .getByRole('alert')
      .getByText('Maksymalna liczba dokumentów pobieranych jednocześnie: 20')
      .waitFor();
    await screenshots(page, 'partner-documentation-too-many');
    await viewport('partner-documentation-too-many');
  });

  it("lists the device's documents on the device page, with download and preview", async () => {
    const list = await apiGet<{ results: { devices: { id: number }[] }[] }>(
      page,
      '/api/partner-zone/documentation/documentations?per_page=50',
    );
    const device = list.results.find((d) => d.devices.length > 0)?.devices[0];
    expect(device).toBeDefined();
    await go(page, `/device/devices/${device?.id}`);
    await settle(page);
    await page.getByRole('heading', { name: 'Dokumentacja', level: 2 }).waitFor();
    const rows = page.getByTestId('device-document');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rows
        .first()
        .getByRole('button', { name: /^Pobierz/ })
        .first()
        .click(),
    ]);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The preview opens a tab on the file fetched with the token (the server answers as attachment).
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      rows
        .first()
        .getByRole('button', { name: /^Podgląd/ })
        .first()
        .click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'partner-device-documents');
    await page.getByRole('heading', { name: 'Dokumentacja', level: 2 }).evaluate((h) => h.scrollIntoView());
    await viewport('partner-device-documents');

    // From the device to the library, narrowed to its model.
    await page.getByRole('link', { name: 'Wszystkie dokumenty tego modelu w bibliotece' }).click();
    await expect.poll(hash).toMatch(/^#\/documentation\/documentations\?model=/);
    await settle(page);
    await expect.poll(() => documents().count()).toBeGreaterThan(0);
  });
});
