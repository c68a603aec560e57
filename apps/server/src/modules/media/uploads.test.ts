import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_PURPOSES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { attachFile, destroyFile, detachFile } from '../../core/files/files.ts';
import { signPath } from '../../core/files/signing.ts';
import { files } from '../../core/files/tables.ts';
import { SYSTEM_ACTOR } from '../../core/http/context.ts';
import {
  HTML_PAGE,
  jpeg,
  multipart,
  noise,
  oneFile,
  pdf,
  png,
  SVG_WITH_SCRIPT,
  zip,
} from './test-fixtures.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ uploadMaxBytes: 4 * 1024 * 1024 });
  staff = (await createUser(t, { role: 'moderator-service' })).token;
});
afterAll(() => t.close());

const upload = (body: { payload: Buffer; headers: Record<string, string> }, query = '', token = staff) =>
  t.request('POST', `/api/media/uploads${query}`, { token, payload: body.payload, headers: body.headers });

const onDisk = (area: string, path: string) => join(t.config.storageDir, area, path);

describe('POST /api/media/uploads', () => {
  it('stores an image recognised by content, with sha-256, signature and dimensions', async () => {
    const res = await upload(oneFile('Zdjęcie kotła.PNG', await png(64, 48), 'image/png'), '?purpose=image');
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.message).toBe('Plik dodany');
    const model = res.body.model;
    expect(model).toMatchObject({ area: 'public', mime: 'image/png', width: 64, height: 48 });
    expect(model.original_name).toBe('Zdjęcie kotła.PNG');
    expect(model.path).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{24}\.png$/);
    expect(model.signature).toBe(signPath(t.config.appKey, 'public', model.path));
    expect(model.url).toBe(`/api/media/file/${model.path}?signature=${model.signature}`);
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, model.id));
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.attached_at).toBeNull();
    expect(existsSync(onDisk('public', model.path))).toBe(true);
  });

  it('accepts a pdf and a zip for the purposes that allow them', async () => {
    expect((await upload(oneFile('karta.pdf', pdf()), '?purpose=pdf')).body.model.mime).toBe(
      'application/pdf',
    );
    expect((await upload(oneFile('paczka.zip', zip()))).body.model.mime).toBe('application/zip');
  });

  it.each([
    ['a .png that is really a zip', 'obraz.png', zip(), '?purpose=image'],
    ['a .png that is really a zip (no purpose)', 'obraz.png', zip(), ''],
    ['an SVG with a script', 'logo.svg', SVG_WITH_SCRIPT, ''],
    ['an SVG renamed to .png', 'logo.png', SVG_WITH_SCRIPT, '?purpose=image'],
    ['HTML renamed to .jpg', 'zdjecie.jpg', HTML_PAGE, '?purpose=image'],
    ['noise named .pdf', 'umowa.pdf', noise(2000), '?purpose=pdf'],
    ['a pdf where only images are allowed', 'umowa.pdf', pdf(), '?purpose=image'],
  ])('refuses %s with a Polish field error and keeps nothing', async (_label, name, content, query) => {
    const before = await t.deps.db.select({ id: files.id }).from(files);
    const res = await upload(oneFile(name, content, 'image/png'), query);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Sprawdź błędy w formularzu',
      errors: { file: ['Niedozwolony format pliku'] },
    });
    expect(await t.deps.db.select({ id: files.id }).from(files)).toHaveLength(before.length);
  });

  it('refuses a file over the purpose limit and over UPLOAD_MAX_BYTES, naming the limit', async () => {
    const big = Buffer.concat([await jpeg(), noise(UPLOAD_PURPOSES.logo.maxBytes)]);
    const logo = await upload(oneFile('logo.jpg', big), '?purpose=logo');
    expect(logo.status).toBe(422);
    expect(logo.body.errors.file).toEqual(['Plik jest za duży (maksymalnie 3 MB)']);
    const huge = Buffer.concat([pdf(), noise(4 * 1024 * 1024)]);
    const doc = await upload(oneFile('instrukcja.pdf', huge));
    expect(doc.status).toBe(422);
    expect(doc.body.errors.file).toEqual(['Plik jest za duży (maksymalnie 4 MB)']);
  });

  it('refuses a request without a file, with two files, or with an unknown purpose', async () => {
    const none = await t.call('media.uploads.store', { token: staff, body: {} });
    expect(none.status).toBe(422);
    expect(none.body.errors.file).toEqual(['Dodaj plik']);
    const two = multipart([
      { name: 'file', filename: 'a.pdf', content: pdf() },
      { name: 'file', filename: 'b.pdf', content: pdf() },
    ]);
    expect((await upload(two)).status).toBe(422);
    expect((await upload(oneFile('a.pdf', pdf()), '?purpose=anything')).status).toBe(422);
  });

  it('refuses multipart bodies on routes that do not take uploads', async () => {
    const body = oneFile('a.pdf', pdf());
    const res = await t.call('media.media.directories', { token: staff, ...body });
    expect(res.status).toBe(415);
  });

  it('needs a token and the permission', async () => {
    const body = oneFile('a.pdf', pdf());
    expect((await t.call('media.uploads.store', body)).status).toBe(401);
    const { token } = await createUser(t, { role: 'moderator-trade' });
    expect((await upload(body, '', token)).status).toBe(403);
  });
});

