import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomNip } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { serviceContext } from '../../core/data/records.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';
import { consents, contacts, contractors, partners, roles, users } from '../people/tables.ts';
import { approveRegistration } from './registration.ts';
import { registrations } from './tables.ts';
import { linkIn, type SmtpServer, solvedCaptcha, startSmtpServer } from './testing.ts';

const FORM = 'Sprawdź błędy w formularzu';

let smtp: SmtpServer;
let t: TestApp;
let ids: { poland: number; germany: number; province: number; area: number };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  const db = t.deps.db;
  const [pl] = await db.select().from(countries).where(eq(countries.code, 'PL'));
  const [de] = await db.select().from(countries).where(eq(countries.code, 'DE'));
  const [province] = await db.select().from(provinces).where(eq(provinces.code, '12'));
  const [area] = await db.select().from(businessAreas).where(eq(businessAreas.slug, 'instalatorzy'));
  ids = { poland: pl.id, germany: de.id, province: province.id, area: area.id };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
function form(overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    name: `Instalbud ${seq} Sp. z o.o.`,
    nip_number: randomNip(),
    address_street: 'ul. Długa 5',
    address_city: 'Kraków',
    address_postcode: '30-002',
    address_province_id: ids.province,
    address_country_id: ids.poland,
    phone_number: '12 345 67 89',
    business_area_id: ids.area,
    primary_contact: {
      first_name: 'Łukasz',
      last_name: 'Żółkiewski',
      email: `biuro${seq}.${Date.now()}@instalbud.pl`,
      phone_number: '+48 600 100 200',
    },
    consent_processing_data: true,
    consent_commercial_info: true,
    consent_marketing_purposes: false,
    ...overrides,
  };
}

async function register(body: Record<string, unknown>, withCaptcha = true) {
  return t.call('auth.register', {
    body: withCaptcha ? { ...body, captcha: await solvedCaptcha(t) } : body,
  });
}

async function count(table: typeof contractors | typeof users | typeof auditLog) {
  const [row] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row.n;
}

