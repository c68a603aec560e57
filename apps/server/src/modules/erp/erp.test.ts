import { type Fault, type Simulator, type SimulatorOptions, startSimulator } from '@portal/erp-simulator';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { ErpConfig } from '../../config.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { jobs } from '../../core/jobs/tables.ts';
import { devices } from '../devices/tables.ts';
import { erpCustomers } from '../partners/tables.ts';
import { createBusinessCentralConnector } from './connector.ts';
import { enqueueOutbox } from './outbox.ts';
import { runPull } from './pull.ts';
import { PULL_QUEUE, scheduleTick } from './schedule.ts';
import { devicePriceChanges, erpOutbox, erpSyncRuns } from './tables.ts';

let sim: Simulator | null = null;
let t: TestApp | null = null;

afterEach(async () => {
  await t?.close();
  await sim?.close();
  t = null;
  sim = null;
});

async function setup(simOpts: SimulatorOptions = {}, auth: 'oauth' | 'basic' = 'oauth') {
  sim = await startSimulator({ customers: 12, items: 12, ...simOpts });
  const erp: ErpConfig = {
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
  };
  t = await createTestApp({ erpUrl: sim.url, erp });
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
async function count(app: TestApp, table: typeof devices | typeof erpCustomers): Promise<number> {
  const kind = table === devices ? 'items' : 'customers';
  const numbers = (sim?.data[kind] ?? []).map((r) => r.number);
  const column = table === devices ? devices.code : erpCustomers.external_id;
  const [row] = await app.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(column, numbers));
  return row.n;
}

const erpFault = (f: Fault) => f;

