import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { downloads } from '../../core/files/tables.ts';
import { partners } from '../people/tables.ts';
import {
  areasOf,
  type DocumentBody,
  makeDevice,
  makeDictionary,
  makeDocument,
  makeGroup,
  readZip,
  runTag,
  storeTestFile,
  testPdf,
} from './test-fixtures.ts';

let t: TestApp;
let staff: string;
/** Two users of one company, and a user of a company in another business area. */
let admin: { token: string; id: number; partnerId: number };
let colleague: { token: string; id: number };
let stranger: string;
const P = runTag('PZ');
const ids = {
  visible: 0,
  english: 0,
  general: 0,
  inactive: 0,
  otherArea: 0,
  hiddenDevice: 0,
  blockedDevice: 0,
  device: 0,
  category: 0,
  otherCategory: 0,
  type: 0,
  tag: 0,
};
const files: Record<string, { id: number; bytes: Buffer }> = {};
const BASE = '/api/partner-zone/documentation/documentations';

const pz = (url: string, token = admin.token) => t.request('GET', url, { token });
const list = (query = '', token = admin.token) => pz(`${BASE}?per_page=100&search=${P}&${query}`, token);
const idsOf = (body: { results: { id: number }[] }) => body.results.map((r) => r.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => values.sort((a, b) => a - b);

async function pdf(key: string, name: string) {
  const bytes = await testPdf(`${key} ${P}`);
  const row = await storeTestFile(t, bytes, name, { area: 'private' });
  files[key] = { id: row.id, bytes };
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ documentationZipMax: 3 });
  staff = (await createUser(t, { role: 'admin' })).token;
  const a = await createUser(t, { role: 'partner', companyAdmin: true });
  admin = { token: a.token, id: a.user.id, partnerId: a.user.partner_id as number };
  const c = await createUser(t, { role: 'partner', partnerId: admin.partnerId });
  colleague = { token: c.token, id: c.user.id };
  const areas = await areasOf(t, admin.partnerId);
  const other = await createUser(t, { role: 'partner' });
  await t.deps.db
    .update(partners)
    .set({ business_area_id: areas.other })
    .where(eq(partners.id, other.user.partner_id as number));
  stranger = other.token;

  ids.category = (await makeDictionary(t, staff, 'categories', `Instrukcje ${P}`)).id;
  ids.otherCategory = (await makeDictionary(t, staff, 'categories', `Deklaracje ${P}`)).id;
  ids.type = (await makeDictionary(t, staff, 'types', `Instrukcja ${P}`)).id;
  ids.tag = (await makeDictionary(t, staff, 'tags', `Nowość ${P}`)).id;
  const group = await makeGroup(t, staff, { code: `${P}-g`, name: `Pompy ${P}` });
  const off = await makeGroup(t, staff, { code: `${P}-off`, name: `Wycofane ${P}`, active: false });
  ids.device = (
    await makeDevice(t, staff, { code: `${P}-V`, name: `Pompa Żubr ${P}`, group_id: group.id })
  ).id;
  const hidden = (await makeDevice(t, staff, { code: `${P}-H`, name: `Pompa ukryta ${P}`, group_id: off.id }))
    .id;
  const blocked = (
    await makeDevice(t, staff, {
      code: `${P}-B`,
      name: `Pompa blokowana ${P}`,
      group_id: group.id,
      blocked: true,
    })
  ).id;

  const doc = (over: Partial<DocumentBody> & { documentation_number: string }) =>
    makeDocument(t, staff, {
      type_id: ids.type,
      category_id: ids.category,
      title: { pl: `Dokument ${over.documentation_number} ${P}` },
      locale: 'pl',
      business_areas: [areas.own],
      ...over,
    }).then((d) => d.id);
  ids.visible = await doc({
    documentation_number: `${P}-1`,
    title: { pl: `Instrukcja obsługi pompy ${P}` },
    tags: [ids.tag],
    devices: [ids.device, blocked],
    file_pl: await pdf('visible', 'Instrukcja obsługi — pompa ciepła.pdf'),
    file_en: await pdf('visible_en', 'Operating manual.pdf'),
  });
  ids.english = await doc({
    documentation_number: `${P}-2`,
    category_id: ids.otherCategory,
    locale: 'en',
    title: { pl: `Deklaracja zgodności ${P}` },
    file_pl: await pdf('english', 'Deklaracja zgodności.pdf'),
  });
  ids.general = await doc({
    documentation_number: `${P}-3`,
    business_areas: [areas.own, areas.other],
    file_pl: await pdf('general', 'Deklaracja zgodności.pdf'),
  });
  ids.inactive = await doc({
    documentation_number: `${P}-4`,
    active: false,
    file_pl: await pdf('inactive', 'Stara.pdf'),
  });
  ids.otherArea = await doc({
    documentation_number: `${P}-5`,
    business_areas: [areas.other],
    file_pl: await pdf('otherArea', 'Inny obszar.pdf'),
  });
  ids.hiddenDevice = await doc({
    documentation_number: `${P}-6`,
    devices: [hidden],
    file_pl: await pdf('hidden', 'Ukryte.pdf'),
  });
  ids.blockedDevice = await doc({
    documentation_number: `${P}-7`,
    devices: [blocked],
    file_pl: await pdf('blocked', 'Zablokowane.pdf'),
  });
});
afterAll(() => t.close());

