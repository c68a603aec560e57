import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  areasOf,
  makeDevice,
  makeDictionary,
  makeDocument,
  makeGroup,
  runTag,
  storeTestFile,
  testImage,
  testPdf,
} from './test-fixtures.ts';

let t: TestApp;
let staff: string;
let partner: string;
const P = runTag('D');
const ids = {
  category: 0,
  otherCategory: 0,
  type: 0,
  otherType: 0,
  tag: 0,
  area: 0,
  otherArea: 0,
  device: 0,
  otherDevice: 0,
  card: 0,
  manual: 0,
  declaration: 0,
  inactive: 0,
  pdf: 0,
};

const get = (url: string, token = staff) => t.request('GET', url, { token });
const list = (query: string) => get(`/api/documentation/documentations?per_page=100&search=${P}&${query}`);
const idsOf = (body: { results: { id: number }[] }) => body.results.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  staff = (await createUser(t, { role: 'admin' })).token;
  const p = await createUser(t, { role: 'partner' });
  partner = p.token;
  const areas = await areasOf(t, p.user.partner_id as number);
  ids.area = areas.own;
  ids.otherArea = areas.other;
  ids.category = (await makeDictionary(t, staff, 'categories', `Instrukcje ${P}`)).id;
  ids.otherCategory = (await makeDictionary(t, staff, 'categories', `Cenniki ${P}`)).id;
  ids.type = (await makeDictionary(t, staff, 'types', `Instrukcja obsługi ${P}`)).id;
  ids.otherType = (await makeDictionary(t, staff, 'types', `Deklaracja ${P}`)).id;
  ids.tag = (await makeDictionary(t, staff, 'tags', `Nowość ${P}`)).id;
  const group = await makeGroup(t, staff, { code: `${P}-g`, name: `Pompy ${P}` });
  const card = await t.request('POST', '/api/device/productcards', {
    token: staff,
    body: { name: { pl: `Karta ${P}` } },
  });
  expect(card.status, JSON.stringify(card.body)).toBe(201);
  ids.card = card.body.model.id;
  ids.device = (
    await makeDevice(t, staff, {
      code: `${P}-1`,
      name: `Pompa ${P}`,
      group_id: group.id,
      product_card_id: ids.card,
    })
  ).id;
  ids.otherDevice = (
    await makeDevice(t, staff, { code: `${P}-2`, name: `Klimatyzator ${P}`, group_id: group.id })
  ).id;
  ids.pdf = (
    await storeTestFile(t, await testPdf('Instrukcja'), 'Instrukcja montażu.pdf', { area: 'private' })
  ).id;
  ids.manual = (
    await makeDocument(t, staff, {
      type_id: ids.type,
      category_id: ids.category,
      documentation_number: `${P}-DTR-001`,
      title: { pl: `Instrukcja montażu pompy ciepła ${P}` },
      locale: 'pl',
      business_areas: [ids.area],
      tags: [ids.tag],
      devices: [ids.device],
      file_pl: ids.pdf,
    })
  ).id;
  ids.declaration = (
    await makeDocument(t, staff, {
      type_id: ids.otherType,
      category_id: ids.otherCategory,
      documentation_number: `${P}-DoC-002`,
      title: { pl: `Deklaracja zgodności ${P}`, en: `Declaration of conformity ${P}` },
      locale: 'en',
      business_areas: [ids.otherArea],
      devices: [ids.otherDevice],
    })
  ).id;
  ids.inactive = (
    await makeDocument(t, staff, {
      type_id: ids.type,
      category_id: ids.otherCategory,
      documentation_number: `${P}-OLD-003`,
      title: { pl: `Stary cennik ${P}` },
      locale: 'de',
      active: false,
      business_areas: [ids.area, ids.otherArea],
    })
  ).id;
});
afterAll(() => t.close());

