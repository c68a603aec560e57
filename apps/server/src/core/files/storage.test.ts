import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { cleanPath, confine, safeName } from './paths.ts';
import { createLocalStorage, ExistsError, TooLargeError } from './storage.ts';

const fresh = () => {
  const root = mkdtempSync(join(tmpdir(), 'storage-'));
  return { root, storage: createLocalStorage(root) };
};

describe('path confinement', () => {
  it.each([
    '../secret',
    'a/../../secret',
    '..',
    '.',
    'a/./b',
    'a//b',
    '/etc/passwd',
    'C:/Windows/win.ini',
    'C:\\Windows\\win.ini',
    'a\\..\\..\\secret',
    'a/%2e%2e/b',
    '%2e%2e%2fsecret',
    'a/b%00.png',
    'a/b\0.png',
    'a/\nb',
    '',
  ])('refuses %j', (path) => {
    expect(() => cleanPath(path)).toThrow();
    expect(() => confine('/data/storage/public', path)).toThrow();
  });

  it('resolves a clean path inside the root', () => {
    expect(confine('/data/storage/public', 'media/news/a.jpg')).toBe('/data/storage/public/media/news/a.jpg');
    expect(confine('/data/storage/public', 'Zdjęcie.jpg')).toBe('/data/storage/public/Zdjęcie.jpg');
  });

  it('makes URL-safe names with Polish letters transliterated', () => {
    expect(safeName('Zdjęcia produktów ŁÓDŹ')).toBe('zdjecia-produktow-lodz');
    expect(safeName('Pompy ciepła ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ')).toBe('pompy-ciepla-acelnoszz-acelnoszz');
    expect(safeName('  ../../etc  ')).toBe('etc');
    expect(safeName('<script>')).toBe('script');
    expect(safeName('???')).toBe('plik');
  });
});

describe('local storage', () => {
  it('writes, reads ranges, lists, moves and deletes, hashing what it wrote', async () => {
    const { root, storage } = fresh();
    const stored = await storage.put(
      { area: 'public', path: 'media/a.txt' },
      Buffer.from('zażółć gęślą jaźń'),
    );
    expect(stored.size).toBe(Buffer.byteLength('zażółć gęślą jaźń'));
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(root, 'public/media/a.txt'), 'utf8')).toBe('zażółć gęślą jaźń');
    const part = await storage.get({ area: 'public', path: 'media/a.txt' }, { start: 0, end: 1 });
    expect(await text(part as Readable)).toBe('za');
    expect(await storage.get({ area: 'public', path: 'media/none.txt' })).toBeNull();
    await storage.mkdir('public', 'media/sub');
    expect((await storage.list('public', 'media')).map((e) => [e.name, e.directory])).toEqual([
      ['a.txt', false],
      ['sub', true],
    ]);
    await storage.move({ area: 'public', path: 'media/a.txt' }, { area: 'private', path: 'x/a.txt' });
    expect(existsSync(join(root, 'private/x/a.txt'))).toBe(true);
    await storage.put({ area: 'public', path: 'media/sub/b.txt' }, Buffer.from('b'));
    await expect(
      storage.move({ area: 'public', path: 'media/sub/b.txt' }, { area: 'private', path: 'x/a.txt' }),
    ).rejects.toBeInstanceOf(ExistsError);
    expect(await storage.delete({ area: 'public', path: 'media/sub' })).toBe(true);
    expect(existsSync(join(root, 'public/media/sub'))).toBe(false);
    expect(await storage.delete({ area: 'public', path: 'media/sub' })).toBe(false);
  });

  it('never leaves a half-written file: a failed write keeps the old content and no temp file', async () => {
    const { root, storage } = fresh();
    const loc = { area: 'public' as const, path: 'doc.txt' };
    await storage.put(loc, Buffer.from('old content'));
    const failing = new Readable({
      read() {
        this.push(Buffer.from('new partial'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put(loc, failing)).rejects.toThrow('connection reset');
    expect(readFileSync(join(root, 'public/doc.txt'), 'utf8')).toBe('old content');
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);

    await expect(storage.put(loc, Buffer.alloc(100), { maxBytes: 10 })).rejects.toBeInstanceOf(TooLargeError);
    expect(readFileSync(join(root, 'public/doc.txt'), 'utf8')).toBe('old content');
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
  });

  it('refuses paths outside the area on every method', async () => {
    const { storage } = fresh();
    const bad = { area: 'public' as const, path: '../private/x' };
    await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow();
    await expect(storage.get(bad)).rejects.toThrow();
    await expect(storage.stat(bad)).rejects.toThrow();
    await expect(storage.delete(bad)).rejects.toThrow();
    await expect(storage.list('public', '..')).rejects.toThrow();
    await expect(storage.move({ area: 'public', path: 'a' }, bad)).rejects.toThrow();
    await expect(storage.mkdir('public', '../../x')).rejects.toThrow();
  });

  it('sweeps temp files left by a crash once they are old', async () => {
    const { root, storage } = fresh();
    await storage.put({ area: 'public', path: 'a' }, Buffer.from('a'));
    const orphan = join(root, '.tmp', 'dead.part');
    writeFileSync(orphan, 'half');
    const old = new Date(Date.now() - 2 * 3600_000);
    utimesSync(orphan, old, old);
    expect(await storage.sweepTemp(new Date(Date.now() - 3600_000))).toBe(1);
    expect(existsSync(orphan)).toBe(false);
  });
});
