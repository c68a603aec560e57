import { afterAll, beforeAll, expect } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { devices } from './tables.ts';
import { makeDevice, makeGroup, runTag, storeTestFile, testPdf } from './test-fixtures.ts';

/**
 * The partner-zone device tests' shared catalogue: a partner, staff, a group tree with visible,
 * blocked, hidden and unassigned devices and two error codes, made by `openPartnerZoneCatalogue`.
 */

export let t: TestApp;
export let staff: string;
export let partner: string;
export let partnerUser: { id: number; partner_id: number | null };
export const P = runTag('Z');
export const ids = { visible: 0, blocked: 0, hidden: 0, unassigned: 0, group: 0, leaf: 0, off: 0 };
export const codes = { wide: 0, specific: 0 };

export const pz = (path: string) => t.request('GET', `/api/partner-zone/device/${path}`, { token: partner });
export const idsOf = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);
/** A device's error codes as its two pages list them: each error-code list narrowed to the device, by code. */
export const byDevice = (id: number) => `?device=${id}&sort_by=code&sort_direction=asc&per_page=100`;
export const partnerCodesOf = async (id: number) => {
  const res = await pz(`errorcodes${byDevice(id)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results as { id: number; code: string; description: unknown }[];
};
export const staffCodesOf = async (id: number) => {
  const res = await t.request('GET', `/api/device/error-codes${byDevice(id)}`, { token: staff });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results as { id: number; code: string; description: unknown }[];
};

/**
 * Makes the catalogue before the calling test file's tests and closes the app after them. Each
 * test file calls it once at its top: the files of a worker share this module (`isolate: false`),
 * so importing it cannot register the hooks.
 */
export function openPartnerZoneCatalogue() {
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await createUser(t, { role: 'admin' })).token;
    const p = await createUser(t, { role: 'partner' });
    partner = p.token;
    partnerUser = p.user;
    const root = await makeGroup(t, staff, { code: `${P}-root`, name: `Pompy ${P}` });
    const leaf = await makeGroup(t, staff, { code: `${P}-leaf`, parent_id: root.id });
    const off = await makeGroup(t, staff, { code: `${P}-off`, parent_id: root.id, active: false });
    const offLeaf = await makeGroup(t, staff, { code: `${P}-offleaf`, parent_id: off.id });
    ids.group = root.id;
    ids.leaf = leaf.id;
    ids.off = off.id;
    ids.visible = (
      await makeDevice(t, staff, { code: `${P}-V`, name: `Pompa ciepła ${P} Widoczna`, group_id: leaf.id })
    ).id;
    ids.blocked = (
      await makeDevice(t, staff, {
        code: `${P}-B`,
        name: `Pompa ${P} Zablokowana`,
        group_id: leaf.id,
        blocked: true,
      })
    ).id;
    ids.hidden = (
      await makeDevice(t, staff, { code: `${P}-H`, name: `Pompa ${P} Ukryta`, group_id: offLeaf.id })
    ).id;
    const [u] = await t.deps.db
      .insert(devices)
      .values({ code: `${P}-U`, name: `Pompa ${P} Nieprzypisana`, erp_managed: true })
      .returning();
    ids.unassigned = u.id;

    const manual = await storeTestFile(t, await testPdf('Instrukcja'), 'instrukcja-e101.pdf', {
      area: 'private',
    });
    const wide = await t.call('device.error-codes.store', {
      token: staff,
      body: { code: `W${P}`, description: { pl: 'Błąd czujnika' }, groups: [root.id], manual_pl: manual.id },
    });
    expect(wide.status, JSON.stringify(wide.body)).toBe(201);
    codes.wide = wide.body.model.id;
    const specific = await t.call('device.error-codes.store', {
      token: staff,
      body: { code: `S${P}`, groups: [leaf.id], device_ids: [ids.visible, ids.blocked] },
    });
    expect(specific.status, JSON.stringify(specific.body)).toBe(201);
    codes.specific = specific.body.model.id;
  });
  afterAll(() => t.close());
}
