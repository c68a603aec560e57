import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerDialog,
  expectAccessible,
  expectNoCspViolations,
  go,
  screenshots,
  settle,
  signedInPage,
} from '../support/browser.ts';

let browser: Browser;
let page: Page;
// The server keeps directory names as slugs, so the test types one.
const FOLDER = `aktualnosci-${Date.now() % 100_000}`;

/** A real PNG of the given size: a piece of the screen the browser itself renders. */
async function pngOf(width: number, height: number): Promise<Buffer> {
  return page.screenshot({ clip: { x: 0, y: 0, width, height } });
}

const tree = () => page.getByRole('navigation', { name: 'Katalogi' });
const cards = () => page.getByTestId('media-file');

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

describe('media manager (issue 6)', () => {
  it('opens from the navigation as its own screen', async () => {
    await go(page, '/cms');
    await settle(page);
    await page.getByRole('link', { name: 'Menedżer mediów' }).first().click();
    await page.waitForURL((u) => u.hash === '#/cms/media');
    await settle(page);
    await page.getByRole('heading', { name: 'Menedżer mediów', level: 1 }).waitFor();
    await expectNoCspViolations(page);
  });

  it('refuses to remove the main folder, with the Polish message', async () => {
    await page.getByRole('button', { name: 'Usuń katalog' }).click();
    await page.getByText('Nie można usunąć ani zmienić nazwy folderu głównego').waitFor();
  });

  it('creates a folder, after asking for the required name', async () => {
    await page.getByRole('button', { name: 'Nowy katalog' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Dodaj' }).click();
    await dialog.getByText('To pole jest wymagane').waitFor();
    await dialog.getByLabel(/^Nazwa katalogu/).fill(FOLDER);
    await dialog.getByRole('button', { name: 'Dodaj' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tree().getByRole('button', { name: FOLDER }).waitFor();
    await page.getByText('Ten katalog jest pusty').waitFor();
  });

  it('uploads two images into it and shows their thumbnails', async () => {
    const [a, b] = [await pngOf(320, 200), await pngOf(200, 320)];
    await page.getByTestId('media-upload-input').setInputFiles([
      { name: 'pompa-ciepla.png', mimeType: 'image/png', buffer: a },
      { name: 'klimatyzator.png', mimeType: 'image/png', buffer: b },
    ]);
    await expect
      .poll(() => page.locator('[data-testid="media-upload-item"][data-state="uploaded"]').count(), {
        timeout: 30_000,
      })
      .toBe(2);
    await expect.poll(() => cards().count()).toBe(2);
    await expect
      .poll(() =>
        cards()
          .locator('img')
          .evaluateAll((imgs) =>
            imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toEqual([true, true]);
    await page.getByText('2 pliki').waitFor();
    await settle(page);
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'cms-media');
  });

  it('refuses a file of a format that is not allowed', async () => {
    await page
      .getByTestId('media-upload-input')
      .setInputFiles([{ name: 'notatki.txt', mimeType: 'text/plain', buffer: Buffer.from('tekst') }]);
    const failed = page.locator('[data-testid="media-upload-item"][data-state="failed"]');
    await failed.getByText('Niedozwolony format pliku').waitFor();
    await failed.getByRole('button', { name: 'Usuń z listy: notatki.txt' }).click();
    await failed.waitFor({ state: 'detached' });
  });

  it('asks before removing a folder that is not empty', async () => {
    await page.getByRole('button', { name: 'Usuń katalog' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Katalog ${FOLDER} nie jest pusty. Usunąć go razem z całą zawartością?`).waitFor();
    await answerDialog(dialog, 'Anuluj');
    await tree().getByRole('button', { name: FOLDER }).waitFor();
  });

  it('creates and removes an empty folder', async () => {
    await tree().getByRole('button', { name: 'Folder główny' }).click();
    await page.getByRole('button', { name: 'Nowy katalog' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Nazwa katalogu/)
      .fill('do-usuniecia');
    await page.getByRole('dialog').getByRole('button', { name: 'Dodaj' }).click();
    // Under load the new folder's listing may still be loading: the dialog would then judge it by
    // the previous folder's files. Wait until it is the current folder and its listing has arrived.
    await page.locator('[aria-current="location"]', { hasText: 'do-usuniecia' }).waitFor();
    await settle(page);
    await page.getByRole('button', { name: 'Usuń katalog' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Katalog do-usuniecia zostanie usunięty.').waitFor();
    await answerDialog(dialog, 'Usuń');
    await tree().getByRole('button', { name: 'do-usuniecia' }).waitFor({ state: 'detached' });
    await tree().getByRole('button', { name: FOLDER }).waitFor();
    await settle(page);
    // The removed folder's listing is dropped, not fetched again into a 404 notice.
    expect(await page.getByText('Nie znaleziono katalogu').count()).toBe(0);
  });

  it('picks a library image into a form: the profile logo', async () => {
    await go(page, '/cms/profile');
    await settle(page);
    await page.getByRole('button', { name: 'Wybierz z biblioteki' }).click();
    const dialog = page.getByRole('dialog', { name: 'Biblioteka mediów' });
    await dialog.getByText('Dozwolone formaty: jpg, jpeg, jpe, png').waitFor();
    await dialog.getByRole('button', { name: FOLDER }).click();
    await dialog.getByRole('button', { name: 'pompa-ciepla.png' }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'pompa-ciepla.png' }).getAttribute('aria-pressed'))
      .toBe('true');
    await screenshots(page, 'cms-media-picker');
    await dialog.getByRole('button', { name: 'Wybierz (1)' }).click();
    await dialog.waitFor({ state: 'detached' });
    const logo = page.getByRole('img', { name: 'Twoje logo' });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectNoCspViolations(page);
  });
});