const HIDDEN = ['inactive', 'otherArea', 'hiddenDevice', 'blockedDevice'] as const;

describe('visibility', () => {
  it('lists only active documents of the company’s business area, not linked only to hidden devices', async () => {
    const res = await list();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(idsOf(res.body)).toEqual(sorted(ids.visible, ids.english, ids.general));
    const visible = res.body.results.find((r: { id: number }) => r.id === ids.visible);
    // Only the devices partners may see are named.
    expect(visible.devices.map((d: { id: number }) => d.id)).toEqual([ids.device]);
    expect(visible.file_pl.url).toBe(`${BASE}/${ids.visible}/download?lang=pl`);
    expect(idsOf((await list('', stranger)).body)).toEqual(sorted(ids.general, ids.otherArea));
  });

  it.each(HIDDEN)('%s: 404 on show, download, favourite and ZIP', async (key) => {
    const id = ids[key];
    expect((await pz(`${BASE}/${id}`)).status).toBe(404);
    expect((await pz(`${BASE}/${id}/download`)).status).toBe(404);
    expect((await t.request('POST', `${BASE}/${id}/favorite`, { token: admin.token })).status).toBe(404);
    expect((await pz(`${BASE}/zip?ids=${ids.visible}&ids=${id}`)).status).toBe(404);
  });

  it('the partner device page lists the device’s visible documents', async () => {
    const res = await pz(`/api/partner-zone/device/devices/${ids.device}/documentations`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([ids.visible]);
  });
});

describe('filters and search', () => {
  it.each([
    ['category', () => `category=${ids.otherCategory}`, () => [ids.english]],
    ['type', () => `type=${ids.type}`, () => [ids.visible, ids.english, ids.general]],
    ['tag', () => `tag=${ids.tag}`, () => [ids.visible]],
    ['device', () => `device=${ids.device}`, () => [ids.visible]],
    ['device model', () => 'model=zubr', () => [ids.visible]],
    ['language', () => 'locale=en', () => [ids.english]],
  ])('%s', async (_name, query, expected) => {
    const res = await list(query());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(idsOf(res.body)).toEqual(sorted(...expected()));
  });

  it('search ignores diacritics over number and title', async () => {
    expect(idsOf((await pz(`${BASE}?search=zgodnosci%20${P}`)).body)).toEqual([ids.english]);
    expect(idsOf((await pz(`${BASE}?search=${P}-3`)).body)).toEqual([ids.general]);
  });

  it('the dictionaries of the filters', async () => {
    const res = await pz('/api/partner-zone/documentation/dictionaries');
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([ids.category, ids.otherCategory]),
    );
    expect(res.body.tags).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ids.tag, color: '#0b5cab' })]),
    );
  });
});

