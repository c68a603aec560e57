import { type Fault, type Simulator, type SimulatorOptions, startSimulator } from '@portal/erp-simulator';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createPartner, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { ErpConfig } from '../../config.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { jobs } from '../../core/jobs/tables.ts';
import { devices } from '../devices/tables.ts';
import { countries, provinces } from '../dictionaries/tables.ts';
import { erpCustomers } from '../partners/tables.ts';
import { contractors, partners } from '../people/tables.ts';
import { createBusinessCentralConnector } from './connector.ts';
import { createErpHttp, ErpError } from './http.ts';
import { enqueueOutbox } from './outbox.ts';
import { runPull } from './pull.ts';
import { PULL_QUEUE, scheduleTick } from './schedule.ts';
import { devicePriceChanges, erpOutbox, erpSyncErrors, erpSyncRuns, erpSyncState } from './tables.ts';

let sim: Simulator | null = null;
let t: TestApp | null = null;

afterEach(async () => {
  await t?.close();
  await sim?.close();
  t = null;
  sim = null;
});

function erpConfigFor(
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

async function setup(
  simOpts: SimulatorOptions = {},
  auth: 'oauth' | 'basic' = 'oauth',
  erpOverrides: Partial<ErpConfig> = {},
) {
  sim = await startSimulator({ customers: 12, items: 12, ...simOpts });
  const erp = erpConfigFor(sim, auth, erpOverrides);
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

/** The kept run counts (migration 0018) hold what counting the runs gives. */
async function expectKeptRunCounts(app: TestApp) {
  const kept = await app.deps.db.execute<{ kind: string; status: string; runs: number }>(
    sql`SELECT kind, status, runs FROM erp_sync_run_counts WHERE runs <> 0 ORDER BY kind, status`,
  );
  const counted = await app.deps.db.execute<{ kind: string; status: string; runs: number }>(
    sql`SELECT kind, status, count(*)::int AS runs FROM erp_sync_runs GROUP BY kind, status ORDER BY kind, status`,
  );
  const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows);
  expect(rows(kept)).toEqual(rows(counted));
}

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
    const calls = sim.requests.slice(before).filter((r) => r.path.includes('/items'));
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

  it('a record the ERP sends again unchanged is not written: no audit row, no new updated_at; a changed one is stamped by the clock', async () => {
    const { t, sim, connector } = await setup();
    await runPull(t.deps, 'items', { trigger: 'manual', connector });
    await runPull(t.deps, 'customers', { trigger: 'manual', connector });
    const [same, edited] = sim.data.items;
    const [sameCustomer, editedCustomer] = sim.data.customers;
    const deviceOf = async (code: string) =>
      (await t.deps.db.select().from(devices).where(eq(devices.code, code)))[0];
    const customerOf = async (number: string) =>
      (await t.deps.db.select().from(erpCustomers).where(eq(erpCustomers.external_id, number)))[0];
    const updatesOf = (recordType: string, id: number) =>
      t.deps.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.record_type, recordType),
            eq(auditLog.record_id, String(id)),
            eq(auditLog.action, 'update'),
          ),
        );
    const before = {
      device: await deviceOf(same.number),
      customer: await customerOf(sameCustomer.number),
    };
    // Touched in the ERP (a new modification time) with the same data, and really changed.
    sim.update('items', same.number, {});
    sim.update('items', edited.number, { displayName: 'Kocioł po zmianie w ERP' });
    sim.update('customers', sameCustomer.number, {});
    sim.update('customers', editedCustomer.number, { displayName: 'Firma po zmianie w ERP' });
    t.clock.advance(3_600_000);

    await runPull(t.deps, 'items', { trigger: 'schedule', connector });
    await runPull(t.deps, 'customers', { trigger: 'schedule', connector });
    const runs = await t.deps.db.select().from(erpSyncRuns).where(eq(erpSyncRuns.trigger, 'schedule'));
    for (const run of runs)
      expect(run).toMatchObject({ created_count: 0, updated_count: 1, skipped_count: 1 });

    expect(await deviceOf(same.number)).toEqual(before.device);
    expect(await updatesOf('device', before.device.id)).toEqual([]);
    expect(await customerOf(sameCustomer.number)).toEqual(before.customer);
    expect(await updatesOf('erp_customer', before.customer.id)).toEqual([]);

    const device = await deviceOf(edited.number);
    expect(device).toMatchObject({ name: 'Kocioł po zmianie w ERP', updated_at: t.clock.now() });
    expect(await updatesOf('device', device.id)).toHaveLength(1);
    const customer = await customerOf(editedCustomer.number);
    expect(customer).toMatchObject({
      name: 'Firma po zmianie w ERP',
      updated_at: t.clock.now(),
      synced_at: t.clock.now(),
    });
    expect(await updatesOf('erp_customer', customer.id)).toHaveLength(1);
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
    expect(runs[0].error_message).toContain('kod odpowiedzi 500');
    await expectKeptRunCounts(t);
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
    const res = await t.call('synchronization.synchronizations.show', {
      params: { id: result.runId },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.model.status).toBe('failed');
    expect(res.body.model.errors[0].message).toContain('nieoczekiwanym formacie');
    await expectKeptRunCounts(t);
  });

  it('a record the ERP holds with invalid data is a per-record error in Polish; the rest of the page applies', async () => {
    // One page: the simulator cannot order a timestamp that is no date.
    const { t, sim, connector } = await setup({}, 'oauth', { pageSize: 50 });
    sim.update('customers', 'K10004', { displayName: '' });
    // A timestamp that is no date fails its record and never becomes the resume point.
    (sim.data.customers[7] as Record<string, unknown>).lastModifiedDateTime = 'wczoraj';
    const result = await runPull(t.deps, 'customers', { trigger: 'manual', connector });
    expect(result).toMatchObject({ status: 'partial' });
    const errors = await t.deps.db.select().from(erpSyncErrors).orderBy(erpSyncErrors.id);
    expect(errors.map((e) => [e.record_key, e.message]).sort()).toEqual([
      ['K10004', 'Niepoprawne dane z ERP: displayName: wartość wymagana'],
      ['K10007', 'Niepoprawne dane z ERP: lastModifiedDateTime: to nie jest data'],
    ]);
    expect(await count(t, erpCustomers)).toBe(10);
    const [state] = await t.deps.db.select().from(erpSyncState).where(eq(erpSyncState.kind, 'customers'));
    expect(Number.isNaN(Date.parse(state.resume_modified_at ?? ''))).toBe(false);
  });

  it('two concurrent ticks start one run of a kind', async () => {
    const { t, connector } = await setup();
    const results = await Promise.all([
      runPull(t.deps, 'items', { trigger: 'schedule', connector }),
      runPull(t.deps, 'items', { trigger: 'schedule', connector }),
    ]);
    expect(results.filter((r) => r.started)).toHaveLength(1);
    expect(results.filter((r) => !r.started)).toEqual([{ started: false, reason: 'busy' }]);
    await expectKeptRunCounts(t);
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
    const resend = await t.call('synchronization.outbox.resend', { params: { id }, token });
    expect(resend.status).toBe(409);
    const list = await t.call('synchronization.outbox.index', { query: { status: 'sent' }, token });
    expect(list.body.results).toHaveLength(1);
    expect(list.body.erp.configured).toBe(true);
  });
});

