import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signedImageUrl } from '../../core/files/files.ts';
import { signPath } from '../../core/files/signing.ts';
import { jpeg, oneFile, pdf, png } from './test-fixtures.ts';

type Model = { id: number; path: string; signature: string; mime: string; area: 'public'; url: string };

let t: TestApp;
let token: string;
let image: Model;
let document: Model;
let documentBytes: Buffer;

async function inject(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, json: () => res.json() };
}

beforeAll(async () => {
  t = await createTestApp({ imageConcurrency: 1, imageQueue: 0 });
  token = (await createUser(t, { role: 'moderator-docs' })).token;
  const up = async (name: string, content: Buffer) =>
    (await t.call('media.uploads.store', { token, ...oneFile(name, content) })).body.model as Model;
  image = await up('kociol.jpg', await jpeg(800, 600));
  documentBytes = Buffer.concat([pdf(), Buffer.alloc(5000, 0x20)]);
  document = await up('Instrukcja obsługi.pdf', documentBytes);
});
afterAll(() => t.close());

const imageUrl = (w: number, h: number, type: string, m: Model = image, signature = m.signature) =>
  `/api/media/image/${w}/${h}/${type}/${m.path}?signature=${signature}`;

describe('GET /api/media/image/{width}/{height}/{type}/{path}', () => {
  it('returns the image in the named size, with public cache headers and an ETag', async () => {
    const res = await inject(imageUrl(400, 400, 'resize'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}-400x400-resize"$/);
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    const meta = await sharp(res.body).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);

    const crop = await inject(imageUrl(50, 50, 'crop'));
    expect(await sharp(crop.body).metadata()).toMatchObject({ width: 50, height: 50 });
    const fit = await inject(imageUrl(400, 100, 'fit'));
    expect(await sharp(fit.body).metadata()).toMatchObject({ width: 400, height: 100 });
    expect(signedImageUrl({ ...image, area: 'public' }, 'smallBox', 'crop')).toBe(imageUrl(50, 50, 'crop'));
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await inject(imageUrl(400, 400, 'resize'));
    const again = await inject(imageUrl(400, 400, 'resize'), { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves a second request from the cache file, even when the original is gone', async () => {
    const other = (
      await t.call('media.uploads.store', { token, ...oneFile('inny.png', await png(300, 200)) })
    ).body.model as Model;
    const url = imageUrl(150, 150, 'crop', other);
    const first = await inject(url);
    expect(first.status).toBe(200);
    const cacheDir = join(t.config.cacheDir, 'images');
    const cached = readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && e.name.endsWith('-150x150-crop.png'),
    );
    expect(cached).toHaveLength(1);
    const cacheFile = join(cached[0].parentPath, cached[0].name);
    const { mtimeMs } = statSync(cacheFile);
    rmSync(join(t.config.storageDir, 'public', other.path));
    const second = await inject(url);
    expect(second.status).toBe(200);
    expect(createHash('sha256').update(second.body).digest('hex')).toBe(
      createHash('sha256').update(first.body).digest('hex'),
    );
    expect(statSync(cacheFile).mtimeMs).toBe(mtimeMs);
    expect((await inject(imageUrl(50, 50, 'crop', other))).status).toBe(404);
  });

  it('refuses a forged or missing signature with 403, and a size outside the named set with 422', async () => {
    const forged = await inject(imageUrl(400, 400, 'resize', image, 'a'.repeat(32)));
    expect(forged.status).toBe(403);
    expect(forged.json().message).toBe('Nieprawidłowy podpis adresu pliku');
    expect((await inject(`/api/media/image/400/400/resize/${image.path}`)).status).toBe(403);
    const otherPath = signPath(t.config.appKey, 'public', document.path);
    expect((await inject(imageUrl(400, 400, 'resize', image, otherPath))).status).toBe(403);
    const size = await inject(imageUrl(401, 400, 'resize'));
    expect(size.status).toBe(422);
    expect(size.json().errors.width).toEqual(['Niedozwolony rozmiar obrazu']);
    expect((await inject(imageUrl(400, 400, 'stretch'))).status).toBe(422);
    expect((await inject(imageUrl(400, 400, 'resize', document))).status).toBe(422);
  });

  it('answers 200 or 503 with Retry-After under many concurrent transforms, never 500', async () => {
    const urls = await twelveFirstTimeThumbnails(t, 'duzy.png');
    const answers = await Promise.all(urls.map((u) => inject(u)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const a of answers.filter((x) => x.status === 503)) expect(a.headers['retry-after']).toBe('2');
  });

  it('lets first-time transforms wait for a free slot up to the queue limit, all answered 200', async () => {
    const queued = await createTestApp({ imageConcurrency: 1, imageQueue: 16 });
    try {
      const urls = await twelveFirstTimeThumbnails(queued, 'galeria.png');
      const answers = await Promise.all(urls.map((url) => queued.app.inject({ method: 'GET', url })));
      expect(answers.map((a) => a.statusCode)).toEqual(urls.map(() => 200));
    } finally {
      await queued.close();
    }
  });
});

/** Twelve thumbnails of one new large image: every size × type pair, none made yet. */
async function twelveFirstTimeThumbnails(app: TestApp, name: string): Promise<string[]> {
  const staff = (await createUser(app, { role: 'moderator-docs' })).token;
  const big = (
    await app.call('media.uploads.store', { token: staff, ...oneFile(name, await png(2500, 2000)) })
  ).body.model as Model;
  return ['resize', 'crop', 'fit'].flatMap((type) =>
    [
      [50, 50],
      [150, 150],
      [400, 400],
      [1200, 1200],
    ].map(([w, h]) => imageUrl(w, h, type, big)),
  );
}

describe('GET /api/media/file/{path}', () => {
  it('streams the original as an attachment under its name, with Range support', async () => {
    const full = await inject(document.url);
    expect(full.status).toBe(200);
    expect(full.body.equals(documentBytes)).toBe(true);
    expect(full.headers['content-type']).toBe('application/pdf');
    expect(full.headers['content-disposition']).toBe(
      `attachment; filename="Instrukcja obslugi.pdf"; filename*=UTF-8''${encodeURIComponent('Instrukcja obsługi.pdf')}`,
    );
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const part = await inject(document.url, { range: 'bytes=0-3' });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe('%PDF');
    expect(part.headers['content-range']).toBe(`bytes 0-3/${documentBytes.length}`);
    const tail = await inject(document.url, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(documentBytes.subarray(-10))).toBe(true);
    const outside = await inject(document.url, { range: `bytes=${documentBytes.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${documentBytes.length}`);
  });

  it('shows images inline and refuses a forged signature', async () => {
    const res = await inject(image.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect((await inject(`/api/media/file/${document.path}?signature=${image.signature}`)).status).toBe(403);
    expect((await inject(`/api/media/file/${document.path}`)).status).toBe(403);
  });

  it('refuses every path traversal attempt', async () => {
    const attempts = [
      '../../../etc/passwd',
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/etc/passwd',
      '%2e%2e%2f%2e%2e%2fapp.key',
      '%252e%252e%252fapp.key',
      'uploads/..%5c..%5capp.key',
      'uploads\\..\\..\\app.key',
      '/etc/passwd',
      '%2fetc%2fpasswd',
      'C:%5cWindows%5cwin.ini',
      'uploads/a.pdf%00.png',
      'uploads/./a.pdf',
      `${document.path}/..`,
    ];
    for (const path of attempts) {
      for (const base of ['/api/media/file/', '/api/media/image/400/400/resize/']) {
        const raw = path.replace(/%[0-9a-f]{2}/gi, (m) => decodeURIComponent(m));
        const signature = signPath(t.config.appKey, 'public', raw);
        const res = await inject(`${base}${path}?signature=${signature}`);
        expect([400, 403, 404, 422], `${base}${path} → ${res.status}`).toContain(res.status);
        expect(res.body.toString()).not.toContain('root:');
      }
    }
    expect(existsSync(join(t.config.dataDir, 'app.key'))).toBe(true);
  });
});
