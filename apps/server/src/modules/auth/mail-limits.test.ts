import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, randomNip } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';
import { users } from '../people/tables.ts';
import { type SmtpServer, solvedCaptcha, startSmtpServer } from './testing.ts';

/**
 * Mail limits of issue 14 against a real SMTP peer: per address 2, per client IP 3 within a
 * 10-minute window (settings lowered for the test). Every request here comes from the same
 * client IP, so each test starts a fresh window.
 */
const WINDOW_MS = 10 * 60_000;
const LIMITS = { perAddress: 2, perIp: 3, windowMs: WINDOW_MS };

let smtp: SmtpServer;
let t: TestApp;
let ids: { poland: number; province: number; area: number };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, mailLimits: LIMITS });
  const db = t.deps.db;
  const [pl] = await db.select().from(countries).where(eq(countries.code, 'PL'));
  const [province] = await db.select().from(provinces).where(eq(provinces.code, '12'));
  const [area] = await db.select().from(businessAreas).where(eq(businessAreas.slug, 'instalatorzy'));
  ids = { poland: pl.id, province: province.id, area: area.id };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => t.clock.advance(WINDOW_MS + 1000));

let seq = 0;
const address = (prefix: string) => `${prefix}.${++seq}.${Date.now()}@limity.pl`;

async function delivered(to: string): Promise<number> {
  await t.deps.jobs.runDue();
  return smtp.to(to).length;
}

async function startReset(email: string) {
  return t.call('auth.reset-password-start', {
    body: { email, captcha: await solvedCaptcha(t) },
  });
}

async function register(email: string) {
  return t.call('auth.register', {
    body: {
      name: `Limitbud ${++seq}`,
      nip_number: randomNip(),
      address_street: 'ul. Krótka 1',
      address_city: 'Kraków',
      address_postcode: '30-001',
      address_province_id: ids.province,
      address_country_id: ids.poland,
      phone_number: '12 345 67 89',
      business_area_id: ids.area,
      primary_contact: { first_name: 'Ola', last_name: 'Wróbel', email, phone_number: '600 100 200' },
      consent_processing_data: true,
      consent_commercial_info: false,
      consent_marketing_purposes: false,
      captcha: await solvedCaptcha(t),
    },
  });
}

const TOO_MANY =
  'Wysłaliśmy już zbyt wiele wiadomości na ten adres lub z Twojej sieci. Spróbuj ponownie za 10 min';

describe('password reset mails', () => {
  it('over the address limit: the same answer, nothing sent; the window passing sends again', async () => {
    const { user } = await createUser(t, { email: address('reset') });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await startReset(user.email));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.raw).toBe(answers[0].raw);
    }
    expect(await delivered(user.email)).toBe(2);

    t.clock.advance(WINDOW_MS + 1000);
    expect((await startReset(user.email)).status).toBe(200);
    expect(await delivered(user.email)).toBe(3);
  });

  it('over the client IP limit: the same answer, nothing sent', async () => {
    const people = [];
    for (let i = 0; i < 4; i++) people.push((await createUser(t, { email: address('ip') })).user);
    for (const p of people) expect((await startReset(p.email)).status).toBe(200);
    const counts = [];
    for (const p of people) counts.push(await delivered(p.email));
    expect(counts).toEqual([1, 1, 1, 0]);
  });
});

describe('registration mails', () => {
  it('over the address limit: 429 with Retry-After and a Polish message, whether the address has an account or not', async () => {
    const email = address('rejestracja');
    expect((await register(email)).status).toBe(201);
    expect((await register(email)).status).toBe(201);
    const limited = await register(email);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(WINDOW_MS / 1000));
    expect(limited.body).toEqual({ message: TOO_MANY });
    expect(await delivered(email)).toBe(2);
    const [row] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, email));
    expect(row.n).toBe(1);
  });

  it('over the client IP limit: 429 and no account', async () => {
    const emails = [address('a'), address('b'), address('c'), address('d')];
    const statuses = [];
    for (const e of emails) statuses.push((await register(e)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, emails[3]));
    expect(row).toBeUndefined();
    expect(await delivered(emails[3])).toBe(0);
  });
});

describe('invitation mails', () => {
  it('a company administrator inviting colleagues from one IP: 429 past the limit, and the user is not created', async () => {
    const { token } = await createUser(t, { role: 'partner', companyAdmin: true });
    const emails = [address('kolega'), address('kolega'), address('kolega'), address('kolega')];
    const statuses = [];
    for (const email of emails) {
      const res = await t.call('partner-zone.user.users.store', {
        token,
        body: { first_name: 'Piotr', last_name: 'Kos', email },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual({ message: TOO_MANY });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, emails[3]));
    expect(row).toBeUndefined();
    const counts = [];
    for (const e of emails) counts.push(await delivered(e));
    expect(counts).toEqual([1, 1, 1, 0]);
  });
});
