import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { downloads } from '../../core/files/tables.ts';
import { devices, errorCodeDevices, errorCodes, errorCodeViews } from './tables.ts';
import { makeDevice, makeGroup, runTag, storeTestFile, testImage, testPdf } from './test-fixtures.ts';

let t: TestApp;
let staff: string;
let partner: string;
let partnerUser: { id: number; partner_id: number | null };
const P = runTag('Z');
const ids = { visible: 0, blocked: 0, hidden: 0, unassigned: 0, group: 0, leaf: 0, off: 0 };
const codes = { wide: 0, specific: 0 };

const pz = (path: string) => t.request('GET', `/api/partner-zone/device/${path}`, { token: partner });
const idsOf = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);
/** A device's error codes as its two pages list them: each error-code list narrowed to the device, by code. */
const byDevice = (id: number) => `?device=${id}&sort_by=code&sort_direction=asc&per_page=100`;
const partnerCodesOf = async (id: number) => {
  const res = await pz(`errorcodes${byDevice(id)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results as { id: number; code: string; description: unknown }[];
};
const staffCodesOf = async (id: number) => {
  const res = await t.request('GET', `/api/device/error-codes${byDevice(id)}`, { token: staff });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results as { id: number; code: string; description: unknown }[];
};

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

describe('partner zone devices', () => {
  it('lists only assigned, unblocked devices of active groups', async () => {
    const res = await pz(`devices?search=${encodeURIComponent(P)}&per_page=100`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.visible]);
    expect(res.body.results[0]).not.toHaveProperty('sales_price');
    const byGroup = await pz(`devices?group=${ids.group}&per_page=100`);
    expect(idsOf(byGroup.body)).toEqual([ids.visible]);
    const byDiacritics = await pz(`devices?search=${encodeURIComponent(`pompa ciepla ${P}`)}`);
    expect(idsOf(byDiacritics.body)).toEqual([ids.visible]);
  });

  it('answers 404 for blocked, unassigned and hidden devices and shows the visible one, its error codes a list of their own', async () => {
    for (const id of [ids.blocked, ids.unassigned, ids.hidden])
      expect((await pz(`devices/${id}`)).status).toBe(404);
    const res = await pz(`devices/${ids.visible}`);
    expect(res.status).toBe(200);
    expect(res.body.model.group.id).toBe(ids.leaf);
    expect(res.body.model.ancestors.map((g: { id: number }) => g.id)).toEqual([ids.group]);
    expect(res.body.model).not.toHaveProperty('error_codes');
    expect((await partnerCodesOf(ids.visible)).map((c) => c.id).sort()).toEqual(
      [codes.wide, codes.specific].sort(),
    );
    for (const id of [ids.blocked, ids.unassigned, ids.hidden]) expect(await partnerCodesOf(id)).toEqual([]);
    const staffView = await t.call('device.devices.show', { params: { id: ids.unassigned }, token: staff });
    expect(staffView.status).toBe(200);
    expect(staffView.body.model.group).toBeNull();
  });

  it('shows the device page as staff see its parts: ancestors top-down, the product card, the photo', async () => {
    const post = (url: string, body: unknown) => t.request('POST', url, { token: staff, body });
    const mid = await makeGroup(t, staff, { code: `${P}-mid`, parent_id: ids.group });
    const deep = await makeGroup(t, staff, { code: `${P}-deep`, parent_id: mid.id });
    const photo = await storeTestFile(t, await testImage(), 'karta-glowne.jpg');
    const g1 = await storeTestFile(t, await testImage(), 'karta-galeria-1.jpg');
    const g2 = await storeTestFile(t, await testImage(), 'karta-galeria-2.jpg');
    const sheet = await storeTestFile(t, await testPdf('Karta'), 'karta.pdf');
    const icon = await storeTestFile(t, await testImage(), 'karta-ikona.jpg');
    const tagIds = [];
    for (const name of ['Żółty', 'Azot', 'Zima'])
      tagIds.push(
        (await post('/api/device/tags', { name: { pl: `${P} ${name}` }, color: '#2f9e44' })).body.model.id,
      );
    const fn = async (name: string, type: number, image?: number) =>
      (await post('/api/device/functionalities', { name: { pl: `${P} ${name}` }, type, image })).body.model
        .id;
    const std = [await fn('Tryb cichy', 0, icon.id), await fn('Ąkustyka', 0)];
    const opt = [await fn('Grzałka', 1)];
    const card = await post('/api/device/productcards', {
      name: { pl: `${P} Karta`, en: `${P} Card` },
      features: { pl: '<p>Cicha praca</p>' },
      video_link: 'https://www.youtube.com/watch?v=abc',
      main_photo: photo.id,
      gallery: [g2.id, g1.id],
      downloadable_materials: [sheet.id],
      tags: tagIds,
      standard_functionalities: std,
      optional_functionalities: opt,
    });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const device = await makeDevice(t, staff, {
      code: `${P}-K`,
      name: `Pompa ${P} z kartą`,
      group_id: deep.id,
      product_card_id: card.body.model.id,
      tags: tagIds.slice(0, 2),
    });

    const res = await pz(`devices/${device.id}`);
    expect(res.status).toBe(200);
    const page = res.body.model;
    expect(page.ancestors.map((g: { id: number }) => g.id)).toEqual([ids.group, mid.id]);
    const staffCard = (
      await t.request('GET', `/api/device/productcards/${card.body.model.id}`, { token: staff })
    ).body.model;
    const { devices_count, created_at, updated_at, show_on_homepage, show_on_brandpage, ...shown } =
      staffCard;
    expect(page.product_card).toEqual(shown);
    expect(page.product_card.gallery.map((f: { id: number }) => f.id)).toEqual([g2.id, g1.id]);
    const staffDevice = (await t.request('GET', `/api/device/devices/${device.id}`, { token: staff })).body
      .model;
    expect(page.tags).toEqual(staffDevice.tags);
    expect(page.main_photo.id).toBe(photo.id);
    expect(page.main_photo.url).toMatch(/^\/api\/media\/image\//);
    expect((await partnerCodesOf(device.id)).map((c) => c.id)).toEqual([codes.wide]);
    // The list selects tags and photo with its rows: the same as the page shows.
    const listed = (await pz(`devices?search=${encodeURIComponent(`${P}-K`)}&per_page=100`)).body.results;
    const item = listed.find((d: { id: number }) => d.id === device.id);
    expect(item.tags).toEqual(page.tags);
    expect(item.tags).toHaveLength(2);
    expect(item.main_photo).toEqual(page.main_photo);

    const bare = await makeDevice(t, staff, {
      code: `${P}-N`,
      name: `Pompa ${P} bez karty`,
      group_id: deep.id,
    });
    const plain = (await pz(`devices/${bare.id}`)).body.model;
    expect(plain.product_card).toBeNull();
    expect(plain.main_photo).toBeNull();
    expect(plain.tags).toEqual([]);
    const plainListed = (await pz(`devices?search=${encodeURIComponent(`${P}-N`)}&per_page=100`)).body
      .results;
    expect(plainListed.find((d: { id: number }) => d.id === bare.id)).toMatchObject({
      main_photo: null,
      tags: [],
    });
  });

  it('lists a device’s error codes by the rule for both pages: its own, and its groups’ that list no device', async () => {
    const sibling = await makeDevice(t, staff, {
      code: `${P}-S2`,
      name: `Pompa ${P} Sąsiadka`,
      group_id: ids.leaf,
    });
    // Linked to the leaf and to the root above it: shown once.
    const twice = await t.call('device.error-codes.store', {
      token: staff,
      body: { code: `T${P}`, groups: [ids.leaf, ids.group] },
    });
    expect(twice.status, JSON.stringify(twice.body)).toBe(201);
    // Linked to the leaf but listing another device: not the sibling's.
    const elsewhere = await t.call('device.error-codes.store', {
      token: staff,
      body: { code: `X${P}`, groups: [ids.leaf], device_ids: [ids.blocked] },
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
    // Listing the unassigned device (the API links devices only through a group; the ERP does not):
    // its only code, as it has no groups to inherit from.
    const own = await t.call('device.error-codes.store', {
      token: staff,
      body: { code: `U${P}`, groups: [ids.off] },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    await t.deps.db
      .insert(errorCodeDevices)
      .values({ error_code_id: own.body.model.id, device_id: ids.unassigned });
    const staffCodes = async (id: number) => (await staffCodesOf(id)).map((c) => c.code);
    const expected = [`T${P}`, `W${P}`];
    expect(await staffCodes(sibling.id)).toEqual(expected);
    expect((await partnerCodesOf(sibling.id)).map((c) => c.code)).toEqual(expected);
    expect(await staffCodes(ids.visible)).toEqual([`S${P}`, `T${P}`, `W${P}`]);
    expect(await staffCodes(ids.blocked)).toEqual([`S${P}`, `T${P}`, `W${P}`, `X${P}`]);
    expect(await staffCodes(ids.unassigned)).toEqual([`U${P}`]);
    for (const code of [twice, elsewhere, own])
      expect(
        (await t.call('device.error-codes.destroy', { params: { id: code.body.model.id }, token: staff }))
          .status,
      ).toBe(200);
  });

  it('lists a code for both device pages as it was last written: its code and each language of its description', async () => {
    const sibling = await makeDevice(t, staff, {
      code: `${P}-S3`,
      name: `Pompa ${P} Trzecia`,
      group_id: ids.leaf,
    });
    const made = await t.call('device.error-codes.store', {
      token: staff,
      body: {
        code: `Q${P}`,
        description: { pl: 'Zbyt niskie ciśnienie', en: 'Pressure too low' },
        groups: [ids.leaf],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.model.id as number;
    const listed = async () => {
      const pick = (codes: { id: number; code: string; description: unknown }[]) => {
        const found = codes.find((c) => c.id === id);
        return found && { id: found.id, code: found.code, description: found.description };
      };
      const partner = pick(await partnerCodesOf(sibling.id));
      expect(pick(await staffCodesOf(sibling.id))).toEqual(partner);
      return partner;
    };
    expect(await listed()).toEqual({
      id,
      code: `Q${P}`,
      description: { pl: 'Zbyt niskie ciśnienie', en: 'Pressure too low' },
    });
    const edited = await t.call('device.error-codes.update', {
      params: { id },
      token: staff,
      body: {
        code: `R${P}`,
        description: { pl: 'Ciśnienie „za niskie” — sprawdź zawór', en: null },
        groups: [ids.leaf],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await listed()).toEqual({
      id,
      code: `R${P}`,
      description: { pl: 'Ciśnienie „za niskie” — sprawdź zawór', en: null },
    });
    // The device page's filter searches its codes and descriptions, diacritics folded.
    for (const search of ['zawor', `r${P}`]) {
      const found = await pz(`errorcodes${byDevice(sibling.id)}&search=${encodeURIComponent(search)}`);
      expect(idsOf(found.body), search).toEqual([id]);
    }
    await t.deps.db.update(errorCodes).set({ description: null }).where(eq(errorCodes.id, id));
    expect(await listed()).toEqual({ id, code: `R${P}`, description: null });
    expect((await t.call('device.error-codes.destroy', { params: { id }, token: staff })).status).toBe(200);
    expect(await listed()).toBeUndefined();
  });

  it('finds error codes by device model only through visible devices', async () => {
    const byVisible = await pz(`errorcodes?model=${encodeURIComponent(`${P} widoczna`)}&per_page=100`);
    expect(idsOf(byVisible.body).sort()).toEqual([codes.wide, codes.specific].sort());
    for (const word of ['Zablokowana', 'Nieprzypisana', 'Ukryta']) {
      const res = await pz(`errorcodes?model=${encodeURIComponent(`${P} ${word}`)}`);
      expect(res.status).toBe(200);
      expect(res.body.results, word).toEqual([]);
    }
    const byCode = await pz(`errorcodes?code=${encodeURIComponent(`s${P}`)}`);
    expect(idsOf(byCode.body)).toEqual([codes.specific]);
    // Codes are matched from their start, as one reads them off a display.
    expect(idsOf((await pz(`errorcodes?code=${encodeURIComponent(P)}&per_page=100`)).body)).not.toContain(
      codes.specific,
    );
    expect(byCode.body.results[0].devices.map((d: { id: number }) => d.id)).toEqual([ids.visible]);
    const byDevice = await pz(`errorcodes?device=${ids.blocked}`);
    expect(byDevice.body.results).toEqual([]);
    expect((await pz('errorcodes?model=')).status).toBe(200);
  });

  it('sorts a partner’s search by code in the staff list’s order, ignoring case', async () => {
    const made: string[] = [];
    for (const code of ['e2', 'F1', 'a1', 'E10']) {
      const res = await t.call('device.error-codes.store', {
        token: staff,
        body: { code: `${P}${code}`, groups: [ids.leaf] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.push(res.body.model.code);
    }
    const mine = (body: { results: { code: string }[] }) =>
      body.results.map((r) => r.code).filter((c) => made.includes(c));
    const expected = ['a1', 'E10', 'e2', 'F1'].map((c) => `${P}${c}`);
    const asc = await pz(
      `errorcodes?model=${encodeURIComponent(`${P} widoczna`)}&sort_by=code&sort_direction=asc&per_page=100`,
    );
    expect(mine(asc.body)).toEqual(expected);
    const desc = await pz(
      `errorcodes?code=${encodeURIComponent(P)}&sort_by=code&sort_direction=desc&per_page=100`,
    );
    expect(mine(desc.body)).toEqual([...expected].reverse());
    const staffList = await t.call('device.error-codes.index', {
      token: staff,
      query: { search: P, sort_by: 'code', sort_direction: 'asc', per_page: 100 },
    });
    expect(mine(staffList.body)).toEqual(expected);
  });

  it('names only active groups of an error code to partners; staff see all of them', async () => {
    const both = await t.call('device.error-codes.store', {
      token: staff,
      body: { code: `G${P}`, groups: [ids.leaf, ids.off] },
    });
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    const groupIds = (model: { groups: { id: number }[] }) => model.groups.map((g) => g.id).sort();
    const partnerView = await pz(`errorcodes/${both.body.model.id}`);
    expect(partnerView.status).toBe(200);
    expect(groupIds(partnerView.body.model)).toEqual([ids.leaf]);
    const staffView = await t.call('device.error-codes.show', {
      params: { id: both.body.model.id },
      token: staff,
    });
    expect(groupIds(staffView.body.model)).toEqual([ids.leaf, ids.off].sort());
  });

  it('gives a partner 403 on the back-office catalogue', async () => {
    expect((await t.call('device.error-codes.index', { token: partner })).status).toBe(403);
    expect(
      (await t.call('device.devices.show', { params: { id: ids.visible }, token: partner })).status,
    ).toBe(403);
    expect((await t.call('partner-zone.device.devices.index', { token: staff })).status).toBe(403);
  });
});

describe('error-code views and manual downloads', () => {
  const views = () =>
    t.deps.db
      .select()
      .from(errorCodeViews)
      .where(and(eq(errorCodeViews.error_code_id, codes.wide), eq(errorCodeViews.user_id, partnerUser.id)));
  const counted = () =>
    t.deps.db
      .select()
      .from(downloads)
      .where(and(eq(downloads.record_type, 'error_code'), eq(downloads.record_id, codes.wide)));

  it('records one view per opening, none for lists', async () => {
    await pz(`errorcodes?code=${encodeURIComponent(`W${P}`)}`);
    expect(await views()).toHaveLength(0);
    const first = await pz(`errorcodes/${codes.wide}`);
    expect(first.status).toBe(200);
    expect(first.body.model.manual_pl.url).toBe(
      `/api/partner-zone/device/errorcodes/${codes.wide}/download?lang=pl`,
    );
    expect(first.body.model.manual_en).toBeNull();
    expect(await views()).toHaveLength(1);
    await pz(`errorcodes/${codes.wide}`);
    const rows = await views();
    expect(rows).toHaveLength(2);
    expect(rows[0].partner_id).toBe(partnerUser.partner_id);
    expect((await pz('errorcodes/99999999')).status).toBe(404);
  });

  it('streams the manual as a counted download, once per download', async () => {
    const res = await pz(`errorcodes/${codes.wide}/download?lang=pl`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="instrukcja-e101.pdf"/);
    expect(res.raw.startsWith('%PDF-')).toBe(true);
    expect(await counted()).toHaveLength(1);
    const resumed = await t.call('partner-zone.device.errorcodes.download', {
      params: { id: codes.wide },
      query: { lang: 'pl' },
      token: partner,
      headers: { range: 'bytes=100-' },
    });
    expect(resumed.status).toBe(206);
    expect(await counted()).toHaveLength(1);
    await pz(`errorcodes/${codes.wide}/download`);
    const rows = await counted();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ user_id: partnerUser.id, partner_id: partnerUser.partner_id });
    const missing = await pz(`errorcodes/${codes.wide}/download?lang=en`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Instrukcja w tym języku nie jest dostępna');
    expect(await counted()).toHaveLength(2);
    expect((await pz(`errorcodes/${codes.wide}/download?lang=de`)).status).toBe(422);
  });
});

describe('error codes follow the devices’ visibility', () => {
  /** A code with its own Polish manual (a file belongs to one record). */
  async function codeWith(code: string, links: { groups?: number[]; device_ids?: number[] }) {
    const manual = await storeTestFile(t, await testPdf(code), `${code}.pdf`, { area: 'private' });
    const res = await t.call('device.error-codes.store', {
      token: staff,
      body: { code, groups: [], ...links, manual_pl: manual.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.model.id as number;
  }

  it('hides a code that concerns only blocked devices or devices of inactive groups: list, show and download', async () => {
    const hidden = {
      blocked: await codeWith(`HB${P}`, { groups: [ids.leaf], device_ids: [ids.blocked] }),
      inactive: await codeWith(`HI${P}`, { groups: [ids.off] }),
    };
    const shown = {
      visible: await codeWith(`HV${P}`, { groups: [ids.leaf], device_ids: [ids.visible, ids.blocked] }),
      general: await codeWith(`HG${P}`, {}),
    };
    const listed = await pz(`errorcodes?code=${encodeURIComponent(`H`)}&per_page=100`);
    expect(listed.status).toBe(200);
    const found = idsOf(listed.body);
    for (const id of Object.values(hidden)) expect(found).not.toContain(id);
    for (const id of Object.values(shown)) expect(found).toContain(id);
    for (const [why, id] of Object.entries(hidden)) {
      expect((await pz(`errorcodes/${id}`)).status, why).toBe(404);
      const download = await pz(`errorcodes/${id}/download?lang=pl`);
      expect(download.status, why).toBe(404);
      expect(download.body).toEqual({ message: 'Nie znaleziono rekordu' });
    }
    for (const id of Object.values(shown)) {
      expect((await pz(`errorcodes/${id}`)).status).toBe(200);
      expect((await pz(`errorcodes/${id}/download?lang=pl`)).status).toBe(200);
    }
    // Staff still see and edit every code.
    for (const id of Object.values(hidden))
      expect((await t.call('device.error-codes.show', { params: { id }, token: staff })).status).toBe(200);
  });

  it('applies one rule whether the search names a code (codes tested one by one) or not (codes gathered)', async () => {
    const emptyOn = await makeGroup(t, staff, { code: `${P}-empty-on`, parent_id: ids.group });
    const emptyOff = await makeGroup(t, staff, { code: `${P}-empty-off`, active: false });
    const Q = `Q${P}`;
    // Whether partners see it, and whether it concerns the one visible device.
    const cases: [string, { groups?: number[]; device_ids?: number[] }, boolean, boolean][] = [
      ['direct-visible', { groups: [ids.leaf], device_ids: [ids.visible] }, true, true],
      [
        'direct-visible-and-blocked',
        { groups: [ids.leaf], device_ids: [ids.blocked, ids.visible] },
        true,
        true,
      ],
      ['direct-blocked', { groups: [ids.leaf], device_ids: [ids.blocked] }, false, false],
      ['direct-hidden', { groups: [ids.off], device_ids: [ids.hidden] }, false, false],
      // Linked below to the unassigned device, which the store refuses (a device out of its groups).
      ['direct-unassigned', { groups: [ids.group] }, false, false],
      ['group-above-visible', { groups: [ids.group] }, true, true],
      ['group-of-visible', { groups: [ids.leaf, emptyOff.id] }, true, true],
      ['group-inactive-with-device', { groups: [ids.off] }, false, false],
      ['general', {}, true, false],
      ['general-visible-group', { groups: [emptyOn.id] }, true, false],
      ['general-hidden-group', { groups: [emptyOff.id] }, false, false],
    ];
    const made = new Map<number, string>();
    for (const [name, links, ,] of cases) {
      const res = await t.call('device.error-codes.store', {
        token: staff,
        body: { code: `${Q}-${name}`, groups: [], ...links },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.set(res.body.model.id, name);
      if (name === 'direct-unassigned')
        await t.deps.db
          .insert(errorCodeDevices)
          .values({ error_code_id: res.body.model.id, device_id: ids.unassigned });
    }
    const names = async (query: string) => {
      const res = await pz(`errorcodes?${query}&per_page=100`);
      expect(res.status, query).toBe(200);
      return idsOf(res.body)
        .filter((id) => made.has(id))
        .map((id) => made.get(id))
        .sort();
    };
    const shown = cases
      .filter((c) => c[2])
      .map((c) => c[0])
      .sort();
    const ofVisibleDevice = cases
      .filter((c) => c[3])
      .map((c) => c[0])
      .sort();
    const model = `model=${encodeURIComponent(P)}`;
    expect(await names(`code=${Q}`), 'by code').toEqual(shown);
    expect(await names('sort_by=created_at'), 'every code').toEqual(shown);
    expect(await names(model), 'by model').toEqual(ofVisibleDevice);
    expect(await names(`code=${Q}&${model}`), 'by code and model').toEqual(ofVisibleDevice);
    expect(await names(`code=${Q}&device=${ids.visible}`), 'by code and device').toEqual(ofVisibleDevice);
    for (const [id, name] of made) {
      expect((await pz(`errorcodes/${id}`)).status, name).toBe(shown.includes(name) ? 200 : 404);
    }
  });
});
