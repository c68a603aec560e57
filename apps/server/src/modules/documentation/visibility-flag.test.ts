import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { deviceGroups, devices } from '../devices/tables.ts';
import { visibleToPartners } from '../devices/visibility.ts';
import { documentationDevices, documentations } from './tables.ts';
import {
  areasOf,
  type DocumentBody,
  makeDevice,
  makeDictionary,
  makeDocument,
  makeGroup,
  runTag,
  staffAndPartner,
} from './test-fixtures.ts';

/**
 * `documentations.visible_by_devices` is kept by triggers (migration 0013): every write that can
 * change the device rule — links, devices, groups, through routes or plain SQL — must leave the
 * partner list showing exactly the documents the rule allows.
 */

let t: TestApp;
let staff: string;
let partner: string;
let area: number;
const P = runTag('VF');
const g = { root: 0, child: 0, off: 0 };
const d = { a: 0, b: 0, blocked: 0 };
const doc = { a: 0, ab: 0, none: 0 };
let body: Omit<DocumentBody, 'documentation_number' | 'title'>;
const BASE = '/api/partner-zone/documentation/documentations';

const listed = async () => {
  const res = await t.request('GET', `${BASE}?per_page=100&search=${P}`, { token: partner });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.results as { id: number }[]).map((r) => r.id).sort((x, y) => x - y);
};
const ids = (...keys: (keyof typeof doc)[]) => keys.map((k) => doc[k]).sort((x, y) => x - y);

/** The stored flag of every document equals the rule evaluated live, as the partner zone defines it. */
async function expectFlagsMatchTheRule() {
  const live = sql<boolean>`(NOT EXISTS (SELECT 1 FROM documentation_devices any_link
      WHERE any_link.documentation_id = ${documentations.id})
    OR EXISTS (SELECT 1 FROM ${documentationDevices}
      JOIN ${devices} ON ${devices.id} = ${documentationDevices.device_id}
      LEFT JOIN ${deviceGroups} ON ${deviceGroups.id} = ${devices.group_id}
      WHERE ${documentationDevices.documentation_id} = ${documentations.id}
        AND ${visibleToPartners(devices, deviceGroups)}))`;
  const stale = await t.deps.db
    .select({ id: documentations.id })
    .from(documentations)
    .where(sql`${documentations.visible_by_devices} IS DISTINCT FROM ${live}`);
  expect(stale).toEqual([]);
}

async function expectListed(...keys: (keyof typeof doc)[]) {
  expect(await listed()).toEqual(ids(...keys));
  for (const key of Object.keys(doc) as (keyof typeof doc)[]) {
    const status = (await t.request('GET', `${BASE}/${doc[key]}`, { token: partner })).status;
    expect([key, status]).toEqual([key, keys.includes(key) ? 200 : 404]);
  }
  await expectFlagsMatchTheRule();
}

