import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoCspViolations, go, launch, openPage, settle, signIn } from '../support/browser.ts';

/** Issue 9 item 5 in the browser: the synchronizations screen without an ERP connection. */

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('synchronizations', () => {
  it('staff see that the ERP is not configured, with pulls disabled and no runs', async () => {
    const page = await openPage(browser);
    await signIn(page, 'admin@demo.pl');
    await go(page, '/cms');
    await page
      .getByRole('navigation', { name: 'Nawigacja główna' })
      .getByRole('link', { name: 'Synchronizacje' })
      .click();
    await page.waitForURL((u) => u.hash === '#/cms/synchronization/synchronizations');
    await settle(page);

    await expect
      .poll(() => page.getByText(/^Połączenie z ERP nie jest skonfigurowane/).isVisible())
      .toBe(true);
    for (const kind of ['Klienci', 'Urządzenia']) {
      const pull = page.getByRole('button', { name: `Pobierz teraz: ${kind}` });
      expect(await pull.isVisible()).toBe(true);
      expect(await pull.isDisabled()).toBe(true);
    }
    await expect.poll(() => page.getByText('Brak dostępnych danych').isVisible()).toBe(true);
    await expectNoCspViolations(page);
  });
});
