import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '@portal/erp-simulator';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { databaseUrl } from '../../../test/pg-admin.ts';
import { buildApp } from '../../app.ts';
import { type ErpConfig, loadConfig } from '../../config.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { manualClock } from '../../core/clock.ts';
import { type Database, openPglite, wrapPglite } from '../../db/client.ts';
import { devices } from '../devices/tables.ts';
import { runPull, STALE_RUN_MS } from './pull.ts';
import { devicePriceChanges, erpSyncRuns, erpSyncState } from './tables.ts';

const ITEMS = 240;
const PAGE = 40;
const CHILD = join(import.meta.dirname, 'testing/pull-child.ts');

let sim: Simulator | null = null;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  await sim?.close();
  sim = null;
});

/** A database the child process can open: a PGlite data directory or a PostgreSQL database. */
async function childDatabase(): Promise<{ env: Record<string, string>; reopen: () => Promise<Database> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    // The server survives the child; closing this handle drops the copy.
    const db = await openTestDatabase();
    const dataDir = mkdtempSync(join(inject('testTmpDir'), 'crash-'));
    return {
      env: { PULL_DATA_DIR: dataDir, PULL_DATABASE_URL: databaseUrl(pgUrl, db.name) },
      reopen: async () => db,
    };
  }
  const dataDir = mkdtempSync(join(inject('testTmpDir'), 'crash-'));
  const template = await openPglite(join(dataDir, 'db'), new Blob([readFileSync(inject('pgliteTemplate'))]));
  await template.close();
  return {
    env: { PULL_DATA_DIR: dataDir },
    reopen: async () => wrapPglite(await openPglite(join(dataDir, 'db'))),
  };
}

/** Items in the order the ERP pages them: (lastModifiedDateTime, number). */
function pagedOrder(s: Simulator): string[] {
  return [...s.data.items]
    .sort((a, b) => {
      const d = Date.parse(a.lastModifiedDateTime) - Date.parse(b.lastModifiedDateTime);
      return d || (a.number < b.number ? -1 : a.number > b.number ? 1 : 0);
    })
    .map((i) => i.number);
}

describe('kill -9 of the server mid-pull', () => {
  it('leaves every page fully applied with its audit rows and resume point or not at all; a resumed run completes without duplicates', async () => {
    sim = await startSimulator({ customers: 1, items: ITEMS });
    // Slow item pages keep the run going long enough to be killed in the middle of it.
    sim.inject({ kind: 'latency', path: 'items', ms: 150, times: 1000 });
    const erp: ErpConfig = {
      url: sim.url,
      companyId: sim.companyId,
      auth: { kind: 'basic', username: sim.credentials.username, password: sim.credentials.password },
      caFile: sim.caFile,
      serviceOrdersApi: sim.serviceOrdersApi,
      pullIntervalMinutes: 15,
      timeoutMs: 10_000,
      pageSize: PAGE,
    };
    const database = await childDatabase();
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: join(import.meta.dirname, '../../..'),
      env: { ...process.env, ...database.env, PULL_ERP: JSON.stringify(erp) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ?? code)),
    );

    // Units of measure are fetched right before a page's transaction: kill shortly after the
    // third page's arrive, while that page is being written.
    const unitsServed = () => sim?.requests.filter((r) => r.path.includes('itemUnitsOfMeasure')).length ?? 0;
    const deadline = Date.now() + 60_000;
    while (unitsServed() < 3) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`child did not pull:\n${output}`);
      await new Promise((r) => setTimeout(r, 2));
    }
    await new Promise((r) => setTimeout(r, 30));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(output).not.toContain('"status"');
    const fetchedPages = unitsServed();

    const reopened = await database.reopen();
    const clock = manualClock(new Date());
    const dataDir = mkdtempSync(join(inject('testTmpDir'), 'crash-app-'));
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      { dataDir, serveWeb: false, erp, erpUrl: erp.url },
    );
    const app = await buildApp({ config, database: reopened, clock, logger: false });
    cleanups.push(async () => {
      await app.app.close();
      await reopened.close();
    });
    const db = app.deps.db;
    const order = pagedOrder(sim);

    const [crashed] = await db.select().from(erpSyncRuns).where(eq(erpSyncRuns.kind, 'items'));
    expect(crashed.status).toBe('running');
    const pages = crashed.pages;
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(fetchedPages);
    expect(pages).toBeLessThan(ITEMS / PAGE);
    const applied = order.slice(0, pages * PAGE);

    const rows = await db.select().from(devices).where(inArray(devices.code, order));
    expect(rows.map((d) => d.code).sort()).toEqual([...applied].sort());
    const [state] = await db.select().from(erpSyncState).where(eq(erpSyncState.kind, 'items'));
    expect(state.resume_number).toBe(applied.at(-1));
    expect(crashed.created_count).toBe(applied.length);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'device'), eq(auditLog.actor_type, 'erp')));
    expect(audits.map((a) => a.record_id).sort()).toEqual(rows.map((d) => String(d.id)).sort());
    const prices = await db.select().from(devicePriceChanges);
    expect(prices).toHaveLength(applied.length);

    // The dead run's heartbeat goes stale; the next run takes over from the resume point.
    clock.advance(STALE_RUN_MS + 60_000);
    sim.clearFaults();
    const resumed = await runPull(app.deps, 'items', { trigger: 'manual' });
    expect(resumed).toMatchObject({ started: true, status: 'success' });
    const runs = await db.select().from(erpSyncRuns).orderBy(erpSyncRuns.id);
    expect(runs.map((r) => [r.status, r.created_count, r.updated_count])).toEqual([
      ['failed', applied.length, 0],
      ['success', ITEMS - applied.length, 0],
    ]);
    const all = await db.select().from(devices).where(inArray(devices.code, order));
    expect(all).toHaveLength(ITEMS);
    const allAudits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'device'), eq(auditLog.actor_type, 'erp')));
    expect(allAudits.filter((a) => a.action === 'create')).toHaveLength(ITEMS);
    expect(new Set(allAudits.map((a) => a.record_id)).size).toBe(ITEMS);
    expect(await db.select().from(devicePriceChanges)).toHaveLength(ITEMS);
  }, 120_000);
});
