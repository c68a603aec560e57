import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { confine } from './paths.ts';

/**
 * Where files live (DESIGN §4 "Files"): `public` is served by signed URL, `private` only
 * through a permission check, `incoming` holds uploads while their content is checked.
 */
export type Area = 'public' | 'private' | 'incoming';

export type Location = { area: Area; path: string };

export type StoredFile = { size: number; sha256: string; head: Buffer };

export type Entry = { name: string; directory: boolean; size: number; mtime: Date };

export type Stat = { size: number; mtime: Date; directory: boolean };

export type PutOptions = {
  /** Stop and fail with `TooLargeError` past this many bytes. */
  maxBytes?: number;
};

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
  }
}

export class ExistsError extends Error {
  constructor() {
    super('target exists');
  }
}

/** Bytes kept from the start of a write, enough for content sniffing of most types. */
const HEAD_BYTES = 4100;

/**
 * The storage interface: every method confines its path to the area, writes are crash-safe
 * (a temp file, fsync, then an atomic rename, so a reader never sees half a file).
 */
export type Storage = {
  put(loc: Location, data: Readable | Buffer, opts?: PutOptions): Promise<StoredFile>;
  /** A stream of the file or of `range` (inclusive bytes), or null when it does not exist. */
  get(loc: Location, range?: { start: number; end: number }): Promise<Readable | null>;
  stat(loc: Location): Promise<Stat | null>;
  /** Deletes a file, or a directory with its content; false when nothing was there. */
  delete(loc: Location): Promise<boolean>;
  list(area: Area, dir: string): Promise<Entry[]>;
  /** Moves a file or directory; never replaces an existing target (`ExistsError`). */
  move(from: Location, to: Location): Promise<void>;
  mkdir(area: Area, dir: string): Promise<void>;
  /** Local path of a file for libraries that read files (sharp); confined like the rest. */
  localPath(loc: Location): string;
  /** Removes temp files of writes that never finished (a crash mid-upload). */
  sweepTemp(olderThan: Date): Promise<number>;
};

function counting(maxBytes: number | undefined, hash: ReturnType<typeof createHash>, head: Buffer[]) {
  let size = 0;
  let headSize = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) return done(new TooLargeError(maxBytes));
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  return { transform, size: () => size };
}

/** Local-disk storage under `root` (`DATA_DIR/storage` by default). */
export function createLocalStorage(root: string): Storage {
  const areaRoot = (area: Area) => join(root, area);
  const full = (loc: Location) => confine(areaRoot(loc.area), loc.path);
  const tmpDir = join(root, '.tmp');

  async function syncDir(dir: string) {
    const handle = await open(dir, 'r').catch(() => null);
    if (!handle) return;
    try {
      await handle.sync();
    } catch {
      // Some file systems refuse fsync on a directory; the rename is still atomic there.
    } finally {
      await handle.close();
    }
  }

  return {
    async put(loc, data, opts = {}) {
      const target = full(loc);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      const temp = join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      const counter = counting(opts.maxBytes, hash, head);
      try {
        const out = createWriteStream(temp, { flags: 'wx', mode: 0o640 });
        const source = Buffer.isBuffer(data) ? [data] : data;
        await pipeline(source, counter.transform, out);
        const handle = await open(temp, 'r+');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
        await syncDir(dirname(target));
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return { size: counter.size(), sha256: hash.digest('hex'), head: Buffer.concat(head) };
    },

    async get(loc, range) {
      const path = full(loc);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },

    async stat(loc) {
      const info = await lstat(full(loc)).catch(() => null);
      if (!info || info.isSymbolicLink()) return null;
      return { size: info.size, mtime: info.mtime, directory: info.isDirectory() };
    },

    async delete(loc) {
      const path = full(loc);
      const info = await lstat(path).catch(() => null);
      if (!info) return false;
      if (info.isDirectory()) await rm(path, { recursive: true, force: true });
      else await unlink(path);
      return true;
    },

    async list(area, dir) {
      const path = confine(areaRoot(area), dir, { allowRoot: true });
      const names = await readdir(path, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      const entries: Entry[] = [];
      for (const d of names) {
        if (d.isSymbolicLink() || d.name.startsWith('.')) continue;
        const info = await stat(join(path, d.name)).catch(() => null);
        if (!info) continue;
        entries.push({ name: d.name, directory: info.isDirectory(), size: info.size, mtime: info.mtime });
      }
      return entries.sort((a, b) => a.name.localeCompare(b.name, 'pl'));
    },

    async move(from, to) {
      const source = full(from);
      const target = full(to);
      if (await lstat(target).catch(() => null)) throw new ExistsError();
      await mkdir(dirname(target), { recursive: true });
      await rename(source, target);
    },

    async mkdir(area, dir) {
      await mkdir(confine(areaRoot(area), dir), { recursive: true });
    },

    localPath: full,

    async sweepTemp(olderThan) {
      let removed = 0;
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      for (const name of names) {
        const path = join(tmpDir, name);
        const info = await stat(path).catch(() => null);
        if (info && info.mtime < olderThan) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
