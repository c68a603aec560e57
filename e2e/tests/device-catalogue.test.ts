import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoCspViolations,
  go,
  screenshots,
  settle,
  signedInPage,
} from '../support/browser.ts';

let browser: Browser;
let page: Page;
const RUN = Date.now() % 100_000;
const FOLDER = `katalog-${RUN}`;
const PHOTO = 'pompa-ciepla-front.png';
const GROUP = { code: `PC-${RUN}`, name: `Pompy ciepła ${RUN}` };
const DEVICE = { code: `HP-${RUN}`, name: `Pompa ciepła Aura ${RUN}` };
const CARD = `Aura Split ${RUN}`;
const ERROR_CODE = `E${RUN}`;
let deviceId = 0;

/** A real PNG: a piece of the screen the browser itself renders. */
const png = () => page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });

/** The smallest PDF the server's content check accepts. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Picks `file` from the media library dialog opened by `opener`, inside the run's folder. */
async function pickFromLibrary(opener: Locator, file: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Biblioteka mediów' });
  await dialog.getByRole('button', { name: FOLDER }).click();
  await dialog.getByRole('button', { name: file }).click();
  await dialog.getByRole('button', { name: 'Wybierz (1)' }).click();
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

describe('device catalogue (issue 8) with the media picker (issue 6)', () => {
  it('puts a photo and a PDF into the media manager', async () => {
    await go(page, '/cms/media');
    await settle(page);
    await page.getByRole('button', { name: 'Nowy katalog' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nazwa katalogu/).fill(FOLDER);
    await dialog.getByRole('button', { name: 'Dodaj' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('media-upload-input').setInputFiles([
      { name: PHOTO, mimeType: 'image/png', buffer: await png() },
      { name: 'instrukcja-e1.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect
      .poll(() => page.locator('[data-testid="media-upload-item"][data-state="uploaded"]').count(), {
        timeout: 30_000,
      })
      .toBe(2);
  });

  it('staff create a group and a device in it', async () => {
    await go(page, '/cms/device/groups/store');
    await page.getByRole('heading', { name: 'Nowa grupa', level: 1 }).waitFor();
    await settle(page);
    await page.getByRole('textbox', { name: /^Kod/ }).fill(GROUP.code);
    await page.getByRole('textbox', { name: /^Nazwa(\s*\*)?$/ }).fill(GROUP.name);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/device/groups');
    await page.getByText(GROUP.name).first().waitFor();

    await go(page, '/cms/device/devices/store');
    await page.getByRole('heading', { name: 'Nowe urządzenie', level: 1 }).waitFor();
    await settle(page);
    await page.getByRole('textbox', { name: /^Kod/ }).fill(DEVICE.code);
    await page.getByRole('textbox', { name: /^Nazwa(\s*\*)?$/ }).fill(DEVICE.name);
    const group = page.getByRole('combobox', { name: /^Grupa/ });
    await group.click();
    await group.fill(GROUP.name);
    await page.getByRole('option', { name: GROUP.name, exact: true }).click();
    await page.getByRole('button', { name: 'Dodaj urządzenie' }).click();
    await page.waitForURL((u) => /^#\/cms\/device\/devices\/\d+$/.test(u.hash));
    deviceId = Number(new URL(page.url()).hash.split('/').pop());
    expect(deviceId).toBeGreaterThan(0);
  });

  it('creates a product card with a main photo and a file in its features', async () => {
    await go(page, '/cms/device/productcards/store');
    await settle(page);
    await page.getByRole('heading', { name: 'Nowa karta produktu', level: 1 }).waitFor();
    await page.getByLabel(/^Nazwa \(PL\)/).fill(CARD);

    const mainPhoto = page.getByTestId('files-main_photo');
    await pickFromLibrary(mainPhoto.getByRole('button', { name: 'Wybierz z biblioteki' }), PHOTO);
    const chosen = mainPhoto.getByRole('img', { name: PHOTO });
    await chosen.waitFor();
    await expect.poll(() => chosen.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    const features = page.getByRole('textbox', { name: 'Cechy (PL)' });
    await features.click();
    await page.keyboard.type('Cicha praca i klasa A+++.');
    // The library's own upload notices say 'Plik dodany' too: the editor's must be the only one.
    await expect.poll(() => page.getByText('Plik dodany').count(), { timeout: 15_000 }).toBe(0);
    await pickFromLibrary(page.getByRole('button', { name: 'Wstaw plik z biblioteki mediów' }), PHOTO);
    await page.getByText('Plik dodany').waitFor();
    const inserted = features.getByRole('img', { name: PHOTO });
    await inserted.waitFor();
    await expect
      .poll(() => inserted.evaluate((i) => (i as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // Typing straight after the insertion continues below the image instead of replacing it.
    await page.keyboard.type('Zdjęcie jednostki zewnętrznej.');
    await features.getByText('Zdjęcie jednostki zewnętrznej.').waitFor();
    await inserted.waitFor();

    await page.getByLabel('Pokaż na stronie głównej').check({ force: true });
    await settle(page);
    await expectAccessible(page);
    await screenshots(page, 'cms-product-card-form');

    await page.getByRole('button', { name: 'Dodaj kartę produktu' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/device/productcards');
    await settle(page);
    await page.getByRole('textbox', { name: 'Szukaj po nazwie' }).fill(CARD);
    const row = page.getByRole('row', { name: new RegExp(CARD) });
    await row.waitFor();
    await row.getByText('Strona główna').waitFor();
    const thumb = row.getByRole('img', { name: CARD });
    await expect.poll(() => thumb.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'cms-product-cards');
  });

  it('keeps the features with the inserted photo when the card is opened again', async () => {
    await page
      .getByRole('row', { name: new RegExp(CARD) })
      .getByText(CARD)
      .click();
    await page.getByRole('heading', { name: CARD, level: 1 }).waitFor();
    await settle(page);
    const editor = page.getByRole('textbox', { name: 'Cechy (PL)' });
    await editor.getByText('Cicha praca i klasa A+++.').waitFor();
    await editor.getByRole('img', { name: PHOTO }).waitFor();
    await page.getByTestId('files-main_photo').getByRole('img', { name: PHOTO }).waitFor();
  });

  it('links the device to the product card and shows the card in the device preview', async () => {
    await go(page, `/cms/device/devices/${deviceId}/edit`);
    await settle(page);
    await page.getByRole('heading', { name: /HP-/, level: 1 }).waitFor();
    const card = page.getByRole('combobox', { name: 'Karta produktu', exact: true });
    await card.click();
    await card.fill(CARD.slice(0, 8));
    await page.getByRole('option', { name: CARD, exact: true }).click();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Zmiany zostały zapisane').first().waitFor();
    await go(page, `/cms/device/devices/${deviceId}`);
    await settle(page);
    await page.getByRole('link', { name: CARD }).waitFor();
    await expectNoCspViolations(page);
  });

  it('creates an error code with a PDF manual and finds it by code', async () => {
    await go(page, '/cms/device/error-codes/store');
    await page.getByRole('heading', { name: 'Nowy kod błędu', level: 1 }).waitFor();
    await settle(page);
    await page.getByLabel(/^Kod/).fill(ERROR_CODE);
    await page.getByLabel(/^Opis \(PL\)/).fill('Brak przepływu czynnika w obiegu');
    const manual = page.getByTestId('files-manual_pl');
    await pickFromLibrary(manual.getByRole('button', { name: 'Wybierz z biblioteki' }), 'instrukcja-e1.pdf');
    await manual.getByText('instrukcja-e1.pdf').waitFor();
    const groups = page.getByRole('combobox', { name: 'Grupy' });
    await groups.click();
    await groups.fill(GROUP.code);
    await page.getByRole('option', { name: `${GROUP.code} · ${GROUP.name}` }).click();
    await page.keyboard.press('Escape');
    const devices = page.getByRole('combobox', { name: 'Urządzenia' });
    await devices.click();
    await devices.fill(DEVICE.code);
    await page.getByRole('option', { name: `${DEVICE.code} · ${DEVICE.name}` }).click();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await screenshots(page, 'cms-error-code-form');
    await page.getByRole('button', { name: 'Dodaj kod błędu' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/cms/device/error-codes') && !u.hash.includes('store'));
    await settle(page);
    await page.getByRole('textbox', { name: 'Kod zaczyna się od' }).fill(ERROR_CODE);
    await page.waitForURL((u) => u.hash.includes(`code=${ERROR_CODE}`));
    await settle(page);
    const rows = page.getByRole('table', { name: 'Kody błędów' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(ERROR_CODE).waitFor();
    await rows.first().getByText(GROUP.code).waitFor();
    await rows.first().getByRole('img', { name: 'Jest' }).waitFor();
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'cms-error-codes');
  });

  it("lists the new code on its device's page, and opens the error-code list narrowed to the device", async () => {
    await go(page, `/cms/device/devices/${deviceId}`);
    await settle(page);
    const codes = page.getByRole('table', { name: 'Kody błędów' });
    await codes.getByRole('link', { name: ERROR_CODE }).waitFor();
    await page.getByRole('link', { name: /^Wszystkie na liście kodów błędów \(\d+\)$/ }).click();
    await page.waitForURL(
      (u) => u.hash.startsWith('#/cms/device/error-codes') && u.hash.includes(`device=${deviceId}`),
    );
    await settle(page);
    await page.getByRole('table', { name: 'Kody błędów' }).getByText(ERROR_CODE).waitFor();
  });
});