describe('synchronizations routes', () => {
  it('without ERP configuration the screen says so and pull answers 409 with a Polish message', async () => {
    t = await createTestApp();
    const { token } = await createUser(t, { role: 'admin' });
    const list = await t.call('synchronization.synchronizations.index', { token });
    expect(list.status).toBe(200);
    expect(list.body.erp.configured).toBe(false);
    const pull = await t.call('synchronization.synchronizations.pull', {
      token,
      body: { kind: 'items' },
    });
    expect(pull.status).toBe(409);
    expect(pull.body.message).toMatch(/nie jest skonfigurowane/);
    const docs = await createUser(t, { role: 'moderator-docs' });
    const denied = await t.call('synchronization.synchronizations.pull', {
      token: docs.token,
      body: { kind: 'items' },
    });
    expect(denied.status).toBe(403);
  });

  it('pull now queues one job per kind and the queue runs it', async () => {
    const { t } = await setup({}, 'basic');
    const { token } = await createUser(t, { role: 'admin' });
    const bad = await t.call('synchronization.synchronizations.pull', {
      token,
      body: { kind: 'prices' },
    });
    expect(bad.status).toBe(422);
    const ok = await t.call('synchronization.synchronizations.pull', {
      token,
      body: { kind: 'customers' },
    });
    expect(ok.status).toBe(202);
    const again = await t.call('synchronization.synchronizations.pull', {
      token,
      body: { kind: 'customers' },
    });
    expect(again.status).toBe(409);
    await t.deps.jobs.runDue();
    expect(await count(t, erpCustomers)).toBe(12);
    const list = await t.call('synchronization.synchronizations.index', {
      query: { kind: 'customers' },
      token,
    });
    expect(list.body.results[0]).toMatchObject({
      kind: 'customers',
      status: 'success',
      created_count: 12,
      trigger: 'manual',
    });
    expect(
      list.body.erp.kinds.find((k: { kind: string }) => k.kind === 'customers').last_synchronized_at,
    ).not.toBeNull();
    expect(list.body.pagination.total).toBe(1);
    await expectKeptRunCounts(t);
  });
});

