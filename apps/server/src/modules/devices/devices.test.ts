import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { producers } from '../producers/tables.ts';
import { devices } from './tables.ts';
import { makeDevice, makeGroup, runTag } from './test-fixtures.ts';

let t: TestApp;
let token: string;
const P = runTag('D');
let heatPumps: { id: number };
let airCon: { id: number };
let producerId: number;
let tagId: number;

const list = async (q: string) => {
  const res = await t.request('GET', `/api/device/devices?search=${encodeURIComponent(P)}&${q}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    results: { id: number; code: string; name: string; tags: { id: number }[] }[];
    pagination: Record<string, unknown>;
  };
};

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'admin' })).token;
  const root = await makeGroup(t, token, { code: `${P}-root`, name: 'Urządzenia grzewcze' });
  heatPumps = await makeGroup(t, token, { code: `${P}-hp`, name: 'Pompy ciepła', parent_id: root.id });
  airCon = await makeGroup(t, token, { code: `${P}-ac`, name: 'Klimatyzatory' });
  [{ id: producerId }] = await t.deps.db
    .insert(producers)
    .values({ name: `Producent ${P}` })
    .returning();
  const tag = await t.call('device.tags.store', {
    token,
    body: { name: { pl: 'Nowość' }, color: '#FF8800' },
  });
  expect(tag.status).toBe(201);
  expect(tag.body.model.color).toBe('#ff8800');
  tagId = tag.body.model.id;
});
afterAll(() => t.close());

describe('device list', () => {
  it('finds "Pompa ciepła" by "pompa ciepla", ignoring case and diacritics, over name, name2 and code', async () => {
    const pump = await makeDevice(t, token, {
      code: `${P}-AQ8`,
      name: `Pompa ciepła ${P} AquaTerm 8 kW`,
      name2: 'Jednostka zewnętrzna',
      group_id: heatPumps.id,
    });
    await makeDevice(t, token, {
      code: `${P}-SPL35`,
      name: `Klimatyzator ${P} Split 3,5 kW`,
      group_id: airCon.id,
    });
    const plain = await t.request(
      'GET',
      `/api/device/devices?search=${encodeURIComponent(`pompa ciepla ${P}`)}`,
      {
        token,
      },
    );
    expect(plain.body.results.map((d: { id: number }) => d.id)).toEqual([pump.id]);
    const byWords = await t.call('device.devices.index', {
      query: { search: 'POMPA CIEPŁA aquaterm' },
      token,
    });
    expect(byWords.body.results.map((d: { id: number }) => d.id)).toContain(pump.id);
    const byName2 = await t.request(
      'GET',
      `/api/device/devices?search=${encodeURIComponent(`${P} zewnetrzna`)}`,
      {
        token,
      },
    );
    expect(byName2.body.results.map((d: { id: number }) => d.id)).toEqual([pump.id]);
    const byCode = await t.request('GET', `/api/device/devices?search=${encodeURIComponent(`${P}-aq8`)}`, {
      token,
    });
    expect(byCode.body.results.map((d: { id: number }) => d.id)).toEqual([pump.id]);
  });

  it('filters by group subtree, producer, tag, blocked, offerable and unassigned', async () => {
    const a = await makeDevice(t, token, {
      code: `${P}-F1`,
      name: `Filtr ${P} pompa A`,
      group_id: heatPumps.id,
      producer_id: producerId,
      tags: [tagId],
      is_offerable: true,
    });
    const b = await makeDevice(t, token, {
      code: `${P}-F2`,
      name: `Filtr ${P} klima B`,
      group_id: airCon.id,
      blocked: true,
    });
    const [unassigned] = await t.deps.db
      .insert(devices)
      .values({ code: `${P}-F3`, name: `Filtr ${P} z ERP`, erp_managed: true })
      .returning();
    const ids = async (q: string) =>
      (await list(`${q}&per_page=100`)).results.filter((d) => d.code.startsWith(`${P}-F`)).map((d) => d.id);
    const rootId = (await t.call('device.groups.show', { params: { id: heatPumps.id }, token })).body.model
      .ancestors[0].id;
    expect(await ids(`group=${rootId}`)).toEqual([a.id]);
    expect((await ids(`group=${rootId}&group=${airCon.id}`)).sort()).toEqual([a.id, b.id].sort());
    expect(await ids(`producer=${producerId}`)).toEqual([a.id]);
    expect(await ids(`tag=${tagId}`)).toEqual([a.id]);
    // The list selects each device's tags with its row: the same as the device's record.
    const tagged = (await list(`tag=${tagId}&per_page=100`)).results.find((d) => d.id === a.id);
    const shown = (await t.call('device.devices.show', { params: { id: a.id }, token })).body.model;
    expect(tagged?.tags).toEqual(shown.tags);
    expect(tagged?.tags.map((x) => x.id)).toEqual([tagId]);
    expect((await list(`blocked=1&per_page=100`)).results.find((d) => d.id === b.id)?.tags).toEqual([]);
    expect(await ids('blocked=1')).toEqual([b.id]);
    expect(await ids('offerable=1')).toEqual([a.id]);
    expect(await ids('unassigned=1')).toEqual([unassigned.id]);
    expect(await ids('erp_managed=1')).toEqual([unassigned.id]);
    const active = (await list(`blocked=0&producer=${producerId}`)).pagination.active;
    expect(active).toEqual({ search: P, blocked: false, producer: [producerId] });
    expect((await t.call('device.devices.index', { query: { blocked: 'tak' }, token })).status).toBe(422);
    expect((await t.call('device.devices.index', { query: { colour: 'red' }, token })).status).toBe(422);
  });

  it('sorts by a whitelisted column and paginates', async () => {
    for (let i = 1; i <= 7; i++) {
      await makeDevice(t, token, {
        code: `${P}-S${i}`,
        name: `Sortowanie ${P} ${i}`,
        group_id: airCon.id,
        sales_price: i * 100_00,
      });
    }
    const q = `search=${encodeURIComponent(`Sortowanie ${P}`)}&per_page=3`;
    const page = await t.request(
      'GET',
      `/api/device/devices?${q}&sort_by=sales_price&sort_direction=desc&page=2`,
      {
        token,
      },
    );
    expect(page.body.results.map((d: { code: string }) => d.code)).toEqual([`${P}-S4`, `${P}-S3`, `${P}-S2`]);
    expect(page.body.pagination).toMatchObject({
      total: 7,
      last_page: 3,
      current: 2,
      page: 2,
      sort_by: 'sales_price',
    });
    const last = await t.request('GET', `/api/device/devices?${q}&sort_by=code&sort_direction=asc&page=9`, {
      token,
    });
    expect(last.body.pagination).toMatchObject({ current: 3, page: 9 });
    expect(last.body.results.map((d: { code: string }) => d.code)).toEqual([`${P}-S7`]);
    expect(
      (await t.call('device.devices.index', { query: { sort_by: 'offer_description' }, token })).status,
    ).toBe(422);
  });
});

describe('device forms', () => {
  it('stores all fields: price in grosze, capacities as decimals', async () => {
    const res = await t.call('device.devices.store', {
      token,
      body: {
        code: `${P}-FULL`,
        name: 'Pompa ciepła monoblok 12 kW',
        name2: 'R290',
        unit: 'szt.',
        factor: '1',
        heating_capacity: '12,5',
        cooling_capacity: 10.2,
        sales_price: 2_349_900,
        is_offerable: true,
        offer_description: 'Cicha praca',
        group_id: heatPumps.id,
        producer_id: producerId,
        tags: [tagId],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Rekord został dodany');
    expect(res.body.model).toMatchObject({
      heating_capacity: '12.50',
      cooling_capacity: '10.20',
      factor: '1.0000',
      sales_price: 2_349_900,
      erp_managed: false,
      group: { id: heatPumps.id },
      producer: { id: producerId },
      tags: [{ id: tagId, color: '#ff8800' }],
    });
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(res.body.model.id)));
    expect(audit.changes?.tags).toEqual({ old: [], new: [tagId] });

    // The same tags again change nothing: no audit row; taking them off is audited on the device.
    const url = `/api/device/devices/${res.body.model.id}`;
    expect((await t.request('PATCH', url, { token, body: { tags: [tagId] } })).status).toBe(200);
    expect((await t.request('PATCH', url, { token, body: { tags: [] } })).status).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(res.body.model.id)))
      .orderBy(auditLog.id);
    const mine = rows.filter((a) => a.record_type === 'device');
    expect(mine.map((a) => a.action)).toEqual(['create', 'update']);
    expect(mine[1].changes).toEqual({ tags: { old: [tagId], new: [] } });
  });

  it('answers 422 with Polish messages for bad input', async () => {
    const noGroup = await t.call('device.devices.store', {
      token,
      body: { code: `${P}-X`, name: 'X' },
    });
    expect(noGroup.status).toBe(422);
    expect(noGroup.body.errors.group_id).toEqual(['Wybierz grupę, aby przypisać urządzenia']);
    const bad = await t.call('device.devices.store', {
      token,
      body: { code: '', name: 'X', group_id: airCon.id, sales_price: 12.5, heating_capacity: 'dużo' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Sprawdź błędy w formularzu');
    expect(bad.body.errors.code).toEqual(['To pole jest wymagane']);
    expect(bad.body.errors.sales_price).toEqual(['Pole musi być liczbą całkowitą']);
    expect(bad.body.errors.heating_capacity).toBeDefined();
    await makeDevice(t, token, { code: `${P}-UNQ`, name: 'Pierwszy', group_id: airCon.id });
    const dup = await t.call('device.devices.store', {
      token,
      body: { code: `${P}-UNQ`, name: 'Drugi', group_id: airCon.id },
    });
    expect(dup.body.errors.code).toEqual(['Ta wartość jest już zajęta']);
    const missingGroup = await t.call('device.devices.store', {
      token,
      body: { code: `${P}-NG`, name: 'X', group_id: 99_999_999 },
    });
    expect(missingGroup.body.errors.group_id).toEqual(['Wybrana wartość nie istnieje']);
  });

  it('keeps ERP-owned fields of an ERP device read-only, the rest editable', async () => {
    const [erp] = await t.deps.db
      .insert(devices)
      .values({
        code: `${P}-ERP1`,
        name: 'Pompa z ERP',
        unit: 'szt.',
        sales_price: 1_000_00,
        erp_managed: true,
      })
      .returning();
    const unchanged = await t.call('device.devices.update', {
      params: { id: erp.id },
      token,
      body: {
        code: erp.code,
        name: erp.name,
        factor: '1.0',
        sales_price: 1_000_00,
        group_id: heatPumps.id,
        is_offerable: true,
      },
    });
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200);
    expect(unchanged.body.model).toMatchObject({
      group_id: heatPumps.id,
      is_offerable: true,
      erp_managed: true,
    });
    const changed = await t.call('device.devices.update', {
      params: { id: erp.id },
      token,
      body: { name: 'Nowa nazwa', sales_price: 5, blocked: true, offer_description: 'Opis' },
    });
    expect(changed.status).toBe(422);
    const readOnly = ['To pole pochodzi z systemu ERP i można je zmienić tylko tam'];
    expect(changed.body.errors).toEqual({ name: readOnly, sales_price: readOnly, blocked: readOnly });
    const [after] = await t.deps.db.select().from(devices).where(eq(devices.id, erp.id));
    expect(after).toMatchObject({ name: 'Pompa z ERP', sales_price: 1_000_00, offer_description: null });
    const del = await t.call('device.devices.destroy', { params: { id: erp.id }, token });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(
      'Urządzenie pochodzi z systemu ERP i nie może zostać usunięte. Zablokuj je w ERP',
    );

    const own = await makeDevice(t, token, { code: `${P}-OWN`, name: 'Własne', group_id: airCon.id });
    const renamed = await t.call('device.devices.update', {
      params: { id: own.id },
      token,
      body: { name: 'Własne, nowa nazwa', sales_price: 10_00 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.model).toMatchObject({ name: 'Własne, nowa nazwa', sales_price: 10_00 });
  });
});

describe('device permissions', () => {
  it('lets a read-only moderator list devices but not write, and a partner nothing in the back office', async () => {
    const device = await makeDevice(t, token, {
      code: `${P}-PERM`,
      name: 'Uprawnienia',
      group_id: airCon.id,
    });
    const { token: moderator } = await createUser(t, { role: 'moderator' });
    expect(
      (await t.call('device.devices.show', { params: { id: device.id }, token: moderator })).status,
    ).toBe(200);
    expect(
      (
        await t.call('device.devices.update', {
          params: { id: device.id },
          token: moderator,
          body: { name: 'x' },
        })
      ).status,
    ).toBe(403);
    const { token: partner } = await createUser(t, { role: 'partner' });
    for (const [method, url] of [
      ['GET', '/api/device/devices'],
      ['POST', '/api/device/devices'],
      ['PATCH', `/api/device/devices/${device.id}`],
      ['DELETE', `/api/device/devices/${device.id}`],
      ['POST', '/api/device/configurations'],
      ['POST', '/api/device/tags'],
      ['POST', '/api/device/functionalities'],
      ['POST', '/api/device/productcards'],
      ['POST', '/api/device/typecards'],
      ['POST', '/api/device/error-codes'],
      ['POST', '/api/producer/producers'],
    ] as const) {
      const res = await t.request(method, url, { token: partner, body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect((await t.call('device.devices.index')).status).toBe(401);
  });
});
