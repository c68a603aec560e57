import type { Fault, Simulator, SimulatorOptions } from '@portal/erp-simulator';
import { startSimulator } from '@portal/erp-simulator';
import { inArray, sql } from 'drizzle-orm';
import { expect, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { ErpConfig } from '../../config.ts';
import { devices } from '../devices/tables.ts';
import { erpCustomers } from '../partners/tables.ts';
import { createBusinessCentralConnector } from './connector.ts';

/** The ERP tests' shared setup: a simulator and an app wired to it, closed after each test. */

let sim: Simulator | null = null;

/**
 * Closes `thing` after the current test; things kept later close first (the app before the
 * simulator it talks to).
 */
export function keep<T extends { close(): Promise<unknown> }>(thing: T): T {
  onTestFinished(async () => {
    await thing.close();
  });
  return thing;
}

export function erpConfigFor(
  sim: Simulator,
  auth: 'oauth' | 'basic' = 'oauth',
  overrides: Partial<ErpConfig> = {},
): ErpConfig {
  return {
    url: sim.url,
    companyId: sim.companyId,
    auth:
      auth === 'oauth'
        ? {
            kind: 'oauth',
            tokenUrl: sim.credentials.tokenUrl,
            clientId: sim.credentials.clientId,
            clientSecret: sim.credentials.clientSecret,
            scope: 'api',
          }
        : { kind: 'basic', username: sim.credentials.username, password: sim.credentials.password },
    caFile: sim.caFile,
    serviceOrdersApi: sim.serviceOrdersApi,
    pullIntervalMinutes: 15,
    timeoutMs: 5000,
    pageSize: 5,
    ...overrides,
  };
}

export async function setup(
  simOpts: SimulatorOptions = {},
  auth: 'oauth' | 'basic' = 'oauth',
  erpOverrides: Partial<ErpConfig> = {},
) {
  sim = keep(await startSimulator({ customers: 12, items: 12, ...simOpts }));
  const erp = erpConfigFor(sim, auth, erpOverrides);
  const t = keep(await createTestApp({ erpUrl: sim.url, erp }));
  const sleeps: number[] = [];
  const connector = createBusinessCentralConnector(erp, {
    retries: 2,
    baseDelayMs: 1,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { t, sim, connector, sleeps };
}

/** Rows that came from the simulator (the template database also holds demo devices and customers). */
export async function count(app: TestApp, table: typeof devices | typeof erpCustomers): Promise<number> {
  const kind = table === devices ? 'items' : 'customers';
  const numbers = (sim?.data[kind] ?? []).map((r) => r.number);
  const column = table === devices ? devices.code : erpCustomers.external_id;
  const [row] = await app.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(column, numbers));
  return row.n;
}

export const erpFault = (f: Fault) => f;

/** The kept run counts (migration 0018) hold what counting the runs gives. */
export async function expectKeptRunCounts(app: TestApp) {
  const kept = await app.deps.db.execute<{ kind: string; status: string; runs: number }>(
    sql`SELECT kind, status, runs FROM erp_sync_run_counts WHERE runs <> 0 ORDER BY kind, status`,
  );
  const counted = await app.deps.db.execute<{ kind: string; status: string; runs: number }>(
    sql`SELECT kind, status, count(*)::int AS runs FROM erp_sync_runs GROUP BY kind, status ORDER BY kind, status`,
  );
  const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows);
  expect(rows(kept)).toEqual(rows(counted));
}