describe('favourites', () => {
  it('are per user: a toggle marks and unmarks, a colleague’s never show', async () => {
    const on = await t.request('POST', `${BASE}/${ids.general}/favorite`, { token: admin.token });
    expect(on.status).toBe(200);
    expect(on.body.model).toEqual({ id: ids.general, is_favorite: true });
    await t.request('POST', `${BASE}/${ids.english}/favorite`, { token: colleague.token });
    expect(idsOf((await list('is_favorite=1')).body)).toEqual([ids.general]);
    expect(idsOf((await list('is_favorite=0')).body)).toEqual(sorted(ids.visible, ids.english));
    expect(idsOf((await list('is_favorite=1', colleague.token)).body)).toEqual([ids.english]);
    const shown = await pz(`${BASE}/${ids.general}`, colleague.token);
    expect(shown.body.model.is_favorite).toBe(false);
    const off = await t.request('POST', `${BASE}/${ids.general}/favorite`, { token: admin.token });
    expect(off.body.model.is_favorite).toBe(false);
    expect(idsOf((await list('is_favorite=1')).body)).toEqual([]);
  });

  it('are paged and counted exactly in the list’s order, with or without a search', async () => {
    const marked = [ids.visible, ids.english, ids.general];
    for (const id of marked) await t.request('POST', `${BASE}/${id}/favorite`, { token: admin.token });
    const inOrder = (await list()).body.results
      .map((r: { id: number }) => r.id)
      .filter((id: number) => marked.includes(id));
    expect(inOrder).toHaveLength(3);
    const page = async (query: string, token = admin.token) =>
      (await pz(`${BASE}?is_favorite=1&per_page=2&${query}`, token)).body;
    const first = await page('page=1');
    expect(first.results.map((r: { id: number }) => r.id)).toEqual(inOrder.slice(0, 2));
    expect(first.results.every((r: { is_favorite: boolean }) => r.is_favorite)).toBe(true);
    expect(first.pagination).toMatchObject({ total: 3, last_page: 2, current: 1 });
    expect((await page('page=2')).results.map((r: { id: number }) => r.id)).toEqual(inOrder.slice(2));
    const past = await page('page=9');
    expect(past.pagination).toMatchObject({ total: 3, current: 2 });
    expect(past.results.map((r: { id: number }) => r.id)).toEqual(inOrder.slice(2));
    const searched = await page(`search=${P}&locale=en`);
    expect(searched.results.map((r: { id: number }) => r.id)).toEqual([ids.english]);
    expect(searched.pagination.total).toBe(1);
    const theirs = await page('page=1', colleague.token);
    expect(theirs.results.map((r: { id: number }) => r.id)).toEqual([ids.english]);
    expect(theirs.pagination.total).toBe(1);
    for (const id of marked) await t.request('POST', `${BASE}/${id}/favorite`, { token: admin.token });
    expect((await page('page=1')).pagination.total).toBe(0);
  });
});

const countDownloads = async (documentId: number) =>
  (
    await t.deps.db
      .select()
      .from(downloads)
      .where(and(eq(downloads.record_type, 'documentation'), eq(downloads.record_id, documentId)))
  ).length;

