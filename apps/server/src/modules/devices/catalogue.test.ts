import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeDevice, makeGroup, runTag, storeTestFile, testImage, testPdf } from './test-fixtures.ts';

let t: TestApp;
let token: string;
const P = runTag('C');

const post = (url: string, body: unknown) => t.request('POST', url, { token, body });
const get = (url: string) => t.request('GET', url, { token });

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'moderator-docs' })).token;
});
afterAll(() => t.close());

describe('tags, functionalities, producers and type cards', () => {
  it('validates tag colours and lists tags sorted by name', async () => {
    const bad = await post('/api/device/tags', { name: { pl: `${P} zły` }, color: 'red' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.color).toEqual(['Podaj kolor w formacie #RRGGBB']);
    for (const name of ['Beta', 'Alfa', 'Gamma']) {
      expect(
        (await post('/api/device/tags', { name: { pl: `${P} ${name}` }, color: '#123ABC' })).status,
      ).toBe(201);
    }
    const res = await get(`/api/device/tags?search=${P}&sort_by=name&sort_direction=asc&per_page=2`);
    expect(res.body.results.map((r: { name: { pl: string } }) => r.name.pl)).toEqual([
      `${P} Alfa`,
      `${P} Beta`,
    ]);
    expect(res.body.pagination).toMatchObject({ total: 3, last_page: 2 });
  });

  it('filters functionalities by type (standard 0, optional 1) and keeps their image', async () => {
    const icon = await storeTestFile(t, await testImage(), 'ikona.jpg');
    const std = await post('/api/device/functionalities', {
      name: { pl: `${P} Wi-Fi` },
      type: 0,
      image: icon.id,
    });
    expect(std.status, JSON.stringify(std.body)).toBe(201);
    expect(std.body.model.image).toMatchObject({ id: icon.id });
    expect(std.body.model.image.url).toMatch(/^\/api\/media\/file\/.+\?signature=[0-9a-f]{32}$/);
    expect((await post('/api/device/functionalities', { name: { pl: `${P} Modbus` }, type: 1 })).status).toBe(
      201,
    );
    expect((await post('/api/device/functionalities', { name: { pl: `${P} Zły` }, type: 2 })).status).toBe(
      422,
    );
    const names = async (q: string) =>
      (await get(`/api/device/functionalities?search=${P}&${q}`)).body.results.map(
        (r: { name: { pl: string } }) => r.name.pl,
      );
    expect(await names('type=standard')).toEqual([`${P} Wi-Fi`]);
    expect(await names('type=1')).toEqual([`${P} Modbus`]);
    expect(await names('sort_by=type&sort_direction=desc')).toEqual([`${P} Modbus`, `${P} Wi-Fi`]);
    expect((await get('/api/device/functionalities?type=other')).status).toBe(422);
    const privateImage = await storeTestFile(t, await testImage(), 'prywatne.jpg', { area: 'private' });
    const refused = await post('/api/device/functionalities', {
      name: { pl: `${P} X` },
      type: 0,
      image: privateImage.id,
    });
    expect(refused.body.errors.image).toEqual([
      'Wybierz plik z menedżera mediów (plik prywatny nie może być pokazany partnerom)',
    ]);
  });

  it('keeps producers unique and refuses to delete one that devices use', async () => {
    const first = await post('/api/producer/producers', { name: `${P} Termo` });
    expect(first.status).toBe(201);
    expect((await post('/api/producer/producers', { name: `${P} TERMO` })).body.errors.name).toEqual([
      'Ta wartość jest już zajęta',
    ]);
    await post('/api/producer/producers', { name: `${P} Aero` });
    const sorted = await get(`/api/producer/producers?search=${P}&sort_by=name&sort_direction=asc`);
    expect(sorted.body.results.map((r: { name: string }) => r.name)).toEqual([`${P} Aero`, `${P} Termo`]);
    const group = await makeGroup(t, token, { code: `${P}-prod` });
    await makeDevice(t, token, {
      code: `${P}-PD`,
      name: 'Z producentem',
      group_id: group.id,
      producer_id: first.body.model.id,
    });
    const del = await t.call('producer.producers.destroy', { params: { id: first.body.model.id }, token });
    // The one "in use" answer (issue 15): 409 with the producer's own message.
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Producent jest przypisany do urządzeń i nie może zostać usunięty');
    expect((await get(`/api/producer/producers/${first.body.model.id}`)).body.model.devices_count).toBe(1);
  });

  it('requires a type card order of at least 1 and sorts by order', async () => {
    const zero = await post('/api/device/typecards', { name: { pl: `${P} Karta` }, order: 0 });
    expect(zero.status).toBe(422);
    expect(zero.body.errors.order).toEqual(['Minimalna wartość: 1']);
    // A media library file may be used by many records (an upload by one only).
    const photo = await storeTestFile(t, await testImage(), 'typ.jpg', { dir: 'media/typy' });
    for (const [order, name] of [
      [2, 'Druga'],
      [1, 'Pierwsza'],
    ] as const) {
      const res = await post('/api/device/typecards', {
        name: { pl: `${P} ${name}` },
        order,
        group_name: 'Pompy ciepła',
        group_kind: 'Ogrzewanie',
        main_photo: photo.id,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const res = await get(`/api/device/typecards?search=${P}&sort_by=order&sort_direction=asc`);
    expect(res.body.results.map((r: { order: number }) => r.order)).toEqual([1, 2]);
    expect(res.body.results[0].main_photo.thumbnail_url).toMatch(/^\/api\/media\/image\/50\/50\/crop\//);
  });
});

describe('product cards', () => {
  it('stores sanitized features, photos, materials, tags and functionalities of the right type', async () => {
    const photo = await storeTestFile(t, await testImage(), 'glowne.jpg');
    const g1 = await storeTestFile(t, await testImage(), 'galeria-1.jpg');
    const g2 = await storeTestFile(t, await testImage(), 'galeria-2.jpg');
    const sheet = await storeTestFile(t, await testPdf('Karta katalogowa'), 'karta-katalogowa.pdf');
    const tag = (await post('/api/device/tags', { name: { pl: `${P} Nowość` }, color: '#2f9e44' })).body
      .model;
    const std = (await post('/api/device/functionalities', { name: { pl: `${P} Tryb cichy` }, type: 0 })).body
      .model;
    const opt = (await post('/api/device/functionalities', { name: { pl: `${P} Grzałka` }, type: 1 })).body
      .model;
    const body = {
      name: { pl: `${P} Pompa ciepła AquaTerm` },
      features: { pl: '<p>Cicha praca<script>alert(1)</script><img src=x onerror="alert(2)"></p>' },
      video_link: 'https://www.youtube.com/watch?v=abc',
      video_description: { pl: 'Prezentacja' },
      main_photo: photo.id,
      gallery: [g2.id, g1.id],
      downloadable_materials: [sheet.id],
      tags: [tag.id],
      standard_functionalities: [std.id],
      optional_functionalities: [opt.id],
      show_on_homepage: true,
    };
    const wrongType = await post('/api/device/productcards', { ...body, standard_functionalities: [opt.id] });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors.standard_functionalities).toEqual(['Wybrana funkcjonalność ma inny typ']);
    const badLink = await post('/api/device/productcards', { ...body, video_link: 'javascript:alert(1)' });
    expect(badLink.body.errors.video_link).toBeDefined();

    const res = await post('/api/device/productcards', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const card = res.body.model;
    expect(card.features.pl).toContain('Cicha praca');
    expect(card.features.pl).not.toMatch(/script|onerror|alert/);
    expect(card.gallery.map((f: { id: number }) => f.id)).toEqual([g2.id, g1.id]);
    expect(card.downloadable_materials.map((f: { filename: string }) => f.filename)).toEqual([
      'karta-katalogowa.pdf',
    ]);
    expect(card.standard_functionalities.map((f: { id: number }) => f.id)).toEqual([std.id]);
    expect(card.optional_functionalities.map((f: { id: number }) => f.id)).toEqual([opt.id]);
    expect(card.main_photo.id).toBe(photo.id);

    const updated = await t.call('device.productcards.update', {
      params: { id: card.id },
      token,
      body: { ...body, gallery: [g1.id], show_on_homepage: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.model.gallery.map((f: { id: number }) => f.id)).toEqual([g1.id]);

    const filtered = await get(`/api/device/productcards?search=${P}&tag=${tag.id}&show_on_homepage=0`);
    expect(filtered.body.results.map((c: { id: number }) => c.id)).toEqual([card.id]);
    expect((await get(`/api/device/productcards?search=${P}&show_on_homepage=1`)).body.results).toEqual([]);

    const group = await makeGroup(t, token, { code: `${P}-pc` });
    const device = await makeDevice(t, token, {
      code: `${P}-PCD`,
      name: 'Z kartą',
      group_id: group.id,
      product_card_id: card.id,
    });
    expect((await t.call('device.productcards.destroy', { params: { id: card.id }, token })).status).toBe(
      200,
    );
    expect((await get(`/api/device/devices/${device.id}`)).body.model.product_card).toBeNull();
  });
});

describe('device configurations', () => {
  it('needs at least one external and one internal unit', async () => {
    const group = await makeGroup(t, token, { code: `${P}-cfg` });
    const outdoor = await makeDevice(t, token, {
      code: `${P}-ZEW`,
      name: 'Jednostka zewnętrzna',
      group_id: group.id,
    });
    const indoor = await makeDevice(t, token, {
      code: `${P}-WEW`,
      name: 'Jednostka wewnętrzna',
      group_id: group.id,
    });
    const line = (device_id: number, item_type: string, quantity = 1) => ({ device_id, item_type, quantity });
    const message = ['Konfiguracja musi zawierać co najmniej jedną jednostkę zewnętrzną i jedną wewnętrzną'];
    for (const items of [
      [],
      [line(outdoor.id, 'external')],
      [line(indoor.id, 'internal'), line(indoor.id, 'unknown')],
    ]) {
      const res = await post('/api/device/configurations', { device_id: indoor.id, name: 'Zestaw', items });
      expect(res.status).toBe(422);
      expect(res.body.errors.items).toEqual(message);
    }
    const badLine = await post('/api/device/configurations', {
      device_id: indoor.id,
      name: 'Zestaw',
      items: [line(outdoor.id, 'external', 0), line(indoor.id, 'middle')],
    });
    expect(badLine.body.errors['items.0.quantity']).toEqual(['Minimalna wartość: 1']);
    expect(badLine.body.errors['items.1.item_type']).toEqual(['Wybierz jedną z dostępnych wartości']);

    const ok = await post('/api/device/configurations', {
      device_id: indoor.id,
      name: 'Zestaw split 3,5 kW',
      items: [line(outdoor.id, 'external'), line(indoor.id, 'internal', 2)],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(
      ok.body.model.items.map((i: { item_type: string; quantity: number }) => [i.item_type, i.quantity]),
    ).toEqual([
      ['external', 1],
      ['internal', 2],
    ]);
    const url = `/api/device/configurations/${ok.body.model.id}`;
    const renamed = await t.request('PATCH', url, { token, body: { name: 'Zestaw split 3,6 kW' } });
    expect(renamed.status, renamed.raw).toBe(200);
    expect(renamed.body.model).toEqual({
      ...ok.body.model,
      name: 'Zestaw split 3,6 kW',
      updated_at: renamed.body.model.updated_at,
    });
    const oneUnit = await t.request('PATCH', url, { token, body: { items: [line(indoor.id, 'internal')] } });
    expect(oneUnit.body.errors).toEqual({ items: message });
    await post('/api/device/configurations', {
      device_id: indoor.id,
      name: 'Alfa zestaw',
      items: [line(outdoor.id, 'external'), line(indoor.id, 'internal')],
    });
    const listed = await get(
      `/api/device/configurations?device=${indoor.id}&sort_by=name&sort_direction=asc`,
    );
    expect(listed.body.results.map((c: { name: string }) => c.name)).toEqual([
      'Alfa zestaw',
      'Zestaw split 3,6 kW',
    ]);

    const del = await t.call('device.devices.destroy', { params: { id: outdoor.id }, token });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(
      'Urządzenie jest częścią konfiguracji innego urządzenia i nie może zostać usunięte',
    );
    expect((await t.call('device.devices.destroy', { params: { id: indoor.id }, token })).status).toBe(200);
    expect((await get(`/api/device/configurations/${ok.body.model.id}`)).status).toBe(404);
  });
});
