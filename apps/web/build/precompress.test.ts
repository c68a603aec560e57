import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressFiles } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressFiles (build-time .br/.gz assets)', () => {
  it('writes brotli and gzip copies of text assets that decompress to the original', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const js = `export const greeting = ${JSON.stringify('Dzień dobry, instalatorze! '.repeat(200))};\n`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Portal</title>${'<p>x</p>'.repeat(300)}`);
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    writeFileSync(join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 1));

    expect(await compressFiles(dir)).toBe(2);

    const br = readFileSync(join(dir, 'assets', 'index-abc.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(br.length).toBeLessThan(js.length / 10);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(js);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo.png.br'))).toBe(false);
  });
});
