import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { areasOf, makeDictionary, makeDocument, readZip, runTag, storeTestFile } from './test-fixtures.ts';

const FILES = 5;
const SIZE = 8 * 1024 * 1024;

let t: TestApp;
let token: string;
const ids: number[] = [];
const sums: string[] = [];
const opened: string[] = [];
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  const staff = (await createUser(t, { role: 'admin' })).token;
  const partner = await createUser(t, { role: 'partner' });
  token = partner.token;
  const { own } = await areasOf(t, partner.user.partner_id as number);
  const P = runTag('ZS');
  const type = (await makeDictionary(t, staff, 'types', `Typ ${P}`)).id;
  const category = (await makeDictionary(t, staff, 'categories', `Kategoria ${P}`)).id;
  for (let i = 0; i < FILES; i++) {
    // A PDF by its signature, incompressible inside: the archive cannot be smaller than its files.
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(SIZE), Buffer.from('\n%%EOF\n')]);
    sums.push(sha(bytes));
    const file = await storeTestFile(t, bytes, `Schemat instalacji ${i + 1} — źródło ciepła.pdf`, {
      area: 'private',
    });
    const doc = await makeDocument(t, staff, {
      type_id: type,
      category_id: category,
      documentation_number: `${P}-${i}`,
      title: { pl: `Schemat ${i + 1}` },
      locale: 'pl',
      business_areas: [own],
      file_pl: file.id,
    });
    ids.push(doc.id);
  }
  // Which files the archive has started to read, in order.
  const get = t.deps.storage.get.bind(t.deps.storage);
  t.deps.storage.get = (loc, range) => {
    opened.push(loc.path);
    return get(loc, range);
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the ZIP of several documents', () => {
  it('streams: a client that stops reading stops the reading of files; every byte arrives afterwards', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const query = ids.map((id) => `ids=${id}`).join('&');
    const chunks: Buffer[] = [];
    const body = await new Promise<Buffer>((resolve, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          path: `/api/partner-zone/documentation/documentations/zip?${query}`,
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', (first: Buffer) => {
            chunks.push(first);
            res.pause();
            // While the client reads nothing, the server may fill the socket buffers, never more:
            // the last files are not even opened.
            setTimeout(() => {
              try {
                expect(opened.length).toBeLessThan(FILES);
              } catch (err) {
                reject(err);
                return;
              }
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve(Buffer.concat(chunks)));
              res.resume();
            }, 500);
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(opened.length).toBe(FILES);
    expect(body.length).toBeGreaterThan(FILES * SIZE);
    const entries = readZip(body);
    expect(entries.map((e) => e.name)).toEqual(
      ids.map((_, i) => `Schemat instalacji ${i + 1} — źródło ciepła.pdf`),
    );
    expect(entries.map((e) => sha(e.data))).toEqual(sums);
  });

  it('stops reading files when the client goes away', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    opened.length = 0;
    const query = ids.map((id) => `ids=${id}`).join('&');
    await new Promise<void>((resolve) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          path: `/api/partner-zone/documentation/documentations/zip?${query}`,
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', () => undefined);
      req.end();
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(opened.length).toBeLessThan(FILES);
    const after = await t.request('GET', `/api/partner-zone/documentation/documentations/${ids[0]}`, {
      token,
    });
    expect(after.status).toBe(200);
  });
});