describe('POST /api/partner-zone/media/uploads', () => {
  it("puts a partner's upload in the private area with the partner set", async () => {
    const { user, token } = await createUser(t, { role: 'partner' });
    const res = await t.call('partner-zone.media.uploads.store', {
      query: { purpose: 'attachment' },
      token,
      ...oneFile('protokol.pdf', pdf()),
    });
    expect(res.status).toBe(201);
    expect(res.body.model.area).toBe('private');
    expect(res.body.model.url).toBeNull();
    expect(res.body.model.path).toMatch(new RegExp(`^partners/${user.partner_id}/uploads/`));
    const [row] = await t.deps.db.select().from(files).where(eq(files.id, res.body.model.id));
    expect(row.partner_id).toBe(user.partner_id);
    expect(existsSync(onDisk('private', row.path))).toBe(true);
    expect(existsSync(onDisk('public', row.path))).toBe(false);
  });
});

describe('attaching, deleting and purging', () => {
  async function uploaded(name = 'a.pdf', content = pdf(), token = staff, url = '/api/media/uploads') {
    const res = await t.request('POST', url, { token, ...oneFile(name, content) });
    expect(res.status).toBe(201);
    return res.body.model as { id: number; path: string; area: string };
  }

  it('attaches an upload to one record only, checking type and size', async () => {
    const file = await uploaded();
    const base = {
      fileId: file.id,
      ownerType: 'service_order',
      ownerId: 7,
      accept: ['pdf'] as const,
      maxBytes: 8e6,
    };
    const wrongType = attachFile(t.deps.db, { ...base, accept: ['jpg'] });
    await expect(wrongType).rejects.toMatchObject({
      status: 422,
      fieldErrors: { file_id: ['errors.file_type'] },
    });
    await expect(attachFile(t.deps.db, { ...base, maxBytes: 10 })).rejects.toMatchObject({ status: 422 });
    await expect(attachFile(t.deps.db, { ...base, fileId: 999_999 })).rejects.toMatchObject({
      fieldErrors: { file_id: ['errors.file_missing'] },
    });
    const row = await attachFile(t.deps.db, base);
    expect(row).toMatchObject({ owner_type: 'service_order', owner_id: 7 });
    expect(row.attached_at).not.toBeNull();
    await attachFile(t.deps.db, base);
    await expect(attachFile(t.deps.db, { ...base, ownerId: 8 })).rejects.toMatchObject({
      fieldErrors: { file_id: ['errors.file_attached'] },
    });
  });

  it("finds only the partner's own files for a partner's record", async () => {
    const { token } = await createUser(t, { role: 'partner' });
    const { user: other } = await createUser(t, { role: 'partner' });
    const file = await uploaded('p.pdf', pdf(), token, '/api/partner-zone/media/uploads');
    const attempt = attachFile(t.deps.db, {
      fileId: file.id,
      ownerType: 'service_order',
      ownerId: 1,
      partnerId: other.partner_id,
      accept: ['pdf'],
      maxBytes: 8e6,
    });
    await expect(attempt).rejects.toMatchObject({ fieldErrors: { file_id: ['errors.file_missing'] } });
  });

  it('refuses deleting a file in use with the message, and deletes it once detached', async () => {
    const file = await uploaded();
    const owner = { fileId: file.id, ownerType: 'news', ownerId: 3 };
    await attachFile(t.deps.db, { ...owner, accept: ['pdf'], maxBytes: 8e6 });
    await expect(destroyFile(t.deps, SYSTEM_ACTOR, file.id)).rejects.toMatchObject({
      status: 409,
      key: 'errors.file_in_use',
    });
    await detachFile(t.deps.db, owner);
    await destroyFile(t.deps, SYSTEM_ACTOR, file.id);
    expect(await t.deps.db.select().from(files).where(eq(files.id, file.id))).toHaveLength(0);
    expect(existsSync(onDisk('public', file.path))).toBe(false);
  });

  it('purges uploads left unattached for 24 hours, and only those', async () => {
    const stale = await uploaded('stary.pdf');
    const kept = await uploaded('przypiety.pdf');
    await attachFile(t.deps.db, {
      fileId: kept.id,
      ownerType: 'news',
      ownerId: 1,
      accept: ['pdf'],
      maxBytes: 8e6,
    });
    t.clock.advance(23 * 3600_000);
    const { token: later } = await createUser(t, { role: 'moderator-service' });
    const young = await uploaded('mlody.pdf', pdf(), later);
    await t.deps.jobs.runDue();
    expect(await t.deps.db.select().from(files).where(eq(files.id, stale.id))).toHaveLength(1);
    t.clock.advance(2 * 3600_000);
    await t.deps.jobs.runDue();
    const ids = (await t.deps.db.select({ id: files.id }).from(files)).map((r) => r.id);
    expect(ids).not.toContain(stale.id);
    expect(ids).toContain(kept.id);
    expect(ids).toContain(young.id);
    expect(existsSync(onDisk('public', stale.path))).toBe(false);
    expect(existsSync(onDisk('public', kept.path))).toBe(true);
  });
});
