import { CATALOGUE, isPartnerZoneKey, ROLE_SLUGS, rules } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { solvedCaptcha } from '../auth/testing.ts';
import {
  contacts,
  contractors,
  partnerModerators,
  partners,
  roles,
  userBrands,
  userProvinces,
  users,
} from '../people/tables.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO_EMAILS = [
  ...ROLE_SLUGS.map((slug) => `${slug}@demo.pl`),
  'partner2@demo.pl',
  'partner.pracownik@demo.pl',
];

async function demoUsers() {
  return t.deps.db
    .select({ user: users, role: roles.slug })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(inArray(users.email, DEMO_EMAILS));
}

async function login(email: string) {
  const res = await t.call('auth.login', {
    body: { email, password: DEMO_PASSWORD, rememberMe: false, captcha: await solvedCaptcha(t) },
  });
  expect(res.status, `${email}: ${res.raw}`).toBe(200);
  return res.body.access_token as string;
}

describe('demo logins (DESIGN §5)', () => {
  it('seeds <slug>@demo.pl for every role plus the partner logins, active, with Demo1234!', async () => {
    const rows = await demoUsers();
    expect(rows.map((r) => r.user.email).sort()).toEqual([...DEMO_EMAILS].sort());
    for (const { user, role } of rows) {
      expect(user.is_activated, user.email).toBe(true);
      if (ROLE_SLUGS.includes(user.email.replace('@demo.pl', '') as never))
        expect(role).toBe(user.email.replace('@demo.pl', ''));
    }
    // One hash shared by all: verifying it once proves the password of every login.
    expect(new Set(rows.map((r) => r.user.password_hash)).size).toBe(1);
    expect(await verifyPassword(rows[0].user.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('gives staff brands and provinces, and partners none', async () => {
    for (const { user, role } of await demoUsers()) {
      const b = await t.deps.db.select().from(userBrands).where(eq(userBrands.user_id, user.id));
      const p = await t.deps.db.select().from(userProvinces).where(eq(userProvinces.user_id, user.id));
      const staff = role !== 'partner';
      expect(b.length > 0, user.email).toBe(staff);
      expect(p.length > 0, user.email).toBe(staff);
      expect(user.partner_id === null, user.email).toBe(staff);
    }
  });

  it('puts partner@demo.pl and partner2@demo.pl in two fictional companies with valid NIPs', async () => {
    const rows = await t.deps.db
      .select({ email: users.email, admin: users.is_company_admin, partner: partners, company: contractors })
      .from(users)
      .innerJoin(partners, eq(partners.id, users.partner_id))
      .innerJoin(contractors, eq(contractors.id, partners.contractor_id))
      .where(inArray(users.email, ['partner@demo.pl', 'partner2@demo.pl', 'partner.pracownik@demo.pl']));
    const by = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(by['partner@demo.pl'].partner.id).not.toBe(by['partner2@demo.pl'].partner.id);
    expect(by['partner.pracownik@demo.pl'].partner.id).toBe(by['partner@demo.pl'].partner.id);
    expect(by['partner@demo.pl'].admin).toBe(true);
    expect(by['partner2@demo.pl'].admin).toBe(true);
    expect(by['partner.pracownik@demo.pl'].admin).toBe(false);
    for (const r of rows) {
      expect(rules.isValidNip(r.company.nip_number ?? ''), r.company.name).toBe(true);
      expect(r.company.address_postcode).toMatch(rules.POSTCODE);
      expect(r.company.registration_status).toBe('approved');
      const [primary] = await t.deps.db
        .select()
        .from(contacts)
        .where(eq(contacts.contractor_id, r.company.id));
      expect(primary.is_primary).toBe(true);
      const caretakers = await t.deps.db
        .select()
        .from(partnerModerators)
        .where(eq(partnerModerators.partner_id, r.partner.id));
      expect(caretakers).toHaveLength(1);
    }
  });

  it('admin@demo.pl signs in with a solved captcha and holds every non-partner-zone key', async () => {
    const token = await login('admin@demo.pl');
    const me = await t.call('auth.user', { token });
    expect(me.status).toBe(200);
    const expected = CATALOGUE.map((e) => e.key).filter((k) => !isPartnerZoneKey(k));
    expect(Object.keys(me.body.permissions).sort()).toEqual(expected.sort());
  });

  it('partner@demo.pl gets 403 on /api/user/users and sees only its company users', async () => {
    const token = await login('partner@demo.pl');
    expect((await t.call('user.users.index', { token })).status).toBe(403);
    const list = await t.call('partner-zone.user.users.index', { token });
    expect(list.status).toBe(200);
    expect(list.body.results.map((u: { email: string }) => u.email).sort()).toEqual([
      'partner.pracownik@demo.pl',
      'partner@demo.pl',
    ]);
  });
});
