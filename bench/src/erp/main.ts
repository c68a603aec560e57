import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { type ErpConfig, loadConfig } from '../../../apps/server/src/config.ts';
import { auditLog } from '../../../apps/server/src/core/audit/tables.ts';
import { type SeedFiles, seedFilesFor } from '../../../apps/server/src/core/seed/runner.ts';
import type { Database } from '../../../apps/server/src/db/client.ts';
import { runPull } from '../../../apps/server/src/modules/erp/pull.ts';
import { erpSyncRuns } from '../../../apps/server/src/modules/erp/tables.ts';
import { allModules } from '../../../apps/server/src/modules/index.ts';
import { prepareDatabase } from '../../../apps/server/src/prepare.ts';
import { numberOption, parseArgs } from '../lib/args.ts';
import { ROOT } from '../lib/paths.ts';
import { benchTarget, describeTarget, openTarget, resetTarget, type Target } from '../lib/target.ts';
import { machine, publish } from '../load/report.ts';

/**
 * A full pull of customers and items from the ERP simulator into an empty database, through the
 * product's own pull (connector, HTTPS, per-page transactions with audit rows), as records per
 * second. The simulator runs in its own process so its CPU is not counted as ours.
 */

const args = parseArgs(process.argv.slice(2));
const scale = numberOption(args, 'scale', process.env.BENCH_SCALE, 1);
const pageSize = numberOption(args, 'page-size', process.env.ERP_PAGE_SIZE, 500);

type Simulator = { url: string; companyId: string; caFile: string; stop: () => void };

/** `npm run erp:simulator` on a free port; its banner carries the variables to point us at it. */
async function startSimulatorProcess(): Promise<Simulator> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      resolve(ROOT, 'tools/erp-simulator/src/main.ts'),
      '--port',
      '0',
      '--scale',
      String(scale),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let banner = '';
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (c: Buffer) => {
      banner += c.toString();
      if (banner.includes('ERP_SERVICE_ORDERS_API=')) done();
    });
    child.on('exit', (code) => fail(new Error(`ERP simulator exited (${code})`)));
  });
  const value = (name: string) => {
    const m = new RegExp(`${name}=(\\S+)`).exec(banner);
    if (!m) throw new Error(`ERP simulator banner lacks ${name}`);
    return m[1];
  };
  return {
    url: value('ERP_URL'),
    companyId: value('ERP_COMPANY_ID'),
    caFile: value('ERP_CA_FILE'),
    stop: () => child.kill('SIGTERM'),
  };
}

/** An empty, migrated and seeded database of its own: never the load benchmark's data. */
async function freshDatabase(
  files: SeedFiles,
): Promise<{ target: Target; database: Database; cleanup: () => void }> {
  const base = benchTarget();
  let target: Target;
  let cleanup = () => {};
  if (base.kind === 'postgres') {
    const url = new URL(base.url);
    url.pathname = `/${base.database}_erp`;
    target = {
      kind: 'postgres',
      url: url.toString(),
      database: `${base.database}_erp`,
      dataDir: base.dataDir,
    };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-erp-'));
    target = { kind: 'pglite', dataDir, dbDir: join(dataDir, 'db') };
    cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  }
  await resetTarget(target);
  const database = await openTarget(target);
  await prepareDatabase(database, allModules, { files });
  return { target, database, cleanup };
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const loadBefore = loadavg()[0];
const started = Date.now();
const sim = await startSimulatorProcess();
const erp: ErpConfig = {
  url: sim.url,
  companyId: sim.companyId,
  auth: {
    kind: 'oauth',
    tokenUrl: `${sim.url}/oauth/token`,
    clientId: 'portal',
    clientSecret: 'portal-secret',
    scope: 'api',
  },
  caFile: sim.caFile,
  serviceOrdersApi: 'portal/service/v1.0',
  pullIntervalMinutes: 15,
  timeoutMs: 30_000,
  pageSize,
};
const dataDir = mkdtempSync(join(tmpdir(), 'bench-erp-app-'));
const config = loadConfig(
  { NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  { dataDir, serveWeb: false, erp, erpUrl: erp.url },
);
const { target, database, cleanup } = await freshDatabase(seedFilesFor(config));
const { deps } = await buildApp({ config, database, logger: false });

const rows: string[] = [];
try {
  for (const kind of ['customers', 'items'] as const) {
    const cpuBefore = cpuMs();
    const t0 = performance.now();
    const result = await runPull(deps, kind, { trigger: 'manual' });
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuMs() - cpuBefore;
    if (!result.started || result.status !== 'success')
      throw new Error(`${kind} pull did not succeed: ${JSON.stringify(result)}`);
    const [run] = await deps.db
      .select()
      .from(erpSyncRuns)
      .where(inArray(erpSyncRuns.id, [result.runId]));
    const records = run.created_count + run.updated_count + run.skipped_count + run.failed_count;
    rows.push(
      `| ${kind} | ${records.toLocaleString('en')} | ${run.pages} | ${seconds.toFixed(2)} | ${Math.round(records / seconds).toLocaleString('en')} | ${(cpu / records).toFixed(2)} | ${run.failed_count} |`,
    );
  }
  const [audits] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.actor_type, 'erp'));
  const body = [
    `Database: ${describeTarget(target)}, empty (migrated and seeded) before the run. Simulator: \`tools/erp-simulator\` in its own process, \`--scale ${scale}\`, HTTPS with OAuth2 client credentials; page size ${pageSize}. Machine: ${machine()}.`,
    '',
    '| pull | records | pages | seconds | records/s | Node CPU ms/record | failed |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `- every record created with its audit row in its page's transaction (${audits.n.toLocaleString('en')} ERP audit rows); items also fetch their units of measure (one extension-page request per 40 items) and record their first price`,
    `- Node CPU is this process only (pull, drizzle${target.kind === 'pglite' ? ', PGlite' : ''}), not the simulator's`,
    `- machine load average (1 min) ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end: the machine is shared with other runs, so absolute figures are low`,
    `- total time ${((Date.now() - started) / 1000).toFixed(1)} s (including migrating the empty database)`,
  ].join('\n');
  publish(`ERP pull, ${target.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, body);
} finally {
  await database.close();
  sim.stop();
  cleanup();
  rmSync(dataDir, { recursive: true, force: true });
}
