import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { FILE_TYPE_KEYS } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { storeFile } from '../../core/files/files.ts';
import { SYSTEM_ACTOR } from '../../core/http/context.ts';
import { documentations } from './tables.ts';
import { areasOf, makeDictionary, makeDocument, runTag } from './test-fixtures.ts';

/**
 * Issue 18: a ZIP of 20 documents × 20 MB streams with flat memory. The reader is slow (it
 * pauses), the test counts bytes and keeps only the archive's tail (its central directory),
 * and it asserts on bytes and memory, never on time.
 */
const DOCUMENTS = 20;
const SIZE = 20 * 1024 * 1024;
/** Distinct stored files the documents share: enough to read from disk, little to write. */
const STORED = 4;
const MB = 1024 * 1024;

let t: TestApp;
let token: string;
const ids: number[] = [];
const sizes = new Map<number, number>();

/** A PDF by its signature, `size` bytes of incompressible content, produced as a stream. */
function pdfStream(size: number): Readable {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  let left = size - head.length - tail.length;
  let started = false;
  return new Readable({
    read() {
      if (!started) {
        started = true;
        this.push(head);
      } else if (left > 0) {
        const n = Math.min(left, MB);
        left -= n;
        this.push(randomBytes(n));
      } else {
        this.push(tail);
        this.push(null);
      }
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const staff = (await createUser(t, { role: 'admin' })).token;
  const partner = await createUser(t, { role: 'partner' });
  token = partner.token;
  const { own } = await areasOf(t, partner.user.partner_id as number);
  const P = runTag('ZM');
  const type = (await makeDictionary(t, staff, 'types', `Typ ${P}`)).id;
  const category = (await makeDictionary(t, staff, 'categories', `Kategoria ${P}`)).id;
  const files = [];
  for (let i = 0; i < STORED; i++) {
    files.push(
      await storeFile(t.deps, {
        source: pdfStream(SIZE),
        originalName: `Dokumentacja techniczna ${i + 1} — źródło ciepła.pdf`,
        area: 'private',
        dir: 'uploads/test',
        accept: FILE_TYPE_KEYS,
        maxBytes: SIZE,
        partnerId: null,
        actor: SYSTEM_ACTOR,
      }),
    );
  }
  for (let i = 0; i < DOCUMENTS; i++) {
    const doc = await makeDocument(t, staff, {
      type_id: type,
      category_id: category,
      documentation_number: `${P}-${i}`,
      title: { pl: `Dokumentacja ${i + 1}` },
      locale: 'pl',
      business_areas: [own],
    });
    ids.push(doc.id);
  }
  // The documents share the few stored files (the form gives a file to one document only).
  for (const [i, id] of ids.entries()) {
    const file = files[i % STORED];
    await t.deps.db
      .update(documentations)
      .set({ file_pl_id: file.id })
      .where(inArray(documentations.id, [id]));
    sizes.set(id, file.size);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => t.close());

type CentralEntry = { name: string; size: number; stored: number };

/** The central directory's entries, read from the archive's last bytes. */
function centralDirectory(tail: Buffer, total: number): CentralEntry[] {
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThanOrEqual(0);
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // The directory ends where the end record starts: the archive is exactly its parts.
  expect(cdOffset + cdSize + 22).toBe(total);
  let at = tail.length - (total - cdOffset);
  const entries: CentralEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(tail.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = tail.readUInt16LE(at + 28);
    entries.push({
      name: tail.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      stored: tail.readUInt32LE(at + 20),
      size: tail.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
  }
  return entries;
}

describe('the ZIP of 20 × 20 MB documents', () => {
  it('streams every byte to a slow reader while memory stays flat', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const query = ids.map((id) => `ids=${id}`).join('&');
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakBuffers = before.arrayBuffers;
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
    }, 20);
    const { total, tail } = await new Promise<{ total: number; tail: Buffer }>((resolve, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          path: `/api/partner-zone/documentation/documentations/zip?${query}`,
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          if (res.statusCode !== 200) {
            reject(new Error(`zip answered ${res.statusCode}`));
            return;
          }
          let total = 0;
          // Only the last chunks are kept (about 1 MB): the central directory is at the end.
          const recent: Buffer[] = [];
          let kept = 0;
          let nextPause = 0;
          res.on('data', (chunk: Buffer) => {
            total += chunk.length;
            recent.push(chunk);
            kept += chunk.length;
            while (kept - recent[0].length >= MB) kept -= (recent.shift() as Buffer).length;
            // A slow reader: it stops for a while every 40 MB, so the server must wait for it.
            if (total >= nextPause) {
              nextPause += 40 * MB;
              res.pause();
              setTimeout(() => res.resume(), 150);
            }
          });
          res.on('end', () => resolve({ total, tail: Buffer.concat(recent) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    }).finally(() => clearInterval(sample));

    const entries = centralDirectory(tail, total);
    const expected = ids.map((id) => sizes.get(id) as number);
    expect(entries.map((e) => e.size)).toEqual(expected);
    expect(entries.map((e) => e.stored)).toEqual(expected);
    const content = expected.reduce((a, b) => a + b, 0);
    expect(content).toBe(DOCUMENTS * SIZE);
    // Headers and the directory are all the archive adds to the files' bytes.
    const overhead = total - content;
    expect(overhead).toBeGreaterThan(0);
    expect(overhead).toBeLessThan(DOCUMENTS * 1024);
    expect(new Set(entries.map((e) => e.name)).size).toBe(DOCUMENTS);

    // 400 MB went through; the process grew by a small fraction of it.
    expect((peakRss - before.rss) / MB).toBeLessThan(100);
    expect((peakBuffers - before.arrayBuffers) / MB).toBeLessThan(100);
  }, 300_000);
});
