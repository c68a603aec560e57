import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { fileLinks, files } from '../../core/files/tables.ts';
import { makeDevice, makeGroup, runTag, storeTestFile, testImage, testPdf } from './test-fixtures.ts';

let t: TestApp;
let token: string;
const P = runTag('E');
const g = { root: 0, a: 0, b: 0, other: 0 };
const d = { a1: 0, a2: 0, b1: 0, other: 0 };

const store = (body: Record<string, unknown>) => t.call('device.error-codes.store', { token, body });
const list = (q: string) =>
  t.request('GET', `/api/device/error-codes?search=${encodeURIComponent(P)}&${q}`, { token });
const codesOf = (res: { body: { results: { code: string }[] } }) =>
  res.body.results.map((r) => r.code).sort();

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'moderator-service' })).token;
  const admin = (await createUser(t, { role: 'admin' })).token;
  g.root = (await makeGroup(t, admin, { code: `${P}-root` })).id;
  g.a = (await makeGroup(t, admin, { code: `${P}-a`, parent_id: g.root })).id;
  g.b = (await makeGroup(t, admin, { code: `${P}-b`, parent_id: g.root })).id;
  g.other = (await makeGroup(t, admin, { code: `${P}-other` })).id;
  d.a1 = (await makeDevice(t, admin, { code: `${P}-A1`, name: 'Pompa A1', group_id: g.a })).id;
  d.a2 = (await makeDevice(t, admin, { code: `${P}-A2`, name: 'Pompa A2', group_id: g.a })).id;
  d.b1 = (await makeDevice(t, admin, { code: `${P}-B1`, name: 'Pompa B1', group_id: g.b })).id;
  d.other = (await makeDevice(t, admin, { code: `${P}-O1`, name: 'Klimatyzator O1', group_id: g.other })).id;
  for (const body of [
    { code: `${P}E01`, groups: [g.root] },
    { code: `${P}E02`, groups: [g.a], device_ids: [d.a1] },
    { code: `${P}E03`, groups: [g.b] },
    { code: `${P}F01`, groups: [g.other], device_ids: [d.other] },
    { code: `${P}F02`, groups: [] },
  ]) {
    const res = await store(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(() => t.close());

describe('error code list', () => {
  it('filters by code, by device (direct or through its groups) and by group', async () => {
    expect(codesOf(await list(`code=${encodeURIComponent(`${P}e0`)}`))).toEqual([
      `${P}E01`,
      `${P}E02`,
      `${P}E03`,
    ]);
    // A code is matched from its start: what it holds later on does not find it.
    expect(codesOf(await list(`code=${encodeURIComponent(`${P}E01`)}`))).toEqual([`${P}E01`]);
    expect(codesOf(await list('code=E01'))).toEqual([]);
    expect(codesOf(await list('code=01'))).toEqual([]);
    // a1 is listed on E02; E01 covers the whole root subtree; E03 is for group b only.
    expect(codesOf(await list(`device=${d.a1}`))).toEqual([`${P}E01`, `${P}E02`]);
    // a2 is in group a, but E02 lists its devices, and a2 is not one of them.
    expect(codesOf(await list(`device=${d.a2}`))).toEqual([`${P}E01`]);
    expect(codesOf(await list(`device=${d.b1}`))).toEqual([`${P}E01`, `${P}E03`]);
    expect(codesOf(await list(`device=${d.other}`))).toEqual([`${P}F01`]);
    // A group matches codes linked to it, above it or below it.
    expect(codesOf(await list(`group=${g.a}`))).toEqual([`${P}E01`, `${P}E02`]);
    expect(codesOf(await list(`group=${g.root}`))).toEqual([`${P}E01`, `${P}E02`, `${P}E03`]);
  });

  it('sorts by code and paginates', async () => {
    const res = await list('sort_by=code&sort_direction=desc&per_page=2&page=2');
    expect(res.body.results.map((r: { code: string }) => r.code)).toEqual([`${P}E03`, `${P}E02`]);
    expect(res.body.pagination).toMatchObject({ total: 5, last_page: 3, current: 2 });
    expect((await list('sort_by=description')).status).toBe(422);
  });
});

describe('error code forms', () => {
  it('requires the code, a group for devices, and devices inside the groups', async () => {
    const noCode = await store({ code: ' ' });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.code).toEqual(['To pole jest wymagane']);
    const noGroup = await store({ code: `${P}X1`, device_ids: [d.a1] });
    expect(noGroup.body.errors.groups).toEqual(['Wybierz grupę, aby przypisać urządzenia']);
    const outside = await store({ code: `${P}X2`, groups: [g.b], device_ids: [d.a1] });
    expect(outside.body.errors.device_ids).toEqual(['Wybrane urządzenia muszą należeć do wybranych grup']);
    const unknown = await store({ code: `${P}X3`, groups: [99_999_999] });
    expect(unknown.body.errors.groups).toEqual(['Wybrana wartość nie istnieje']);
  });

  it('updates the fields sent; the others, links and manuals too, keep their stored value', async () => {
    const pdf = await storeTestFile(t, await testPdf('PL'), 'instrukcja.pdf', { area: 'private' });
    const made = await store({
      code: `${P}U1`,
      description: { pl: 'Opis' },
      manual_pl: pdf.id,
      groups: [g.a],
      device_ids: [d.a1],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.model.id;
    const update = (body: Record<string, unknown>) =>
      t.call('device.error-codes.update', { params: { id }, token, body });
    const code = await update({ code: `${P}U2` });
    expect(code.status, JSON.stringify(code.body)).toBe(200);
    const { code: newCode, updated_at, ...rest } = code.body.model;
    const { code: _was, updated_at: _at, ...restBefore } = made.body.model;
    expect(newCode).toBe(`${P}U2`);
    expect(rest).toEqual(restBefore);
    expect(rest).toMatchObject({ groups: [{ id: g.a }], device_ids: [d.a1], manual_pl: { id: pdf.id } });
    // The rules between fields are checked on the stored code with the fields sent.
    const noGroup = await update({ groups: [] });
    expect(noGroup.body.errors).toEqual({ groups: ['Wybierz grupę, aby przypisać urządzenia'] });
    const outside = await update({ device_ids: [d.b1] });
    expect(outside.body.errors.device_ids).toEqual(['Wybrane urządzenia muszą należeć do wybranych grup']);
    const cleared = await update({ groups: [], device_ids: [] });
    expect(cleared.body.model).toMatchObject({ code: `${P}U2`, groups: [], device_ids: [] });
    expect((await t.call('device.error-codes.destroy', { params: { id }, token })).status).toBe(200);
  });

  it('takes PDF manuals through the media layer, refuses other files, and lets go of replaced ones', async () => {
    const pdfPl = await storeTestFile(t, await testPdf('PL'), 'instrukcja-pl.pdf', { area: 'private' });
    const pdfEn = await storeTestFile(t, await testPdf('EN'), 'manual-en.pdf', { area: 'private' });
    const image = await storeTestFile(t, await testImage(), 'zdjecie.jpg');
    const wrong = await store({ code: `${P}M1`, groups: [g.a], manual_pl: image.id });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.manual_pl).toEqual(['Niedozwolony format pliku']);
    const res = await store({ code: `${P}M1`, groups: [g.a], manual_pl: pdfPl.id, manual_en: pdfEn.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.model.manual_pl).toMatchObject({
      id: pdfPl.id,
      filename: 'instrukcja-pl.pdf',
      mime: 'application/pdf',
    });
    const id = res.body.model.id;
    const owner = async (fileId: number) =>
      (await t.deps.db.select().from(files).where(eq(files.id, fileId)))[0].owner_type;
    expect(await owner(pdfPl.id)).toBe('error_code.manual_pl');

    const taken = await store({ code: `${P}M2`, groups: [g.a], manual_pl: pdfPl.id });
    expect(taken.status).toBe(422);

    const updated = await t.call('device.error-codes.update', {
      params: { id },
      token,
      body: { code: `${P}M1`, groups: [g.a], device_ids: [d.a2], manual_pl: pdfPl.id, manual_en: null },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.model.manual_en).toBeNull();
    expect(updated.body.model.device_ids).toEqual([d.a2]);
    expect(await owner(pdfEn.id)).toBeNull();

    expect((await t.call('device.error-codes.destroy', { params: { id }, token })).status).toBe(200);
    expect(await owner(pdfPl.id)).toBeNull();
    const links = await t.deps.db
      .select()
      .from(fileLinks)
      .where(and(eq(fileLinks.file_id, pdfPl.id), eq(fileLinks.owner_id, id)));
    expect(links).toEqual([]);
  });

  it('is refused to roles without the key', async () => {
    const { token: trade } = await createUser(t, { role: 'moderator-trade' });
    expect((await t.call('device.error-codes.index', { token: trade })).status).toBe(200);
    expect((await t.call('device.error-codes.store', { token: trade, body: { code: 'X' } })).status).toBe(
      403,
    );
  });
});