describe('ERP pulls from the simulator over HTTPS', () => {
  it('a full pull creates devices and ERP customers page by page, audited as the ERP', async () => {
    const { t, sim, connector } = await setup();
    sim.update('items', sim.data.items[3].number, { blocked: true });
    const items = await runPull(t.deps, 'items', { trigger: 'manual', connector });
    const customers = await runPull(t.deps, 'customers', { trigger: 'manual', connector });
    expect(items).toMatchObject({ started: true, status: 'success' });
    expect(customers).toMatchObject({ started: true, status: 'success' });

    const codes = new Set(sim.data.items.map((i) => i.number));
    const rows = (await t.deps.db.select().from(devices)).filter((d) => codes.has(d.code));
    expect(rows).toHaveLength(12);
    expect(rows.every((d) => d.erp_managed)).toBe(true);
    const first = rows.find((d) => d.code === sim.data.items[0].number);
    expect(first?.sales_price).toBe(Math.round((sim.data.items[0].unitPrice as number) * 100));
    expect(first?.name2).toBe('monoblok');
    expect(rows.find((d) => d.code === sim.data.items[3].number)?.blocked).toBe(true);

    const cust = await t.deps.db
      .select()
      .from(erpCustomers)
      .where(
        inArray(
          erpCustomers.external_id,
          sim.data.customers.map((c) => c.number),
        ),
      );
    expect(cust).toHaveLength(12);
    expect(cust.every((c) => c.nip_number && /^\d{10}$/.test(c.nip_number))).toBe(true);
    expect(cust.find((c) => c.external_id === 'K10009')?.bill_to_customer_id).toBe('K10008');

    const [run] = await t.deps.db.select().from(erpSyncRuns).where(eq(erpSyncRuns.kind, 'items'));
    // 12 records at 5 a page: three pages through @odata.nextLink.
    expect(run).toMatchObject({ status: 'success', created_count: 12, updated_count: 0, pages: 3 });
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.record_type, 'device'),
          eq(auditLog.actor_type, 'erp'),
          eq(auditLog.action, 'create'),
        ),
      );
    expect(audits).toHaveLength(12);
    expect(sim.requests.some((r) => r.path.includes('skiptoken'))).toBe(true);
  });

  it('an incremental pull fetches only the changes and records a price change', async () => {
    const { t, sim, connector } = await setup({}, 'basic');
    await runPull(t.deps, 'items', { trigger: 'manual', connector });
    const changed = sim.update('items', sim.data.items[5].number, { unitPrice: 19999.99 });
    const before = sim.requests.length;
    const result = await runPull(t.deps, 'items', { trigger: 'schedule', connector });
    expect(result).toMatchObject({ status: 'success' });
    const [run] = await t.deps.db.select().from(erpSyncRuns).where(eq(erpSyncRuns.trigger, 'schedule'));
    expect(run).toMatchObject({ created_count: 0, updated_count: 1, skipped_count: 0, pages: 1 });
    const calls = sim.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(decodeURIComponent(calls[0].path)).toContain('lastModifiedDateTime ge');
    const [device] = await t.deps.db.select().from(devices).where(eq(devices.code, changed.number));
    expect(device.sales_price).toBe(1_999_999);
    const changes = await t.deps.db
      .select()
      .from(devicePriceChanges)
      .where(eq(devicePriceChanges.device_id, device.id));
    expect(changes.map((c) => c.new_price)).toEqual([expect.any(Number), 1_999_999]);
    expect(changes[1].changed_at).toEqual(t.clock.now());
  });

  it('a 500 mid-pull keeps the applied pages, marks the run partial, and the next run finishes without duplicates', async () => {
    const { t, sim, connector } = await setup();
    sim.inject(erpFault({ kind: '500', path: 'items', after: 1, times: 3 }));
    const first = await runPull(t.deps, 'items', { trigger: 'manual', connector });
    expect(first).toMatchObject({ status: 'partial' });
    expect(await count(t, devices)).toBe(5);
    const second = await runPull(t.deps, 'items', { trigger: 'manual', connector });
    expect(second).toMatchObject({ status: 'success' });
    expect(await count(t, devices)).toBe(12);
    const runs = await t.deps.db.select().from(erpSyncRuns).orderBy(erpSyncRuns.id);
    expect(runs.map((r) => [r.status, r.created_count, r.updated_count])).toEqual([
      ['partial', 5, 0],
      ['success', 7, 0],
    ]);
    expect(runs[0].error_message).toContain('HTTP 500');
  });

  it('honours Retry-After on 429', async () => {
    const { t, sim, connector, sleeps } = await setup();
    sim.inject({ kind: '429', path: 'items', retryAfter: 7 });
    expect(await runPull(t.deps, 'items', { trigger: 'manual', connector })).toMatchObject({
      status: 'success',
    });
    expect(sleeps).toEqual([7000]);
    expect(await count(t, devices)).toBe(12);
  });

  it('records malformed JSON as a failed run, shown with its error on the screen', async () => {
    const { t, sim, connector } = await setup();
    sim.inject({ kind: 'malformed', path: 'items' });
    const result = await runPull(t.deps, 'items', { trigger: 'manual', connector });
    expect(result).toMatchObject({ started: true, status: 'failed' });
    if (!result.started) throw new Error('not started');
    const { token } = await createUser(t, { role: 'admin' });
    const res = await t.request('GET', `/api/synchronization/synchronizations/${result.runId}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.model.status).toBe('failed');
    expect(res.body.model.errors[0].message).toContain('niepoprawny JSON');
  });

  it('two concurrent ticks start one run of a kind', async () => {
    const { t, connector } = await setup();
    const results = await Promise.all([
      runPull(t.deps, 'items', { trigger: 'schedule', connector }),
      runPull(t.deps, 'items', { trigger: 'schedule', connector }),
    ]);
    expect(results.filter((r) => r.started)).toHaveLength(1);
    expect(results.filter((r) => !r.started)).toEqual([{ started: false, reason: 'busy' }]);
    await Promise.all([scheduleTick(t.deps), scheduleTick(t.deps)]);
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.queue, PULL_QUEUE));
    expect(queued.map((j) => (j.payload as { kind: string }).kind).sort()).toEqual(['customers', 'items']);
  });
});

describe('ERP outbox', () => {
  const order = {
    orderType: 'warranty' as const,
    orderDate: '2026-02-01',
    customerNumber: 'K10001',
    description: 'Pompa ciepła nie uruchamia się, błąd E05',
    contactName: 'Jan Kowalski',
    contactPhone: '+48 600 100 200',
    serviceAddressLine1: 'ul. Słoneczna 5',
    serviceCity: 'Łódź',
    servicePostCode: '90-001',
    lines: [],
  };

  it('a push whose response is lost after the ERP stored the document does not create a second one', async () => {
    const { t, sim } = await setup();
    sim.inject({ kind: 'lost-response', path: 'serviceOrders', method: 'POST' });
    const id = await t.deps.db.transaction((tx) =>
      enqueueOutbox(t.deps, tx, {
        documentType: 'service-order',
        ourNumber: 'GW/2026/0001',
        payload: { ...order, externalDocumentNumber: '' },
      }),
    );
    await t.deps.jobs.runDue();
    const [failed] = await t.deps.db.select().from(erpOutbox).where(eq(erpOutbox.id, id));
    expect(failed.status).toBe('failed');
    expect(sim.data.serviceOrders).toHaveLength(1);

    t.clock.advance(60_000);
    await t.deps.jobs.runDue();
    const [sent] = await t.deps.db.select().from(erpOutbox).where(eq(erpOutbox.id, id));
    expect(sent).toMatchObject({
      status: 'sent',
      adopted: true,
      erp_document_number: sim.data.serviceOrders[0].number,
    });
    expect(sim.data.serviceOrders).toHaveLength(1);
    expect(sim.data.serviceOrders[0].externalDocumentNumber).toBe('GW/2026/0001');

    const { token } = await createUser(t, { role: 'admin' });
    const resend = await t.request('POST', `/api/synchronization/outbox/${id}/resend`, { token });
    expect(resend.status).toBe(409);
    const list = await t.request('GET', '/api/synchronization/outbox?status=sent', { token });
    expect(list.body.results).toHaveLength(1);
    expect(list.body.erp.configured).toBe(true);
  });
});

describe('synchronizations routes', () => {
  it('without ERP configuration the screen says so and pull answers 409 with a Polish message', async () => {
    t = await createTestApp();
    const { token } = await createUser(t, { role: 'admin' });
    const list = await t.request('GET', '/api/synchronization/synchronizations', { token });
    expect(list.status).toBe(200);
    expect(list.body.erp.configured).toBe(false);
    const pull = await t.request('POST', '/api/synchronization/synchronizations/pull', {
      token,
      body: { kind: 'items' },
    });
    expect(pull.status).toBe(409);
    expect(pull.body.message).toMatch(/nie jest skonfigurowane/);
    const docs = await createUser(t, { role: 'moderator-docs' });
    const denied = await t.request('POST', '/api/synchronization/synchronizations/pull', {
      token: docs.token,
      body: { kind: 'items' },
    });
    expect(denied.status).toBe(403);
  });

  it('pull now queues one job per kind and the queue runs it', async () => {
    const { t } = await setup({}, 'basic');
    const { token } = await createUser(t, { role: 'admin' });
    const bad = await t.request('POST', '/api/synchronization/synchronizations/pull', {
      token,
      body: { kind: 'prices' },
    });
    expect(bad.status).toBe(422);
    const ok = await t.request('POST', '/api/synchronization/synchronizations/pull', {
      token,
      body: { kind: 'customers' },
    });
    expect(ok.status).toBe(202);
    const again = await t.request('POST', '/api/synchronization/synchronizations/pull', {
      token,
      body: { kind: 'customers' },
    });
    expect(again.status).toBe(409);
    await t.deps.jobs.runDue();
    expect(await count(t, erpCustomers)).toBe(12);
    const list = await t.request('GET', '/api/synchronization/synchronizations?kind=customers', { token });
    expect(list.body.results[0]).toMatchObject({
      kind: 'customers',
      status: 'success',
      created_count: 12,
      trigger: 'manual',
    });
    expect(
      list.body.erp.kinds.find((k: { kind: string }) => k.kind === 'customers').last_synchronized_at,
    ).not.toBeNull();
  });
});
