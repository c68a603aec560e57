import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { files } from '../../core/files/tables.ts';
import { oneFile, png } from './test-fixtures.ts';

/** Settings lowered for the test: a 100 000-byte company quota and 3 uploads per user per hour. */
const QUOTA = 100_000;
const RATE = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ uploadQuotaBytesPerCompany: QUOTA, uploadRatePerUser: RATE });
});
afterAll(() => t.close());

/** A PNG of random pixels: it does not compress, so its size is about width × height × 3. */
function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function partnerUpload(token: string, content: Buffer) {
  const body = oneFile('zdjecie.png', content, 'image/png');
  return t.call('partner-zone.media.uploads.store', {
    query: { purpose: 'image' },
    token,
    payload: body.payload,
    headers: body.headers,
  });
}

async function staffUpload(token: string, content: Buffer) {
  const body = oneFile('zdjecie.png', content, 'image/png');
  return t.call('media.uploads.store', {
    query: { purpose: 'image' },
    token,
    payload: body.payload,
    headers: body.headers,
  });
}

async function used(partnerId: number): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: sql<number>`coalesce(sum(${files.size}), 0)::int` })
    .from(files)
    .where(eq(files.partner_id, partnerId));
  return row.n;
}

const QUOTA_MESSAGE =
  'Firma wykorzystała limit miejsca na pliki (97,7 KB). Skontaktuj się ze swoim opiekunem';

describe('upload quota per company', () => {
  it("counts the company's users together, stops a file that would cross it, and answers 413 in Polish", async () => {
    const { partner } = await createPartner(t.deps.db);
    const colleagues = [];
    for (let i = 0; i < 3; i++)
      colleagues.push((await createUser(t, { role: 'partner', partnerId: partner.id })).token);
    const big = await noisyPng(150, 150);
    expect(big.length).toBeGreaterThan(QUOTA / 2);
    expect(big.length).toBeLessThan(QUOTA);

    expect((await partnerUpload(colleagues[0], big)).status).toBe(201);
    const crossing = await partnerUpload(colleagues[1], big);
    expect(crossing.status).toBe(413);
    expect(crossing.body).toEqual({ message: QUOTA_MESSAGE });
    expect(await used(partner.id)).toBe(big.length);

    // What still fits is taken.
    expect((await partnerUpload(colleagues[1], await png(64, 48))).status).toBe(201);

    // A full quota refuses before reading the file.
    await t.deps.db.update(files).set({ size: QUOTA }).where(eq(files.partner_id, partner.id));
    const full = await partnerUpload(colleagues[2], await png(8, 8));
    expect(full.status).toBe(413);
    expect(full.body).toEqual({ message: QUOTA_MESSAGE });

    // Another company and staff are not affected.
    const other = (await createUser(t, { role: 'partner' })).token;
    expect((await partnerUpload(other, big)).status).toBe(201);
    const staff = (await createUser(t, { role: 'moderator-service' })).token;
    expect((await staffUpload(staff, big)).status).toBe(201);
    expect((await staffUpload(staff, big)).status).toBe(201);
  });
});

describe('upload rate per user', () => {
  it('answers 429 with Retry-After and a Polish message past the hourly count, for staff and partners', async () => {
    const staff = (await createUser(t, { role: 'moderator-service' })).token;
    const partner = (await createUser(t, { role: 'partner' })).token;
    const small = await png(16, 16);
    for (let i = 0; i < RATE; i++) {
      expect((await staffUpload(staff, small)).status).toBe(201);
      t.clock.advance(60_000);
    }
    const limited = await staffUpload(staff, small);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(3600 - 3 * 60));
    expect(limited.body).toEqual({
      message: 'Przesłano zbyt wiele plików w krótkim czasie. Spróbuj ponownie za 57 min',
    });
    // Another user has an allowance of its own.
    for (let i = 0; i < RATE; i++) expect((await partnerUpload(partner, small)).status).toBe(201);
    expect((await partnerUpload(partner, small)).status).toBe(429);

    t.clock.advance(3600_000 - 3 * 60_000 + 1000);
    expect((await staffUpload(staff, small)).status).toBe(201);
  });
});
