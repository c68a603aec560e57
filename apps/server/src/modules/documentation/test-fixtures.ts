import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { businessAreas } from '../dictionaries/tables.ts';
import { partners } from '../people/tables.ts';

export {
  makeDevice,
  makeGroup,
  runTag,
  storeTestFile,
  testImage,
  testPdf,
} from '../devices/test-fixtures.ts';

export async function makeDictionary(
  t: TestApp,
  token: string,
  resource: 'categories' | 'types' | 'tags',
  name: string,
) {
  const res = await t.request('POST', `/api/documentation/${resource}`, {
    token,
    body: { name: { pl: name }, ...(resource === 'tags' ? { color: '#0B5CAB' } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.model as { id: number };
}

export type DocumentBody = {
  type_id: number;
  category_id: number;
  documentation_number: string;
  title: { pl: string; en?: string };
  locale: 'pl' | 'en' | 'de';
  business_areas: number[];
  active?: boolean;
  tags?: number[];
  devices?: number[];
  file_pl?: number | null;
  file_en?: number | null;
};

export async function makeDocument(t: TestApp, token: string, body: DocumentBody) {
  const res = await t.request('POST', '/api/documentation/documentations', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.model as { id: number; documentation_number: string };
}

/** An admin and a partner company's admin, with the company. */
export async function staffAndPartner(t: TestApp) {
  const staff = (await createUser(t, { role: 'admin' })).token;
  const p = await createUser(t, { role: 'partner', companyAdmin: true });
  return { staff, partner: p.token, partnerId: p.user.partner_id as number };
}

/** The business area of a partner company, and one it does not have. */
export async function areasOf(t: TestApp, partnerId: number) {
  const [partner] = await t.deps.db
    .select({ area: partners.business_area_id })
    .from(partners)
    .where(eq(partners.id, partnerId));
  const all = await t.deps.db.select({ id: businessAreas.id }).from(businessAreas);
  const other = all.find((a) => a.id !== partner.area);
  if (!other) throw new Error('the test needs two business areas');
  return { own: partner.area, other: other.id };
}

type ZipEntry = { name: string; utf8: boolean; data: Buffer };

/** The entries of a ZIP read from its central directory (stored entries, as the server writes them). */
export function readZip(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(method).toBe(0);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, utf8: (flags & 0x800) !== 0, data: zip.subarray(dataStart, dataStart + size) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