describe('registration', () => {
  it('creates a pending contractor, its primary contact, consents and an inactive company admin, and mails the contact', async () => {
    const body = form({ nip_number: 'PL 123-456-32-18' });
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message:
        'Dziękujemy za rejestrację. Zgłoszenie sprawdzi nasz pracownik, a po jego akceptacji wyślemy e-mail z linkiem do ustawienia hasła',
      status: 'success',
    });
    const db = t.deps.db;
    const [contractor] = await db.select().from(contractors).where(eq(contractors.nip_number, '1234563218'));
    expect(contractor).toMatchObject({
      name: body.name,
      registration_status: 'pending',
      address_postcode: '30-002',
      address_province_id: ids.province,
      address_country_id: ids.poland,
      business_area_id: ids.area,
    });
    const contactRows = await db.select().from(contacts).where(eq(contacts.contractor_id, contractor.id));
    expect(contactRows).toEqual([
      expect.objectContaining({
        is_primary: true,
        first_name: 'Łukasz',
        last_name: 'Żółkiewski',
        email: body.primary_contact.email,
        phone_number: '+48 600 100 200',
      }),
    ]);
    const [user] = await db
      .select({ user: users, role: roles.slug })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(eq(users.email, body.primary_contact.email));
    expect(user.role).toBe('partner');
    expect(user.user).toMatchObject({
      is_activated: false,
      is_company_admin: true,
      partner_id: null,
      password_hash: null,
    });
    const [link] = await db
      .select()
      .from(registrations)
      .where(eq(registrations.contractor_id, contractor.id));
    expect(link.user_id).toBe(user.user.id);
    const given = await db.select().from(consents).where(eq(consents.contractor_id, contractor.id));
    expect(given.map((c) => [c.slug, c.given, c.given_at?.getTime() ?? null]).sort()).toEqual([
      ['commercial-information', true, t.clock.now().getTime()],
      ['marketing-purposes', false, null],
      ['processing-personal-data', true, t.clock.now().getTime()],
    ]);

    await t.deps.jobs.runDue();
    const [mail] = smtp.to(body.primary_contact.email);
    expect(mail.subject).toBe('Potwierdzenie rejestracji w Portalu Partnera');
    expect(mail.text).toContain('Dzień dobry Łukasz,');
    expect(mail.text).toContain(`dziękujemy za rejestrację firmy ${body.name}`);

    const signIn = await t.call('auth.login', {
      body: { email: body.primary_contact.email, password: 'cokolwiek', captcha: await solvedCaptcha(t) },
    });
    expect(signIn.status).toBe(422);
  });

  it('is audited row by row as the registrant, and rolls back completely when its last step fails', async () => {
    const body = form();
    expect((await register(body)).status).toBe(201);
    const [contractor] = await t.deps.db.select().from(contractors).where(eq(contractors.name, body.name));
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, body.primary_contact.email));
    const [contact] = await t.deps.db
      .select()
      .from(contacts)
      .where(eq(contacts.contractor_id, contractor.id));
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.record_type, 'contractor'), eq(auditLog.record_id, String(contractor.id))),
          and(eq(auditLog.record_type, 'contact'), eq(auditLog.record_id, String(contact.id))),
          and(eq(auditLog.record_type, 'user'), eq(auditLog.record_id, String(user.id))),
        ),
      );
    expect(audits.map((a) => [a.record_type, a.action, a.actor_type, a.actor_id]).sort()).toEqual([
      ['contact', 'create', 'system', null],
      ['contractor', 'register', 'system', null],
      ['user', 'create', 'system', null],
    ]);
    expect(contractor.created_at).toEqual(t.clock.now());

    // The confirmation mail is queued last, after every row is written: when it fails, nothing stays.
    const failing = form();
    const auditCount = await count(auditLog);
    const send = vi
      .spyOn(t.deps.mailer, 'send')
      .mockRejectedValueOnce(new Error('kolejka poczty niedostępna'));
    try {
      expect((await register(failing)).status).toBe(500);
    } finally {
      send.mockRestore();
    }
    expect(await t.deps.db.select().from(contractors).where(eq(contractors.name, failing.name))).toEqual([]);
    expect(
      await t.deps.db.select().from(users).where(eq(users.email, failing.primary_contact.email)),
    ).toEqual([]);
    expect(
      await t.deps.db.select().from(contacts).where(eq(contacts.email, failing.primary_contact.email)),
    ).toEqual([]);
    expect(await count(auditLog)).toBe(auditCount);
    // The same company registers once the mail queue is back.
    expect((await register(failing)).status).toBe(201);
  });

  it('refuses a NIP already registered on its field, and writes nothing', async () => {
    const first = form();
    expect((await register(first)).status).toBe(201);
    const before = [await count(contractors), await count(users)];
    const nip = first.nip_number;
    const dashed = `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;

    const sameNip = await register(form({ nip_number: dashed }));
    expect(sameNip.status).toBe(422);
    expect(sameNip.body).toEqual({
      message: FORM,
      errors: { nip_number: ['Kontrahent z tym numerem NIP jest już zarejestrowany'] },
    });
    // A taken NIP with a taken e-mail says only what it says about the NIP.
    const both = await register(
      form({
        nip_number: dashed,
        primary_contact: { ...first.primary_contact, email: first.primary_contact.email },
      }),
    );
    expect(both.body).toEqual(sameNip.body);
    expect([await count(contractors), await count(users)]).toEqual(before);
  });

  it('answers an e-mail that already has an account exactly like a new one, writes nothing and mails the owner', async () => {
    const first = form();
    const fresh = await register(first);
    await t.deps.jobs.runDue();
    const before = [await count(contractors), await count(users)];
    const owner = first.primary_contact.email;
    expect(smtp.to(owner)).toHaveLength(1);

    const other = form();
    const again = await register({
      ...other,
      primary_contact: { ...other.primary_contact, email: owner.toUpperCase() },
    });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect(again.headers['content-type']).toBe(fresh.headers['content-type']);
    expect([await count(contractors), await count(users)]).toEqual(before);

    await t.deps.jobs.runDue();
    const mails = smtp.to(owner);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Próba rejestracji w Portalu Partnera na Twój adres');
    expect(mails[1].text).toContain('Dzień dobry Łukasz,');
    expect(mails[1].text).toContain(`ktoś próbował założyć konto w Portalu Partnera na Twój adres ${owner}`);
    expect(mails[1].text).toContain('http://portal.test/#/auth/reset-password-start');
  });

  it('applies the NIP checksum, NN-NNN postcode, province and Polish phone only to a company in Poland', async () => {
    const german = (f: ReturnType<typeof form>) => ({
      ...f,
      primary_contact: { ...f.primary_contact, phone_number: '+49 30 1234567' },
    });
    const bad = await register(
      german(form({ nip_number: '1234563219', address_postcode: '30002', address_province_id: null })),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      nip_number: ['Podaj poprawny NIP'],
      address_postcode: ['Podaj kod pocztowy w formacie NN-NNN'],
      address_province_id: ['To pole jest wymagane'],
      'primary_contact.phone_number': ['Podaj poprawny numer telefonu'],
    });
    const abroad = await register(
      german(
        form({
          address_country_id: ids.germany,
          address_city: 'Berlin',
          address_postcode: '10115',
          address_province_id: null,
          nip_number: 'DE123456789',
        }),
      ),
    );
    expect(abroad.status).toBe(201);
    const [row] = await t.deps.db.select().from(contractors).where(eq(contractors.nip_number, 'DE123456789'));
    expect(row.address_country_id).toBe(ids.germany);
  });

  it('requires the data-processing consent, the captcha and the form fields, and refuses fields it does not own', async () => {
    const noConsent = await register(form({ consent_processing_data: false }));
    expect(noConsent.body.errors).toEqual({
      consent_processing_data: ['Zgoda na przetwarzanie danych osobowych jest wymagana'],
    });
    const noCaptcha = await register(form(), false);
    expect(noCaptcha.body.errors).toEqual({ captcha: ['Potwierdź, że nie jesteś robotem'] });
    const empty = await register({ primary_contact: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      name: ['To pole jest wymagane'],
      address_street: ['To pole jest wymagane'],
      business_area_id: ['To pole jest wymagane'],
      'primary_contact.email': ['To pole jest wymagane'],
      consent_processing_data: ['Zgoda na przetwarzanie danych osobowych jest wymagana'],
    });
    const sneaky = await register(form({ registration_status: 'approved', role_id: 1 }));
    expect(sneaky.status).toBe(422);
    expect(sneaky.body.errors).toEqual({
      registration_status: ['Nieznany parametr'],
      role_id: ['Nieznany parametr'],
    });
    const unknownArea = await register(form({ business_area_id: 999999 }));
    expect(unknownArea.body.errors).toEqual({ business_area_id: ['Wybrana wartość nie istnieje'] });
  });
});

describe('approval', () => {
  it('creates the partner, activates and invites the registrant, who then signs in as company admin', async () => {
    const body = form();
    expect((await register(body)).status).toBe(201);
    const db = t.deps.db;
    const [contractor] = await db.select().from(contractors).where(eq(contractors.name, body.name));
    const staff = { deps: t.deps, actor: { type: 'user', id: null } } as const;
    const { partnerId } = await approveRegistration(serviceContext(staff), contractor.id, {
      highlighted: true,
    });
    const [partner] = await db.select().from(partners).where(eq(partners.id, partnerId));
    expect(partner).toMatchObject({
      contractor_id: contractor.id,
      business_area_id: ids.area,
      highlighted: true,
    });
    const [approved] = await db.select().from(contractors).where(eq(contractors.id, contractor.id));
    expect(approved.registration_status).toBe('approved');
    expect(approved.decided_at?.getTime()).toBe(t.clock.now().getTime());
    const email = body.primary_contact.email;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ partner_id: partnerId, is_activated: true, password_hash: null });

    expect((await approveRegistration(serviceContext(staff), contractor.id)).partnerId).toBe(partnerId);

    await t.deps.jobs.runDue();
    const invitations = smtp.to(email).filter((m) => m.subject === 'Zaproszenie do Portalu Partnera');
    expect(invitations).toHaveLength(1);
    const token = linkIn(invitations[0]).split('/').at(-1);
    const set = await t.call('auth.invitation-finish', {
      body: { token, password: 'Firmowe-Haslo-1', password_confirmation: 'Firmowe-Haslo-1' },
    });
    expect(set.status).toBe(200);
    const signIn = await t.call('auth.login', {
      body: { email, password: 'Firmowe-Haslo-1', captcha: await solvedCaptcha(t) },
    });
    expect(signIn.status).toBe(200);
    const me = await t.call('auth.user', { token: signIn.body.access_token });
    expect(me.body.model).toMatchObject({
      partner: { id: partnerId, name: body.name },
      is_company_admin: true,
      roles: [{ slug: 'partner', name: 'Partner' }],
    });
  });
});
