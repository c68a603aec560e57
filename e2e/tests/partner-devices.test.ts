import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

const devices = () => page.getByTestId('partner-device');
const subgroups = () => page.getByRole('group', { name: 'Podgrupy' });

beforeAll(async () => {
  ({ browser, page } = await signedInPage('partner@demo.pl', PHONE));
});
afterAll(() => browser?.close());

describe('partner zone devices on a phone (issue 8)', () => {
  it('browses the group tree down to a product line', async () => {
    await go(page, '/device/devices');
    await settle(page);
    await page.getByRole('heading', { name: 'Urządzenia', level: 1 }).waitFor();
    for (const group of ['Pompy ciepła', 'Pompy ciepła powietrze-woda', 'Monoblok']) {
      await subgroups().getByRole('button', { name: group, exact: true }).click();
      await settle(page);
    }
    expect(new URL(page.url()).hash).toMatch(/group=\d+/);
    await expect
      .poll(async () => {
        const names = await devices().allInnerTexts();
        return names.length > 0 && names.every((n) => n.includes('Monoblok'));
      })
      .toBe(true);
    await expectAccessible(page);
    await screenshots(page, 'partner-devices-browse');
  });

  it('finds a device by its name without Polish letters', async () => {
    await page
      .getByRole('textbox', { name: 'Szukaj urządzenia po nazwie lub kodzie' })
      .fill('pompa ciepla aquaterm');
    await expect.poll(() => new URL(page.url()).hash).toContain('search=');
    await settle(page);
    await expect
      .poll(async () => {
        const names = await devices().allInnerTexts();
        return names.length > 0 && names.every((n) => n.includes('AquaTerm'));
      })
      .toBe(true);
  });

  it('opens the device with its product card and error codes', async () => {
    const name = (await devices().first().locator('p').first().innerText()).trim();
    await devices().first().click();
    await settle(page);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Grupy urządzenia' })
      .getByRole('link', { name: 'Monoblok' })
      .waitFor();
    await page.getByRole('heading', { name: /^Karta produktu: / }).waitFor();
    await page.getByRole('heading', { name: 'Cechy' }).waitFor();
    await page.getByRole('heading', { name: 'Funkcjonalności standardowe' }).waitFor();
    const video = page.getByRole('link', { name: /Obejrzyj film/ });
    expect(await video.getAttribute('target')).toBe('_blank');
    expect(await video.getAttribute('rel')).toContain('noopener');
    await page.getByRole('heading', { name: 'Kody błędów' }).waitFor();
    // The device's codes are the error-code search narrowed to it, a page at a time by code.
    const codes = page.getByTestId('device-error-code');
    await expect.poll(() => codes.count()).toBeGreaterThan(0);
    const shown = await codes.allInnerTexts();
    const first = shown[0].split('\n')[0].trim();
    expect([...shown].map((c) => c.split('\n')[0].trim())).toEqual(
      [...shown].map((c) => c.split('\n')[0].trim()).sort((a, b) => a.localeCompare(b, 'pl')),
    );
    const filter = page.getByRole('textbox', { name: 'Filtruj kody błędów' });
    if (await filter.isVisible()) {
      await filter.fill(first);
      await expect
        .poll(async () =>
          (await codes.allInnerTexts()).every((c) => c.toLowerCase().includes(first.toLowerCase())),
        )
        .toBe(true);
      await filter.fill('');
      await expect.poll(() => codes.count()).toBe(shown.length);
    }
    // Thumbnails are made on first request; a busy server answers 503 and the page asks again.
    await expect
      .poll(
        () =>
          page
            .locator('main img')
            .evaluateAll((imgs) =>
              imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
            ),
        { timeout: 30_000 },
      )
      .toBe(true);
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'partner-device-page');
  });

  it("opens one of the device's error codes and closes it with the back button", async () => {
    await page
      .getByRole('button', { name: /^Pokaż kod błędu / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Instrukcja (PL)' }).waitFor();
    await settle(page);
    expect(new URL(page.url()).hash).toMatch(/error_code=\d+/);
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Kody błędów' }).waitFor();
  });

  it('searches error codes by a device model and downloads the Polish manual', async () => {
    await go(page, '/device/errorcodes');
    await settle(page);
    await page.getByRole('heading', { name: 'Kody błędów', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Model urządzenia' }).fill('AquaTerm');
    await expect.poll(() => new URL(page.url()).hash).toContain('model=AquaTerm');
    await settle(page);
    const results = page.getByTestId('error-code');
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    await screenshots(page, 'partner-error-codes');

    await results.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Instrukcja (PL)' }).waitFor();
    await settle(page);
    const concerns = await dialog.innerText();
    expect(concerns).toMatch(/AquaTerm|Pompy ciepła powietrze-woda/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Instrukcja (PL)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('instrukcja-serwisowa-pc-pw-pl.pdf');
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoCspViolations(page);
    await screenshots(page, 'partner-error-code-dialog');
  });
});
