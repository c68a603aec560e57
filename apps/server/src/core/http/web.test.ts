import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web.ts';

let app: FastifyInstance;
let root: string;
const script = `console.log(${JSON.stringify('Strefa Partnera '.repeat(100))});\n`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal Partnera</title>');
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), script);
  writeFileSync(join(root, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
  app = Fastify();
  await registerWeb(app, root);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  it('sends gzip when brotli is not accepted, and the raw file when nothing is', async () => {
    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const raw = await get('/assets/app-1a2b.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
  });

  it('serves index.html at / without caching', async () => {
    const res = await get('/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Portal Partnera');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
