import { startSimulator } from '@portal/erp-simulator';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { devices } from '../devices/tables.ts';
import { erpCustomers } from '../partners/tables.ts';
import { createErpHttp, ErpError } from './http.ts';
import { enqueueOutbox } from './outbox.ts';
import { runPull } from './pull.ts';
import { count, erpConfigFor, keep, setup } from './simulator-fixtures.ts';
import { erpOutbox } from './tables.ts';

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

describe('ERP transport resilience against the simulator', () => {
  it('the circuit breaker opens after N failures, fails fast, goes half-open after the cool-down and closes on success', async () => {
    const sim = keep(await startSimulator({ customers: 3, items: 3 }));
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