describe('downloads', () => {
  it('of a document without a file answer 404 with a Polish message, and count nothing', async () => {
    const staffDoc = await t.request('GET', `/api/documentation/documentations/${ids.general}`, {
      token: staff,
    });
    const bare = await makeDocument(t, staff, {
      type_id: ids.type,
      category_id: ids.category,
      documentation_number: `${P}-8`,
      title: { pl: `Bez pliku ${P}` },
      locale: 'pl',
      business_areas: staffDoc.body.model.business_areas.map((a: { id: number }) => a.id),
    });
    const single = await pz(`${BASE}/${bare.id}/download`);
    expect(single.status).toBe(404);
    expect(single.body.message).toBe('Dokument nie ma pliku do pobrania');
    const zip = await pz(`${BASE}/zip?ids=${ids.general}&ids=${bare.id}`);
    expect(zip.status).toBe(404);
    expect(zip.body.message).toBe('Dokument nie ma pliku do pobrania');
    expect(await countDownloads(bare.id)).toBe(0);
    await t.request('DELETE', `/api/documentation/documentations/${bare.id}`, { token: staff });
  });

  it('write one row per download, with the user and the company; the contractor tab lists them', async () => {
    const before = await countDownloads(ids.visible);
    const pl = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${ids.visible}/download`,
      headers: { authorization: `Bearer ${colleague.token}` },
    });
    expect(pl.statusCode).toBe(200);
    expect(pl.rawPayload.equals(files.visible.bytes)).toBe(true);
    expect(pl.headers['content-disposition']).toContain(
      encodeURIComponent('Instrukcja obsługi — pompa ciepła.pdf'),
    );
    const en = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${ids.visible}/download?lang=en`,
      headers: { authorization: `Bearer ${colleague.token}` },
    });
    expect(en.rawPayload.equals(files.visible_en.bytes)).toBe(true);
    // An English file missing: the Polish one is given.
    const fallback = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${ids.english}/download?lang=en`,
      headers: { authorization: `Bearer ${colleague.token}` },
    });
    expect(fallback.rawPayload.equals(files.english.bytes)).toBe(true);
    expect(await countDownloads(ids.visible)).toBe(before + 2);
    const [row] = await t.deps.db
      .select()
      .from(downloads)
      .where(and(eq(downloads.record_type, 'documentation'), eq(downloads.record_id, ids.english)));
    expect(row).toMatchObject({
      user_id: colleague.id,
      partner_id: admin.partnerId,
      file_id: files.english.id,
    });

    const contractor = await t.request('GET', `/api/partner/partners/${admin.partnerId}`, { token: staff });
    const contractorId = contractor.body.model.contractor_id;
    const tab = await t.request(
      'GET',
      `/api/contractor/contractors/${contractorId}/documentations?per_page=100`,
      {
        token: staff,
      },
    );
    expect(tab.status, JSON.stringify(tab.body)).toBe(200);
    expect(tab.body.results.length).toBeGreaterThanOrEqual(3);
    expect(tab.body.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user: expect.objectContaining({ id: colleague.id }),
          documentation: expect.objectContaining({ id: ids.english, documentation_number: `${P}-2` }),
          filename: 'Deklaracja zgodności.pdf',
        }),
      ]),
    );
    const back = await t.request('GET', `/api/documentation/documentations/${ids.visible}`, { token: staff });
    expect(back.body.model.downloads_count).toBe(before + 2);
  });
});

describe('ZIP of several documents', () => {
  it('holds exactly the selected files under their Polish names (UTF-8 flag), one download row each', async () => {
    const before = await countDownloads(ids.general);
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/zip?ids=${ids.visible}&ids=${ids.english}&ids=${ids.general}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="dokumentacja-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const entries = readZip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual([
      'Instrukcja obsługi — pompa ciepła.pdf',
      'Deklaracja zgodności.pdf',
      // The same name twice: the second gets a number.
      'Deklaracja zgodności (2).pdf',
    ]);
    expect(entries.every((e) => e.utf8)).toBe(true);
    expect(entries[0].data.equals(files.visible.bytes)).toBe(true);
    expect(entries[1].data.equals(files.english.bytes)).toBe(true);
    expect(entries[2].data.equals(files.general.bytes)).toBe(true);
    expect(await countDownloads(ids.general)).toBe(before + 1);
  });

  it('answers the selection messages: at least one, at most the setting', async () => {
    const none = await pz(`${BASE}/zip`);
    expect(none.status).toBe(422);
    expect(none.body.errors.ids).toEqual(['Zaznacz co najmniej jeden dokument']);
    const many = await pz(
      `${BASE}/zip?ids=${ids.visible}&ids=${ids.english}&ids=${ids.general}&ids=${ids.inactive}`,
    );
    expect(many.status).toBe(422);
    expect(many.body.errors.ids).toEqual(['Maksymalna liczba dokumentów pobieranych jednocześnie: 3']);
    expect(loadConfig({ NODE_ENV: 'test' }, { dataDir: t.config.dataDir }).documentationZipMax).toBe(20);
  });
});