describe('the ERP state beside the runs', () => {
  it("says where each kind resumes and which runs now, a running kind's state or none", async () => {
    const app = await createTestApp();
    t = app;
    const { token } = await createUser(app, { role: 'admin' });
    const asked = async () =>
      (await app.call('synchronization.synchronizations.index', { token })).body.erp.kinds;
    expect(await asked()).toEqual([
      {
        kind: 'customers',
        last_synchronized_at: null,
        resume_modified_at: null,
        resume_number: null,
        running: false,
      },
      {
        kind: 'items',
        last_synchronized_at: null,
        resume_modified_at: null,
        resume_number: null,
        running: false,
      },
    ]);
    const synchronized = new Date('2026-11-30T06:15:02.345Z');
    await app.deps.db.insert(erpSyncState).values({
      kind: 'customers',
      last_synchronized_at: synchronized,
      resume_modified_at: '2026-11-30T06:14:59.1234567Z',
      resume_number: 'K10042',
    });
    // The first pull of a kind runs before its first page leaves a state behind.
    const now = new Date();
    await app.deps.db
      .insert(erpSyncRuns)
      .values({ kind: 'items', trigger: 'manual', started_at: now, heartbeat_at: now });
    expect(await asked()).toEqual([
      {
        kind: 'customers',
        last_synchronized_at: '2026-11-30T06:15:02.345Z',
        resume_modified_at: '2026-11-30T06:14:59.1234567Z',
        resume_number: 'K10042',
        running: false,
      },
      {
        kind: 'items',
        last_synchronized_at: null,
        resume_modified_at: null,
        resume_number: null,
        running: true,
      },
    ]);
    await app.deps.db
      .insert(erpSyncRuns)
      .values({ kind: 'customers', trigger: 'schedule', started_at: now, heartbeat_at: now });
    await app.deps.db
      .update(erpSyncRuns)
      .set({ status: 'success', finished_at: now })
      .where(eq(erpSyncRuns.kind, 'items'));
    expect((await asked()).map((k: { running: boolean }) => k.running)).toEqual([true, false]);
  });
});

