import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { attachFile } from '../../core/files/files.ts';
import { signPath } from '../../core/files/signing.ts';
import { fileLinks, files } from '../../core/files/tables.ts';
import { jpeg, multipart, noise, oneFile, pdf, png, zip } from './test-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ uploadMaxBytes: 1024 * 1024, uploadTotalMaxBytes: 1536 * 1024 });
  token = (await createUser(t, { role: 'moderator-marketing' })).token;
});
afterAll(() => t.close());

const onDisk = (path: string) => join(t.config.storageDir, 'public', path);
const mkdir = (parent: string, name: string) =>
  t.call('media.media.directories', { token, body: { parent, name } });
const uploadTo = (dir: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  t.call('media.media.store', { query: { dir: dir }, token, ...body });

describe('media manager', () => {
  it('creates directories with URL-safe names and shows them in the tree', async () => {
    const res = await mkdir('media', 'Zdjęcia produktów');
    expect(res.status).toBe(201);
    expect(res.body.model).toEqual({ path: 'media/zdjecia-produktow', basename: 'zdjecia-produktow' });
    expect(res.body.message).toBe('Katalog został utworzony');
    expect((await mkdir('media/zdjecia-produktow', 'Pompy ciepła')).status).toBe(201);
    expect((await mkdir('media', 'Instrukcje')).status).toBe(201);
    const again = await mkdir('media', 'instrukcje');
    expect(again.status).toBe(422);
    expect(again.body.errors.name).toEqual(['Katalog lub plik o tej nazwie już istnieje']);
    expect((await mkdir('media/nie-ma', 'x')).status).toBe(404);
    expect((await mkdir('media', '')).body.errors.name).toEqual(['To pole jest wymagane']);
    expect((await mkdir('media', '..')).status).toBe(422);
    expect((await mkdir('../media', 'x')).status).toBe(422);

    const tree = await t.call('media.media.tree', { token });
    expect(tree.status).toBe(200);
    expect(tree.body.model).toEqual({
      path: 'media',
      basename: 'media',
      children: [
        { path: 'media/instrukcje', basename: 'instrukcje', children: [] },
        {
          path: 'media/zdjecia-produktow',
          basename: 'zdjecia-produktow',
          children: [
            { path: 'media/zdjecia-produktow/pompy-ciepla', basename: 'pompy-ciepla', children: [] },
          ],
        },
      ],
    });
  });

  it('uploads several files into a directory and lists them with the current directory', async () => {
    const body = multipart([
      { name: 'files', filename: 'Pompa ciepła.JPG', content: await jpeg(80, 60) },
      { name: 'files', filename: 'Schemat.png', content: await png(30, 20) },
      { name: 'files', filename: 'karta.pdf', content: pdf() },
    ]);
    const res = await uploadTo('media/zdjecia-produktow', body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Pliki dodane');
    expect(res.body.results.map((f: { path: string }) => f.path)).toEqual([
      'media/zdjecia-produktow/pompa-ciepla.jpg',
      'media/zdjecia-produktow/schemat.png',
      'media/zdjecia-produktow/karta.pdf',
    ]);
    const same = await uploadTo('media/zdjecia-produktow', oneFile('schemat.png', await png(10, 10)));
    expect(same.body.results[0].path).toBe('media/zdjecia-produktow/schemat-1.png');

    const list = await t.call('media.media.files', {
      query: {
        dir: 'media/zdjecia-produktow',
        page: 1,
        per_page: 2,
        sort_by: 'filename',
        sort_direction: 'asc',
      },
      token,
    });
    expect(list.status).toBe(200);
    expect(list.body.directory).toEqual({ path: 'media/zdjecia-produktow', basename: 'zdjecia-produktow' });
    expect(list.body.pagination).toMatchObject({ total: 4, per_page: 2, last_page: 2, current: 1 });
    const [first] = list.body.results;
    expect(first).toMatchObject({
      path: 'media/zdjecia-produktow/karta.pdf',
      filename: 'karta.pdf',
      mime: 'application/pdf',
      width: null,
    });
    expect(first.signature).toBe(signPath(t.config.appKey, 'public', first.path));
    expect(first.uploaded_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const page2 = await t.call('media.media.files', {
      query: {
        dir: 'media/zdjecia-produktow',
        page: 2,
        per_page: 2,
        sort_by: 'filename',
        sort_direction: 'asc',
      },
      token,
    });
    expect(
      page2.body.results.find((f: { filename: string }) => f.filename === 'schemat-1.png'),
    ).toMatchObject({
      width: 10,
      height: 10,
    });
    const root = await t.call('media.media.files', { token });
    expect(root.body.directory).toEqual({ path: 'media', basename: 'media' });
    expect(root.body.results).toEqual([]);
    expect((await t.call('media.media.files', { query: { dir: 'media/nie-ma' }, token })).status).toBe(404);
    expect((await t.call('media.media.files', { query: { dir: '../etc' }, token })).status).toBe(422);
    expect((await t.call('media.media.files', { query: { folder: 'media' }, token })).status).toBe(422);
  });

  it("lists a folder's own files only: not its subfolders', nor those of folders whose names start alike", async () => {
    for (const [parent, name] of [
      ['media', 'kat'],
      ['media', 'kat-a'],
      ['media', 'kata'],
      ['media', 'kat0'],
      ['media/kat', 'sub'],
    ])
      expect((await mkdir(parent, name)).status).toBe(201);
    for (const dir of ['media/kat', 'media/kat-a', 'media/kata', 'media/kat0', 'media/kat/sub'])
      expect((await uploadTo(dir, oneFile('plan.pdf', pdf()))).status).toBe(201);
    const listed = async (dir: string, search?: string) =>
      (
        await t.call('media.media.files', { query: { dir, ...(search ? { search } : {}) }, token })
      ).body.results.map((f: { path: string }) => f.path);
    expect(await listed('media/kat')).toEqual(['media/kat/plan.pdf']);
    expect(await listed('media/kat', 'plan')).toEqual(['media/kat/plan.pdf']);
    expect(await listed('media/kat/sub', 'plan')).toEqual(['media/kat/sub/plan.pdf']);
    expect(await listed('media/kat-a')).toEqual(['media/kat-a/plan.pdf']);
    expect(await listed('media/kat0', 'plan')).toEqual(['media/kat0/plan.pdf']);
    for (const path of ['media/kat', 'media/kat-a', 'media/kata', 'media/kat0'])
      expect((await t.call('media.media.destroy-directory', { query: { path }, token })).status).toBe(200);
  });

  it('keeps none of an upload when one file is refused, and enforces single and total sizes', async () => {
    const count = async () => (await t.deps.db.select({ id: files.id }).from(files)).length;
    const before = await count();
    const mixed = multipart([
      { name: 'files', filename: 'ok.png', content: await png() },
      { name: 'files', filename: 'zly.png', content: zip() },
    ]);
    const refused = await uploadTo('media/instrukcje', mixed);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file).toEqual(['Niedozwolony format pliku']);
    expect(await count()).toBe(before);
    expect(existsSync(onDisk('media/instrukcje/ok.png'))).toBe(false);

    const single = await uploadTo(
      'media/instrukcje',
      oneFile('duzy.pdf', Buffer.concat([pdf(), noise(1024 * 1024)])),
    );
    expect(single.body.errors.file).toEqual(['Plik jest za duży (maksymalnie 1 MB)']);
    const total = await uploadTo(
      'media/instrukcje',
      multipart([
        { name: 'files', filename: 'a.pdf', content: Buffer.concat([pdf(), noise(900 * 1024)]) },
        { name: 'files', filename: 'b.pdf', content: Buffer.concat([pdf(), noise(900 * 1024)]) },
      ]),
    );
    expect(total.status).toBe(422);
    expect(total.body.errors.file).toEqual(['Łączny rozmiar plików jest za duży (maksymalnie 1,5 MB)']);
    expect(await count()).toBe(before);
  });

  it('renames and moves files, re-signing them', async () => {
    const up = await uploadTo('media/instrukcje', oneFile('Instrukcja montażu.pdf', pdf()));
    const file = up.body.results[0];
    const renamed = await t.call('media.media.rename', {
      params: { id: file.id },
      token,
      body: { name: 'Montaż pompy.pdf' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.model.path).toBe('media/instrukcje/montaz-pompy.pdf');
    expect(renamed.body.model.signature).toBe(
      signPath(t.config.appKey, 'public', 'media/instrukcje/montaz-pompy.pdf'),
    );
    expect(existsSync(onDisk('media/instrukcje/montaz-pompy.pdf'))).toBe(true);
    expect(existsSync(onDisk(file.path))).toBe(false);

    const moved = await t.call('media.media.move', {
      params: { id: file.id },
      token,
      body: { dir: 'media/zdjecia-produktow/pompy-ciepla' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.model.path).toBe('media/zdjecia-produktow/pompy-ciepla/montaz-pompy.pdf');
    // The file's stored folder follows its path: searched, it is in the new folder, not the old.
    const found = async (dir: string) =>
      (await t.call('media.media.files', { query: { dir, search: 'montaz' }, token })).body.results.map(
        (f: { id: number }) => f.id,
      );
    expect(await found('media/instrukcje')).not.toContain(file.id);
    expect(await found('media/zdjecia-produktow/pompy-ciepla')).toContain(file.id);
    const nowhere = await t.call('media.media.move', {
      params: { id: file.id },
      token,
      body: { dir: 'media/x' },
    });
    expect(nowhere.status).toBe(404);
  });

  it('renames a directory with its files; the main folder can be neither renamed nor removed', async () => {
    const res = await t.call('media.media.rename-directory', {
      token,
      body: { path: 'media/zdjecia-produktow', name: 'Produkty' },
    });
    expect(res.status).toBe(200);
    expect(res.body.model).toEqual({ path: 'media/produkty', basename: 'produkty' });
    const inner = await t.call('media.media.files', { query: { dir: 'media/produkty/pompy-ciepla' }, token });
    expect(inner.body.results.map((f: { path: string }) => f.path)).toEqual([
      'media/produkty/pompy-ciepla/montaz-pompy.pdf',
    ]);
    expect(inner.body.results[0].signature).toBe(
      signPath(t.config.appKey, 'public', 'media/produkty/pompy-ciepla/montaz-pompy.pdf'),
    );
    const root = await t.call('media.media.rename-directory', {
      token,
      body: { path: 'media', name: 'inne' },
    });
    expect(root.status).toBe(422);
    expect(root.body.errors.path).toEqual(['Nie można usunąć ani zmienić nazwy folderu głównego']);
    const rootDelete = await t.call('media.media.destroy-directory', { query: { path: 'media' }, token });
    expect(rootDelete.status).toBe(422);
    expect(rootDelete.body.errors.path).toEqual(['Nie można usunąć ani zmienić nazwy folderu głównego']);
  });

  it('refuses deleting a file or a directory in use, then removes a non-empty directory with its content', async () => {
    const list = await t.call('media.media.files', { query: { dir: 'media/produkty' }, token });
    const image = list.body.results.find((f: { mime: string }) => f.mime === 'image/jpeg');
    await attachFile(t.deps.db, {
      fileId: image.id,
      ownerType: 'device',
      ownerId: 1,
      accept: ['jpg'],
      maxBytes: 1e7,
    });
    await attachFile(t.deps.db, {
      fileId: image.id,
      ownerType: 'news',
      ownerId: 2,
      accept: ['jpg'],
      maxBytes: 1e7,
    });
    const refused = await t.call('media.media.destroy', { params: { id: image.id }, token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Plik jest używany i nie może zostać usunięty');
    const dirRefused = await t.call('media.media.destroy-directory', {
      query: { path: 'media/produkty' },
      token,
    });
    expect(dirRefused.status).toBe(409);
    expect(existsSync(onDisk(image.path))).toBe(true);

    const pdfFile = list.body.results.find((f: { mime: string }) => f.mime === 'application/pdf');
    const del = await t.call('media.media.destroy', { params: { id: pdfFile.id }, token });
    expect(del.status).toBe(200);
    expect(existsSync(onDisk(pdfFile.path))).toBe(false);

    await t.deps.db.delete(fileLinks);
    const removed = await t.call('media.media.destroy-directory', {
      query: { path: 'media/produkty' },
      token,
    });
    expect(removed.status).toBe(200);
    expect(existsSync(onDisk('media/produkty'))).toBe(false);
    expect(await t.deps.db.select().from(files).where(eq(files.id, image.id))).toHaveLength(0);
    const tree = await t.call('media.media.tree', { token });
    expect(tree.body.model.children.map((c: { path: string }) => c.path)).toEqual(['media/instrukcje']);
  });

  it('only serves library files to the manager routes and guards them by permission', async () => {
    const upload = await t.call('media.uploads.store', { token, ...oneFile('u.pdf', pdf()) });
    const renameUpload = await t.call('media.media.rename', {
      params: { id: upload.body.model.id },
      token,
      body: { name: 'x' },
    });
    expect(renameUpload.status).toBe(404);
    const { token: service } = await createUser(t, { role: 'moderator-service' });
    expect((await t.call('media.media.tree', { token: service })).status).toBe(403);
    expect((await t.call('media.media.tree')).status).toBe(401);
  });
});
