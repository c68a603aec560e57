import type { Browser, Page } from 'playwright-core';
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
let deviceId = 0;
const CONFIGURATION = `Zestaw testowy ${Date.now() % 100_000}`;
const CODE = `RECZNE-${Date.now() % 100_000}`;
const LINES_RULE = 'Konfiguracja musi zawierać co najmniej jedną jednostkę zewnętrzną i jedną wewnętrzną';

beforeAll(async () => {
  ({ browser, page } = await signedInPage('admin@demo.pl'));
});
afterAll(() => browser?.close());

describe('device catalogue screens (issue 8)', () => {
  it('finds heat pumps without typing the Polish letters', async () => {
    // Only the ERP's devices: other browser tests add devices by hand to the same server.
    await go(page, '/cms/device/devices?erp_managed=1');
    await settle(page);
    const table = page.getByRole('table', { name: 'Urządzenia' });
    await page.getByRole('textbox', { name: 'Szukaj po nazwie, nazwie 2 lub kodzie' }).fill('pompa ciepla');
    await page.waitForURL((u) => u.hash.includes('search=pompa'));
    await settle(page);
    // The previous page stays on screen until the search answers.
    await expect
      .poll(async () => {
        const rows = await table.locator('tbody tr').allTextContents();
        return rows.length === 10 && rows.every((row) => row.includes('Pompa ciepła'));
      })
      .toBe(true);
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows.every((row) => /\d[\d ]*,\d{2} zł/.test(row))).toBe(true);
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'devices-list');
  });

  it('shows an ERP device with the ERP fields read-only', async () => {
    const table = page.getByRole('table', { name: 'Urządzenia' });
    await table.getByRole('link', { name: 'Edytuj' }).first().click();
    await page.waitForURL((u) => /#\/cms\/device\/devices\/\d+\/edit$/.test(u.hash));
    deviceId = Number(/devices\/(\d+)\/edit/.exec(page.url())?.[1]);
    await settle(page);
    await page.getByText('Urządzenie pochodzi z systemu ERP').waitFor();
    expect(await page.getByLabel(/^Kod/).isEditable()).toBe(false);
    expect(await page.getByLabel(/^Cena sprzedaży/).isEditable()).toBe(false);
    expect(await page.getByLabel(/^Opis do oferty/).isEditable()).toBe(true);
    // ERP-owned values read like data: the text colour of an editable field, not greyed out.
    const look = (label: RegExp) =>
      page.getByLabel(label).evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.color} ${style.opacity}`;
      });
    expect(await look(/^Kod/)).toBe(await look(/^Opis do oferty/));
    expect(await page.getByLabel(/^Cena sprzedaży/).inputValue()).toMatch(/^\d[\d ]*,\d{2}$/);
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'device-edit-erp');

    await page.getByLabel(/^Opis do oferty/).fill('Zestaw z montażem standardowym.');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Zmiany zostały zapisane').first().waitFor();
  });

  it('previews the device with its group path and error codes', async () => {
    await go(page, `/cms/device/devices/${deviceId}`);
    await settle(page);
    await page.getByText('Zestaw z montażem standardowym.').waitFor();
    await page.getByRole('heading', { name: 'Kody błędów' }).waitFor();
    await page
      .getByRole('table', { name: 'Kody błędów' })
      .or(page.getByText('Żaden kod błędu nie dotyczy tego urządzenia'))
      .waitFor();
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'device-preview');
  });

  it('adds a configuration only with an outdoor and an indoor unit', async () => {
    await page.getByRole('link', { name: 'Konfiguracje' }).click();
    await page.waitForURL((u) => u.hash.endsWith(`/devices/${deviceId}/configurations`));
    await settle(page);
    await screenshots(page, 'device-configurations');

    await page.getByRole('button', { name: 'Nowa konfiguracja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowa konfiguracja' });
    await dialog.getByLabel(/^Nazwa konfiguracji/).fill(CONFIGURATION);
    await dialog.getByRole('combobox', { name: 'Rodzaj jednostki' }).first().click();
    await page.getByRole('option', { name: 'Jednostka wewnętrzna', exact: true }).click();
    await dialog.getByRole('button', { name: 'Dodaj konfigurację' }).click();
    await dialog.getByText(LINES_RULE).waitFor();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Dodaj pozycję' }).click();
    const second = dialog.getByRole('combobox', { name: 'Urządzenie' }).nth(1);
    await second.click();
    await second.fill('ZEW');
    await page.getByRole('option').filter({ hasText: '-ZEW' }).first().click();
    await dialog.getByRole('combobox', { name: 'Rodzaj jednostki' }).nth(1).click();
    await page.getByRole('option', { name: 'Jednostka zewnętrzna', exact: true }).click();
    await dialog.getByRole('button', { name: 'Dodaj konfigurację' }).click();
    await dialog.waitFor({ state: 'detached' });
    // axe reads the notice's colours only once its slide-in is over.
    await page.locator('.mantine-Notification-root').first().waitFor();
    await page.waitForTimeout(600);

    const card = page.getByRole('table', { name: CONFIGURATION });
    await card.getByRole('cell', { name: 'Jednostka zewnętrzna', exact: true }).waitFor();
    await card.getByRole('cell', { name: 'Jednostka wewnętrzna', exact: true }).waitFor();
    await expectAccessible(page);
    await expectNoCspViolations(page);
    await screenshots(page, 'device-configurations-saved');

    await page.getByRole('button', { name: `Edytuj konfigurację ${CONFIGURATION}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edycja konfiguracji' });
    await expect.poll(() => edit.getByRole('combobox', { name: 'Urządzenie' }).count()).toBe(2);
    await screenshots(page, 'device-configuration-form');
  });

  it('adds a device by hand with a price typed the Polish way', async () => {
    await go(page, '/cms/device/devices');
    await settle(page);
    await page.getByRole('link', { name: 'Nowe urządzenie' }).click();
    await page.waitForURL((u) => u.hash === '#/cms/device/devices/store');
    await settle(page);
    await page.getByRole('button', { name: 'Dodaj urządzenie' }).click();
    await expect.poll(() => page.getByText('To pole jest wymagane').count()).toBe(2);
    await page.getByText('Wybierz grupę, aby przypisać urządzenia').waitFor();

    await page.getByLabel(/^Kod/).fill(CODE);
    await page.getByLabel(/^Nazwa( \*)?$/).fill('Sterownik pokojowy testowy');
    const group = page.getByRole('combobox', { name: 'Grupa' });
    await group.click();
    await group.fill('zasobnikiem');
    await page.getByRole('option').first().click();
    await page.getByLabel(/^Cena sprzedaży/).fill('1234,5');
    await page.getByLabel(/^Cena sprzedaży/).blur();
    expect(await page.getByLabel(/^Cena sprzedaży/).inputValue()).toBe('1 234,50');
    await page.getByLabel(/^Moc grzewcza/).fill('2,5');
    await page.getByRole('button', { name: 'Dodaj urządzenie' }).click();
    await page.waitForURL((u) => /#\/cms\/device\/devices\/\d+$/.test(u.hash));
    await settle(page);
    await page.getByText('1 234,50 zł').waitFor();
    await page.getByText(CODE).first().waitFor();
    await expectAccessible(page);
  });
});