describe('ERP-owned data of linked partners and devices', () => {
  it('a customers pull refreshes the name, NIP and address of linked partners in the page transaction, audited', async () => {
    const { t, sim, connector } = await setup();
    const db = t.deps.db;
    const linked = await createPartner(db);
    await db.update(partners).set({ external_id: 'K10003' }).where(eq(partners.id, linked.partner.id));
    const branch = await createPartner(db);
    await db.update(partners).set({ external_id: 'K10009' }).where(eq(partners.id, branch.partner.id));
    // Another company already holds the NIP the ERP gives K10005: that record fails, the rest applies.
    const clash = await createPartner(db);
    await db.update(partners).set({ external_id: 'K10005' }).where(eq(partners.id, clash.partner.id));
    const holder = await createPartner(db);
    const erpNip = sim.data.customers[5].taxRegistrationNumber as string;
    await db.update(contractors).set({ nip_number: erpNip }).where(eq(contractors.id, holder.contractor.id));

    const result = await runPull(t.deps, 'customers', { trigger: 'manual', connector });
    expect(result).toMatchObject({ started: true, status: 'partial' });

    const source = sim.data.customers[3];
    const [customer] = await db.select().from(erpCustomers).where(eq(erpCustomers.external_id, 'K10003'));
    expect(customer).toMatchObject({
      name: source.displayName,
      address_street: source.addressLine1,
      address_postcode: source.postalCode,
      address_city: source.city,
      address_state: source.state,
      address_country: 'PL',
    });
    const [company] = await db.select().from(contractors).where(eq(contractors.id, linked.contractor.id));
    const [province] = await db
      .select()
      .from(provinces)
      .where(eq(provinces.name, source.state as string));
    const [pl] = await db.select().from(countries).where(eq(countries.code, 'PL'));
    expect(company).toMatchObject({
      name: source.displayName,
      nip_number: source.taxRegistrationNumber,
      address_street: source.addressLine1,
      address_postcode: source.postalCode,
      address_city: source.city,
      address_province_id: province.id,
      address_country_id: pl.id,
    });
    const [branchPartner] = await db.select().from(partners).where(eq(partners.id, branch.partner.id));
    expect(branchPartner.bill_to_customer_id).toBe('K10008');

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'contractor'), eq(auditLog.actor_type, 'erp')));
    expect(audits.map((a) => a.record_id).sort()).toEqual(
      [String(linked.contractor.id), String(branch.contractor.id)].sort(),
    );

    const errors = await db.select().from(erpSyncErrors);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ record_key: 'K10005' });
    expect(errors[0].message).toContain(`NIP ${erpNip}`);
    const [untouched] = await db.select().from(contractors).where(eq(contractors.id, clash.contractor.id));
    expect(untouched.name).toBe(clash.contractor.name);

    // A later change in the ERP reaches the partner on the next incremental pull.
    sim.update('customers', 'K10003', {
      addressLine1: 'ul. Nowa 7',
      addressLine2: 'lok. 2',
      postalCode: '31-100',
    });
    expect(await runPull(t.deps, 'customers', { trigger: 'manual', connector })).toMatchObject({
      status: 'success',
    });
    const [moved] = await db.select().from(contractors).where(eq(contractors.id, linked.contractor.id));
    expect(moved).toMatchObject({ address_street: 'ul. Nowa 7 lok. 2', address_postcode: '31-100' });
  });

  it("maps the quantity of an item's sales unit of measure to the device factor", async () => {
    const { t, sim, connector } = await setup();
    await runPull(t.deps, 'items', { trigger: 'manual', connector });
    // Item 3 is an air conditioner sold as a set of two units; item 0 is sold by the piece.
    const [set, piece] = [sim.data.items[3].number, sim.data.items[0].number];
    const factorOf = async (code: string) =>
      (await t.deps.db.select().from(devices).where(eq(devices.code, code)))[0].factor;
    expect(Number(await factorOf(set))).toBe(2);
    expect(Number(await factorOf(piece))).toBe(1);
    expect(
      sim.requests.some((r) =>
        decodeURIComponent(r.path).includes(`itemUnitsOfMeasure?$filter=itemNumber eq '`),
      ),
    ).toBe(true);

    const unit = sim.data.itemUnitsOfMeasure.find((u) => u.itemNumber === set && u.salesUnitOfMeasure);
    if (!unit) throw new Error('fixture without a sales unit');
    unit.qtyPerUnitOfMeasure = 3;
    sim.update('items', set, {});
    const result = await runPull(t.deps, 'items', { trigger: 'manual', connector });
    expect(result).toMatchObject({ status: 'success' });
    expect(Number(await factorOf(set))).toBe(3);
    const [run] = await t.deps.db
      .select()
      .from(erpSyncRuns)
      .where(eq(erpSyncRuns.id, result.started ? result.runId : 0));
    expect(run).toMatchObject({ updated_count: 1, created_count: 0 });
  });
});