describe('documents in the back office', () => {
  it('show a document with its relations', async () => {
    const res = await get(`/api/documentation/documentations/${ids.manual}`);
    expect(res.status).toBe(200);
    const m = res.body.model;
    expect(m.type).toMatchObject({ id: ids.type });
    expect(m.category).toMatchObject({ id: ids.category });
    expect(m.tags.map((x: { id: number }) => x.id)).toEqual([ids.tag]);
    expect(m.business_areas.map((x: { id: number }) => x.id)).toEqual([ids.area]);
    expect(m.devices.map((x: { id: number }) => x.id)).toEqual([ids.device]);
    expect(m.file_pl).toMatchObject({
      id: ids.pdf,
      filename: 'Instrukcja montażu.pdf',
      mime: 'application/pdf',
    });
    expect(m.file_en).toBeNull();
    expect(m.downloads_count).toBe(0);
  });

  it.each([
    ['category', () => `category=${ids.category}`, () => [ids.manual]],
    ['type', () => `type=${ids.otherType}`, () => [ids.declaration]],
    ['tag', () => `tag=${ids.tag}`, () => [ids.manual]],
    ['device', () => `device=${ids.otherDevice}`, () => [ids.declaration]],
    ['product card', () => `product_card=${ids.card}`, () => [ids.manual]],
    ['business area', () => `business_area=${ids.otherArea}`, () => [ids.declaration, ids.inactive]],
    ['locale', () => 'locale=de&locale=en', () => [ids.declaration, ids.inactive]],
    ['active', () => 'active=0', () => [ids.inactive]],
    ['several at once', () => `category=${ids.otherCategory}&active=1`, () => [ids.declaration]],
  ])('filter by %s', async (_name, query, expected) => {
    const res = await list(query());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(idsOf(res.body)).toEqual(expected().sort((a, b) => a - b));
  });

  it('search ignores case and Polish diacritics over number and title', async () => {
    expect(idsOf((await get(`/api/documentation/documentations?search=MONTAZU%20${P}`)).body)).toEqual([
      ids.manual,
    ]);
    expect(idsOf((await get(`/api/documentation/documentations?search=${P}-doc-002`)).body)).toEqual([
      ids.declaration,
    ]);
    expect(idsOf((await get(`/api/documentation/documentations?search=zgodnosci%20${P}`)).body)).toEqual([
      ids.declaration,
    ]);
  });

  it('sorts by number and title and pages', async () => {
    const asc = await list('sort_by=documentation_number&sort_direction=asc');
    // Case-insensitive Polish order: "DoC" before "DTR".
    expect(asc.body.results.map((r: { id: number }) => r.id)).toEqual([
      ids.declaration,
      ids.manual,
      ids.inactive,
    ]);
    const byTitle = await list('sort_by=title&sort_direction=asc');
    expect(byTitle.body.results.map((r: { id: number }) => r.id)).toEqual([
      ids.declaration,
      ids.manual,
      ids.inactive,
    ]);
    const page = await get(
      `/api/documentation/documentations?search=${P}&sort_by=documentation_number&sort_direction=desc&per_page=2&page=2`,
    );
    expect(page.body.results.map((r: { id: number }) => r.id)).toEqual([ids.declaration]);
    expect(page.body.pagination).toMatchObject({ total: 3, last_page: 2, current: 2 });
  });

  it('require business area, code, type and category with the Polish messages of spec §5', async () => {
    const res = await t.request('POST', '/api/documentation/documentations', {
      token: staff,
      body: { title: { pl: 'Bez danych' }, locale: 'pl', business_areas: [] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      type_id: ['Typ dokumentacji jest wymagany'],
      category_id: ['Kategoria dokumentacji jest wymagana'],
      documentation_number: ['To pole jest wymagane'],
      business_areas: ['Wybierz co najmniej jeden obszar działalności'],
    });
    const missing = await t.request('POST', '/api/documentation/documentations', {
      token: staff,
      body: {
        title: { pl: 'Bez obszaru' },
        locale: 'pl',
        type_id: ids.type,
        category_id: ids.category,
        documentation_number: 'X',
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.business_areas).toEqual(['Wybierz co najmniej jeden obszar działalności']);
  });

  it('refuse unknown references and a file that is not a document by its content', async () => {
    const image = await storeTestFile(t, await testImage(), 'zdjecie.jpg');
    const res = await t.request('POST', '/api/documentation/documentations', {
      token: staff,
      body: {
        type_id: 2147483000,
        category_id: ids.category,
        documentation_number: `${P}-X`,
        title: { pl: 'Zły plik' },
        locale: 'pl',
        business_areas: [ids.area],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.type_id).toEqual(['Wybrana wartość nie istnieje']);
    const file = await t.request('POST', '/api/documentation/documentations', {
      token: staff,
      body: {
        type_id: ids.type,
        category_id: ids.category,
        documentation_number: `${P}-X`,
        title: { pl: 'Zły plik' },
        locale: 'pl',
        business_areas: [ids.area],
        file_pl: image.id,
      },
    });
    expect(file.status).toBe(422);
    expect(Object.keys(file.body.errors)).toEqual(['file_pl']);
  });

  it('update replaces the links and delete removes the document', async () => {
    const doc = await makeDocument(t, staff, {
      type_id: ids.type,
      category_id: ids.category,
      documentation_number: `${P}-TMP`,
      title: { pl: 'Tymczasowy' },
      locale: 'pl',
      business_areas: [ids.area],
      tags: [ids.tag],
    });
    const res = await t.request('PATCH', `/api/documentation/documentations/${doc.id}`, {
      token: staff,
      body: {
        type_id: ids.otherType,
        category_id: ids.category,
        documentation_number: `${P}-TMP`,
        title: { pl: 'Tymczasowy 2' },
        locale: 'pl',
        business_areas: [ids.otherArea],
        tags: [],
        devices: [ids.device, ids.otherDevice],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.model.tags).toEqual([]);
    expect(res.body.model.business_areas.map((a: { id: number }) => a.id)).toEqual([ids.otherArea]);
    expect(res.body.model.devices).toHaveLength(2);
    expect(
      (await t.request('DELETE', `/api/documentation/documentations/${doc.id}`, { token: staff })).status,
    ).toBe(200);
    expect((await get(`/api/documentation/documentations/${doc.id}`)).status).toBe(404);
  });
});

describe('dictionaries', () => {
  it.each([
    [
      'categories',
      () => ids.category,
      'Kategoria jest przypisana do dokumentów (1) i nie może zostać usunięta',
    ],
    ['types', () => ids.type, 'Typ jest przypisany do dokumentów (2) i nie może zostać usunięty'],
    ['tags', () => ids.tag, 'Tag jest przypisany do dokumentów (1) i nie może zostać usunięty'],
  ] as const)('%s: delete refused while documents use it', async (resource, id, message) => {
    const res = await t.request('DELETE', `/api/documentation/${resource}/${id()}`, { token: staff });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(message);
    const spare = await makeDictionary(t, staff, resource, `Zbędny ${P}`);
    const listed = await get(`/api/documentation/${resource}?search=zbedny%20${P}`);
    expect(listed.body.results).toEqual([expect.objectContaining({ id: spare.id, documentations_count: 0 })]);
    expect(
      (await t.request('DELETE', `/api/documentation/${resource}/${spare.id}`, { token: staff })).status,
    ).toBe(200);
  });

  it('a tag needs a valid colour', async () => {
    const res = await t.request('POST', '/api/documentation/tags', {
      token: staff,
      body: { name: { pl: 'Bez koloru' }, color: 'czerwony' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.color).toEqual(['Podaj kolor w formacie #RRGGBB']);
  });
});

describe('device links', () => {
  it('sync-documentations attaches and detaches many at once; the device and product card children list them', async () => {
    const url = `/api/device/devices/${ids.otherDevice}/sync-documentations`;
    const res = await t.request('POST', url, {
      token: staff,
      body: { attach: [ids.manual, ids.inactive], detach: [ids.declaration] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.manual, ids.inactive].sort((a, b) => a - b));
    const child = await get(`/api/device/devices/${ids.otherDevice}/documentations`);
    expect(idsOf(child.body)).toEqual(idsOf(res.body));
    const card = await get(`/api/device/productcards/${ids.card}/documentations`);
    expect(idsOf(card.body)).toEqual([ids.manual]);
    expect(card.body.results[0].file_pl.filename).toBe('Instrukcja montażu.pdf');

    const unknown = await t.request('POST', url, { token: staff, body: { attach: [2147483000] } });
    expect(unknown.status).toBe(422);
    // Nothing of a refused call is kept: the whole sync is one transaction.
    const mixed = await t.request('POST', url, {
      token: staff,
      body: { detach: [ids.manual], attach: [2147483000] },
    });
    expect(mixed.status).toBe(422);
    expect(idsOf((await get(`/api/device/devices/${ids.otherDevice}/documentations`)).body)).toEqual(
      idsOf(res.body),
    );
    const empty = await t.request('POST', url, { token: staff, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.attach).toEqual(['Zaznacz co najmniej jeden dokument']);
    expect(
      (
        await t.request('POST', '/api/device/devices/2147483000/sync-documentations', {
          token: staff,
          body: { attach: [ids.manual] },
        })
      ).status,
    ).toBe(404);
    // Back to how the other tests expect it.
    await t.request('POST', url, {
      token: staff,
      body: { attach: [ids.declaration], detach: [ids.manual, ids.inactive] },
    });
  });
});

describe('a partner user', () => {
  it('gets 403 on every back-office route of the area', async () => {
    const routes = t.routes.filter(
      (r) =>
        r.name.startsWith('documentation.') ||
        [
          'device.devices.sync-documentations',
          'device.devices.documentations',
          'device.productcards.documentations',
          'contractor.contractors.documentations',
        ].includes(r.name),
    );
    expect(routes.length).toBe(24);
    for (const r of routes) {
      const url = r.uri.replace(/\{\w+\}/g, String(ids.manual));
      const res = await t.request(r.method, url, {
        token: partner,
        body: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.status, `${r.name}: ${res.raw}`).toBe(403);
    }
  });
});
