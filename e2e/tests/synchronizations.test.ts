import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '@portal/erp-simulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  expectNoCspViolations,
  go,
  launch,
  openPage,
  screenshots,
  settle,
  signIn,
} from '../support/browser.ts';
import { ROOT, startServer, type TestServer } from '../support/server.ts';

/**
 * Issue 9 item 5 in the browser: the synchronizations screen without an ERP connection (the file's
 * server), and with one (a second server of this file's, pointed at the ERP simulator).
 */

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

    await page.getByText(/^Połączenie z systemem ERP nie jest skonfigurowane/).waitFor();
    for (const kind of ['Klienci', 'Urządzenia']) {
      const pull = page.getByRole('button', { name: `Pobierz teraz: ${kind}` });
      await pull.waitFor();
      expect(await pull.isDisabled()).toBe(true);
    }
    await page.getByText('Brak dostępnych danych').waitFor();
    await expectNoCspViolations(page);
  });
});

/** A second server, connected to the ERP simulator, with a service order the ERP refused. */
describe('synchronizations with an ERP', () => {
  let sim: Simulator | undefined;
  let server: TestServer | undefined;
  const FAILED_ORDER = 'GW/2026/0042';

  beforeAll(async () => {
    sim = await startSimulator({ customers: 15, items: 10 });
    // The ERP holds a customer without a name: the customers pull keeps it as a per-record error.
    sim.update('customers', 'K10004', { displayName: '' });
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-erp-'));
    await prepareWithFailedOrder(dataDir);
    server = await startServer({
      dataDir,
      env: {
        ERP_URL: sim.url,
        ERP_COMPANY_ID: sim.companyId,
        ERP_CA_FILE: sim.caFile,
        ERP_AUTH: 'oauth',
        ERP_TOKEN_URL: sim.credentials.tokenUrl,
        ERP_CLIENT_ID: sim.credentials.clientId,
        ERP_CLIENT_SECRET: sim.credentials.clientSecret,
        ERP_SERVICE_ORDERS_API: sim.serviceOrdersApi,
        // No scheduled pull during the test: only "pull now" starts one.
        ERP_PULL_INTERVAL_MINUTES: '1440',
      },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await sim?.close();
  });

  /** Migrates and seeds the DATA_DIR as the server would, plus an outbox row whose sends all failed. */
  async function prepareWithFailedOrder(dataDir: string) {
    const script = join(ROOT, 'apps/server/src/modules/erp/testing/failed-outbox-data-dir.ts');
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, FAILED_ORDER], {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`data dir setup exited ${code}`)),
      );
    });
  }

  async function signInThere(page: Page) {
    await page.goto(`${server?.url}/#/auth/login`);
    await page.getByLabel(/^Adres e-mail/).fill('admin@demo.pl');
    await page.getByLabel(/^Hasło/).fill(DEMO_PASSWORD);
    await page.getByText('Zweryfikowano').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL((u) => !u.hash.startsWith('#/auth'), { timeout: 30_000 });
    await page.goto(`${server?.url}/#/cms/synchronization/synchronizations`);
    await settle(page);
  }

  it('a pull with a bad record shows the run as partial with the record and its message', async () => {
    const page = await openPage(browser);
    await signInThere(page);
    const pull = page.getByRole('button', { name: 'Pobierz teraz: Klienci' });
    await expect.poll(() => pull.isEnabled()).toBe(true);
    await pull.click();

    const runs = page.getByRole('table', { name: 'Przebiegi synchronizacji' });
    const run = runs.getByRole('row').filter({ hasText: 'Klienci' }).first();
    // The pull runs as a job: reload until the run has finished.
    await expect
      .poll(
        async () => {
          if (await run.getByText('Częściowo').isVisible()) return true;
          await page.reload();
          await settle(page);
          return false;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(true);
    await run.getByRole('cell', { name: '14', exact: true }).waitFor();
    await run.getByText('Częściowo').click();

    const errors = page.getByRole('table', { name: 'Błędy rekordów' });
    await errors.waitFor();
    const bad = errors.getByRole('row').filter({ hasText: 'K10004' });
    await bad.getByText('Niepoprawne dane z ERP: displayName: wartość wymagana', { exact: true }).waitFor();
    // The row expansion animates open; the screenshots should show it whole.
    await page.waitForTimeout(500);
    await screenshots(page, 'synchronizations-run-errors');
    await expectNoCspViolations(page);
  });

  it('a failed outbox document is sent again from the screen and reaches the ERP once', async () => {
    const page = await openPage(browser);
    await signInThere(page);
    await page.getByRole('tab', { name: 'Kolejka wysyłki do ERP' }).click();
    await settle(page);
    const outbox = page.getByRole('table', { name: 'Kolejka wysyłki do ERP' });
    const row = outbox.getByRole('row').filter({ hasText: FAILED_ORDER });
    await row.getByText('Błąd', { exact: true }).waitFor();
    await row.getByText('System ERP odrzucił żądanie (kod odpowiedzi 503)').waitFor();
    await screenshots(page, 'synchronizations-outbox-failed');

    await row.getByRole('button', { name: `Wyślij ponownie: ${FAILED_ORDER}` }).click();
    await expect
      .poll(
        async () => {
          if (await row.getByText('Wysłany', { exact: true }).isVisible()) return true;
          await page.reload();
          await page.getByRole('tab', { name: 'Kolejka wysyłki do ERP' }).click();
          await settle(page);
          return false;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(true);
    const stored = sim?.data.serviceOrders.filter((o) => o.externalDocumentNumber === FAILED_ORDER) ?? [];
    expect(stored).toHaveLength(1);
    await row.getByText(stored[0].number).waitFor();
    expect(await row.getByRole('button', { name: /Wyślij ponownie/ }).count()).toBe(0);
    await screenshots(page, 'synchronizations-outbox-sent');
    await expectNoCspViolations(page);
  });
});