describe('ERP transport resilience against the simulator', () => {
  it('the circuit breaker opens after N failures, fails fast, goes half-open after the cool-down and closes on success', async () => {
    sim = await startSimulator({ customers: 3, items: 3 });
    let clock = 1_000_000;
    const client = createErpHttp(erpConfigFor(sim, 'basic'), {
      retries: 0,
      breakerThreshold: 3,
      breakerCooldownMs: 60_000,
      now: () => clock,
      sleep: async () => {},
    });
    const url = `${sim.url}/api/v2.0/companies(${sim.companyId})/items`;
    sim.inject({ kind: '500', path: 'items', times: 4 });
    for (let i = 0; i < 3; i++) {
      expect(client.circuit()).toBe('closed');
      await expect(client.request('GET', url)).rejects.toMatchObject({ kind: 'http', status: 500 });
    }
    expect(client.circuit()).toBe('open');

    const before = sim.requests.length;
    const fast = await client.request('GET', url).catch((e: unknown) => e);
    expect(fast).toBeInstanceOf(ErpError);
    expect(fast).toMatchObject({ kind: 'circuit' });
    expect(sim.requests.length).toBe(before);

    clock += 60_000;
    expect(client.circuit()).toBe('half-open');
    // The trial request fails: open again at once, without waiting for another N failures.
    await expect(client.request('GET', url)).rejects.toMatchObject({ status: 500 });
    expect(client.circuit()).toBe('open');

    clock += 60_000;
    expect(client.circuit()).toBe('half-open');
    const page = (await client.request('GET', url)) as { value: unknown[] };
    expect(page.value).toHaveLength(3);
    expect(client.circuit()).toBe('closed');
    client.close();
  });

  it('logs in again with client credentials when the ERP answers 401 to an expired token', async () => {
    const { t, sim, connector } = await setup({ tokenTtlSeconds: 3600 });
    expect(await runPull(t.deps, 'customers', { trigger: 'manual', connector })).toMatchObject({
      status: 'success',
    });
    const tokensBefore = sim.requests.filter((r) => r.path.includes('/oauth/token')).length;
    expect(tokensBefore).toBe(1);
    sim.expireTokens();
    sim.update('customers', 'K10002', { displayName: 'Instal-Serwis Nowa Nazwa' });
    expect(await runPull(t.deps, 'customers', { trigger: 'manual', connector })).toMatchObject({
      status: 'success',
    });
    expect(sim.requests.filter((r) => r.path.includes('/oauth/token'))).toHaveLength(2);
    expect(sim.requests.filter((r) => r.status === 401)).toHaveLength(1);
    const [row] = await t.deps.db.select().from(erpCustomers).where(eq(erpCustomers.external_id, 'K10002'));
    expect(row.name).toBe('Instal-Serwis Nowa Nazwa');
  });

  it('retries a dropped connection with backoff and finishes the pull', async () => {
    const { t, sim, connector, sleeps } = await setup();
    sim.inject({ kind: 'drop', path: 'items', after: 1 });
    expect(await runPull(t.deps, 'items', { trigger: 'manual', connector })).toMatchObject({
      status: 'success',
    });
    expect(sim.requests.filter((r) => r.status === 'dropped')).toHaveLength(1);
    expect(sleeps).toEqual([1]);
    expect(await count(t, devices)).toBe(12);
  });

  it('a response slower than the timeout is abandoned and retried', async () => {
    const { t, sim, connector, sleeps } = await setup({}, 'basic', { timeoutMs: 300 });
    sim.inject({ kind: 'latency', path: 'items', ms: 1500 });
    const started = Date.now();
    expect(await runPull(t.deps, 'items', { trigger: 'manual', connector })).toMatchObject({
      status: 'success',
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(sleeps).toEqual([1]);
    expect(await count(t, devices)).toBe(12);
  });
});