const patch = async (url: string, payload: Record<string, unknown>) => {
  const res = await t.request('PATCH', url, { token: staff, body: payload });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const setDevice = (id: number, payload: Record<string, unknown>) =>
  patch(`/api/device/devices/${id}`, payload);
const setGroup = (id: number, active: boolean) => patch(`/api/device/groups/${id}`, { active });
const linkDocument = (key: keyof typeof doc, linked: number[]) =>
  patch(`/api/documentation/documentations/${doc[key]}`, {
    ...body,
    documentation_number: `${P}-${key}`,
    title: { pl: `Dokument ${key} ${P}` },
    devices: linked,
  });
const sync = async (device: number, payload: { attach?: number[]; detach?: number[] }) => {
  const res = await t.request('POST', `/api/device/devices/${device}/sync-documentations`, {
    token: staff,
    body: { attach: [], detach: [], ...payload },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const move = async (group: number, parent: number | null) => {
  const res = await t.call('device.groups.move', {
    params: { id: group },
    token: staff,
    body: { parent_id: parent },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  let partnerId: number;
  ({ staff, partner, partnerId } = await staffAndPartner(t));
  area = (await areasOf(t, partnerId)).own;
  g.root = (await makeGroup(t, staff, { code: `${P}-root` })).id;
  g.child = (await makeGroup(t, staff, { code: `${P}-child`, parent_id: g.root })).id;
  g.off = (await makeGroup(t, staff, { code: `${P}-off`, active: false })).id;
  d.a = (await makeDevice(t, staff, { code: `${P}-A`, name: `Pompa A ${P}`, group_id: g.child })).id;
  d.b = (await makeDevice(t, staff, { code: `${P}-B`, name: `Pompa B ${P}`, group_id: g.child })).id;
  d.blocked = (
    await makeDevice(t, staff, { code: `${P}-X`, name: `Pompa X ${P}`, group_id: g.child, blocked: true })
  ).id;
  body = {
    type_id: (await makeDictionary(t, staff, 'types', `Instrukcja ${P}`)).id,
    category_id: (await makeDictionary(t, staff, 'categories', `Instrukcje ${P}`)).id,
    locale: 'pl',
    business_areas: [area],
  };
  const make = (key: keyof typeof doc, linked: number[]) =>
    makeDocument(t, staff, {
      ...body,
      documentation_number: `${P}-${key}`,
      title: { pl: `Dokument ${key} ${P}` },
      devices: linked,
    }).then((r) => r.id);
  doc.a = await make('a', [d.a]);
  doc.ab = await make('ab', [d.a, d.b]);
  doc.none = await make('none', []);
});
afterAll(() => t.close());

describe('the stored device rule follows every write', () => {
  it('starts with every document visible', async () => {
    await expectListed('a', 'ab', 'none');
  });

  it('a device blocked and unblocked', async () => {
    await setDevice(d.a, { blocked: true });
    await expectListed('ab', 'none');
    await setDevice(d.b, { blocked: true });
    await expectListed('none');
    await setDevice(d.a, { blocked: false });
    await setDevice(d.b, { blocked: false });
    await expectListed('a', 'ab', 'none');
  });

  it('a group deactivated, and its parent group deactivated', async () => {
    await setGroup(g.child, false);
    await expectListed('none');
    await setGroup(g.child, true);
    await expectListed('a', 'ab', 'none');
    await setGroup(g.root, false);
    await expectListed('none');
    await setGroup(g.root, true);
    await expectListed('a', 'ab', 'none');
  });

  it('a group moved under an inactive group and back', async () => {
    await move(g.child, g.off);
    await expectListed('none');
    await move(g.child, g.root);
    await expectListed('a', 'ab', 'none');
  });

  it('a device moved to an inactive group, or left without a group (ERP pull, bulk SQL)', async () => {
    await setDevice(d.a, { group_id: g.off });
    await expectListed('ab', 'none');
    await setDevice(d.a, { group_id: g.child });
    await t.deps.db.update(devices).set({ group_id: null }).where(eq(devices.id, d.a));
    await expectListed('ab', 'none');
    await t.deps.db.update(devices).set({ group_id: g.child }).where(eq(devices.id, d.a));
    await expectListed('a', 'ab', 'none');
  });

  it('links and unlinks through the document form', async () => {
    await linkDocument('none', [d.blocked]);
    await expectListed('a', 'ab');
    await linkDocument('none', [d.blocked, d.b]);
    await expectListed('a', 'ab', 'none');
    await linkDocument('none', []);
    await expectListed('a', 'ab', 'none');
  });

  it('links and unlinks through the device’s sync-documentations', async () => {
    await sync(d.blocked, { attach: [doc.none] });
    await expectListed('a', 'ab');
    await sync(d.blocked, { detach: [doc.none] });
    await expectListed('a', 'ab', 'none');
    await sync(d.a, { detach: [doc.a] });
    await sync(d.blocked, { attach: [doc.a] });
    await expectListed('ab', 'none');
    await sync(d.blocked, { detach: [doc.a] });
    await sync(d.a, { attach: [doc.a] });
    await expectListed('a', 'ab', 'none');
  });

  it('links written in bulk and removed in bulk by plain SQL', async () => {
    await t.deps.db.insert(documentationDevices).values([
      { documentation_id: doc.none, device_id: d.blocked },
      { documentation_id: doc.ab, device_id: d.blocked },
    ]);
    await expectListed('a', 'ab');
    await t.deps.db.delete(documentationDevices).where(eq(documentationDevices.device_id, d.blocked));
    await expectListed('a', 'ab', 'none');
  });

  it('a device deleted: its links go, the documents follow what is left', async () => {
    await sync(d.blocked, { attach: [doc.ab] });
    await setDevice(d.b, { blocked: true });
    await expectListed('a', 'ab', 'none');
    const res = await t.request('DELETE', `/api/device/devices/${d.a}`, { token: staff });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // doc.a lost its only device (no links: visible); doc.ab keeps only blocked ones (hidden).
    await expectListed('a', 'none');
  });
});
