import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { jobs } from '../../core/jobs/tables.ts';
import { devices } from '../devices/tables.ts';
import { erpCustomers } from '../partners/tables.ts';
import { runPull } from './pull.ts';
import { PULL_QUEUE, scheduleTick } from './schedule.ts';
import { count, erpFault, expectKeptRunCounts, setup } from './simulator-fixtures.ts';
import { devicePriceChanges, erpSyncErrors, erpSyncRuns, erpSyncState } from './tables.ts';

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
