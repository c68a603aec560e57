import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomNip } from '../../../test/factories.ts';
import { createTestApp, marker, type TestApp } from '../../../test/harness.ts';
import { linkIn, type SmtpServer, solvedCaptcha, startSmtpServer } from '../auth/testing.ts';
import { type Refs, refs } from '../contractors/testing.ts';
import { partners, users } from '../people/tables.ts';

let smtp: SmtpServer;
let t: TestApp;
let r: Refs;
let staff: string;
const M = marker('Nq');

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  r = await refs(t);
  staff = (await createUser(t, { role: 'moderator-customer-service' })).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
/** Registers a company through the public form, as a visitor would. */
async function register() {
  seq++;
  const email = `rejestracja${seq}.${process.pid}@${M.toLowerCase()}.test`;
  const res = await t.call('auth.register', {
    body: {
      name: `${M} Instal ${seq}`,
      nip_number: randomNip(),
      address_street: 'ul. Polna 3',
      address_city: 'Opole',
      address_postcode: '45-215',
      address_province_id: r.province('16'),
      address_country_id: r.poland,
      business_area_id: r.area('instalatorzy'),
      primary_contact: { first_name: 'Zofia', last_name: 'Źródło', email, phone_number: '600 200 300' },
      consent_processing_data: true,
      captcha: await solvedCaptcha(t),
    },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.raw}`);
  const list = await t.request(
    'GET',
    `/api/partner/new-entries?search=${encodeURIComponent(`${M} Instal ${seq}`)}`,
    {
      token: staff,
    },
  );
  return { id: list.body.results[0].id as number, email };
}

describe('new entries', () => {
  it('lists pending registrations with their account', async () => {
    const { id, email } = await register();
    const res = await t.call('partner.new-entries.index', { query: { search: M }, token: staff });
    expect(res.status).toBe(200);
    expect(res.body.results.map((x: { id: number }) => x.id)).toContain(id);
    expect(
      res.body.results.every((x: { registration_status: string }) => x.registration_status === 'pending'),
    ).toBe(true);
    const show = await t.call('partner.new-entries.show', { params: { id }, token: staff });
    expect(show.body.model).toMatchObject({
      registration_status: 'pending',
      is_partner: false,
      users: [{ email, is_company_admin: true, is_activated: false }],
    });
  });

  it('approval makes a partner, activates the company admin and mails the invitation over SMTP; the user can then sign in', async () => {
    const { id, email } = await register();
    const res = await t.call('partner.new-entries.approve', { params: { id }, token: staff });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Rejestracja zaakceptowana. Administrator firmy otrzymał zaproszenie do ustawienia hasła',
    );
    expect(res.body.model).toMatchObject({
      registration_status: 'approved',
      is_partner: true,
      users: [{ email, is_activated: true }],
    });
    const [partner] = await t.deps.db.select().from(partners).where(eq(partners.contractor_id, id));
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user.partner_id).toBe(partner.id);

    await t.deps.jobs.runDue();
    const mails = smtp.to(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Potwierdzenie rejestracji w Portalu Partnera',
      'Zaproszenie do Portalu Partnera',
    ]);
    const token = linkIn(mails[1]).split('/').at(-1);
    const finish = await t.call('auth.invitation-finish', {
      body: { token, password: 'Nowe-Haslo-1', password_confirmation: 'Nowe-Haslo-1' },
    });
    expect(finish.status).toBe(200);
    const login = await t.call('auth.login', {
      body: { email, password: 'Nowe-Haslo-1', captcha: await solvedCaptcha(t) },
    });
    expect(login.status).toBe(200);
    const profile = await t.call('partner-zone.profile.show', {
      params: { id: partner.id },
      token: login.body.access_token,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.model).toMatchObject({ id: partner.id, can_edit: true });

    const again = await t.call('partner.new-entries.approve', { params: { id }, token: staff });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ta rejestracja została już rozpatrzona');
  });

  it('rejection needs a reason, keeps the account inactive and mails the reason', async () => {
    const { id, email } = await register();
    const noReason = await t.call('partner.new-entries.reject', {
      params: { id },
      token: staff,
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: ['To pole jest wymagane'] });
    const reason = 'Brak wpisu w CEIDG dla podanego NIP.';
    const res = await t.call('partner.new-entries.reject', {
      params: { id },
      token: staff,
      body: { reason },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Rejestracja odrzucona. Firma została powiadomiona e-mailem');
    expect(res.body.model).toMatchObject({
      registration_status: 'rejected',
      rejection_reason: reason,
      is_partner: false,
    });
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ is_activated: false, partner_id: null });

    await t.deps.jobs.runDue();
    const rejection = smtp
      .to(email)
      .find((m) => m.subject === 'Rejestracja w Portalu Partnera nie została zaakceptowana');
    expect(rejection?.text).toContain(`Powód: ${reason}`);
    expect(rejection?.text).toContain(`${M} Instal`);

    const list = await t.call('partner.new-entries.index', { query: { search: M }, token: staff });
    expect(list.body.results.map((x: { id: number }) => x.id)).not.toContain(id);
    const approveRejected = await t.call('partner.new-entries.approve', { params: { id }, token: staff });
    expect(approveRejected.status).toBe(409);

    // Deleting the rejected company frees its NIP and e-mail: the account of the registration goes too.
    const removed = await t.call('contractor.contractors.destroy', { params: { id }, token: staff });
    expect(removed.status).toBe(200);
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('is refused to roles without the keys', async () => {
    const { id } = await register();
    const moderator = await createUser(t, { role: 'moderator' });
    expect(
      (await t.call('partner.new-entries.show', { params: { id }, token: moderator.token })).status,
    ).toBe(200);
    const res = await t.call('partner.new-entries.approve', { params: { id }, token: moderator.token });
    expect(res.status).toBe(403);
  });
});
