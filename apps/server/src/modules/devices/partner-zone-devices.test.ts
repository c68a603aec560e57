import { describe, expect, it } from 'vitest';
import {
  codes,
  ids,
  idsOf,
  openPartnerZoneCatalogue,
  P,
  partner,
  partnerCodesOf,
  pz,
  staff,
  t,
} from './partner-zone-fixtures.ts';
import { makeDevice, makeGroup, storeTestFile, testImage, testPdf } from './test-fixtures.ts';

openPartnerZoneCatalogue();

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

  it('gives a partner 403 on the back-office catalogue', async () => {
    expect((await t.call('device.error-codes.index', { token: partner })).status).toBe(403);
    expect(
      (await t.call('device.devices.show', { params: { id: ids.visible }, token: partner })).status,
    ).toBe(403);
    expect((await t.call('partner-zone.device.devices.index', { token: staff })).status).toBe(403);
  });
});
