import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { type SmtpServer, startSmtpServer } from '../auth/testing.ts';
import { makePartner, type Refs, refs, storeContractor } from '../contractors/testing.ts';
import { contacts, contractors, partnerModerators, users } from '../people/tables.ts';
import { partnerChangeRequests } from './tables.ts';

type Login = Awaited<ReturnType<typeof createUser>>;

let smtp: SmtpServer;
let t: TestApp;
let r: Refs;
let staff: Login;
const company: Record<
  'a' | 'b',
  { contractorId: number; partnerId: number; admin: Login; colleague: Login }
> = {} as never;
let caretaker: Login;

async function makeCompany(name: string) {
  const c = await storeContractor(t, staff.token, r, { name });
  const partner = await makePartner(t, c.id);
  return {
    contractorId: c.id,
    partnerId: partner.id,
    admin: await createUser(t, { role: 'partner', partnerId: partner.id, companyAdmin: true }),
    colleague: await createUser(t, { role: 'partner', partnerId: partner.id }),
  };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  r = await refs(t);
  staff = await createUser(t, { role: 'moderator-customer-service' });
  company.a = await makeCompany('Alfa Termo Sp. z o.o.');
  company.b = await makeCompany('Beta Klima Sp. z o.o.');
  caretaker = await createUser(t, { role: 'moderator-trade' });
  await t.deps.db.update(users).set({ phone_number: '600 999 888' }).where(eq(users.id, caretaker.user.id));
  const former = await createUser(t, { role: 'moderator-trade', active: false });
  await t.deps.db.insert(partnerModerators).values([
    { partner_id: company.a.partnerId, user_id: caretaker.user.id },
    { partner_id: company.a.partnerId, user_id: former.user.id },
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const profileBody = (extra: Record<string, unknown> = {}) => ({
  phone_number: '+48 22 100 20 30',
  electronic_invoice_email: 'Faktury@Alfa.test',
  electronic_form_invoice: true,
  contacts: [
    {
      first_name: 'Adam',
      last_name: 'Główny',
      email: 'adam@alfa.test',
      phone_number: null,
      position: null,
      is_primary: true,
    },
  ],
  ...extra,
});

describe('partner-zone company profile', () => {
  it("serves partners the key that opens 'Moja firma', and the profile answers to it", async () => {
    const me = await t.call('auth.user', { token: company.a.colleague.token });
    expect(me.status).toBe(200);
    expect(me.body.permissions['partner-zone.profile.show']).toBeTruthy();
    const res = await t.call('partner-zone.profile.show', {
      params: { id: company.a.partnerId },
      token: company.a.colleague.token,
    });
    expect(res.status).toBe(200);
  });

  it('shows the own company; a colleague may read but not edit', async () => {
    const res = await t.call('partner-zone.profile.show', {
      params: { id: company.a.partnerId },
      token: company.a.colleague.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({
      id: company.a.partnerId,
      name: 'Alfa Termo Sp. z o.o.',
      can_edit: false,
      contacts: [{ is_primary: true }],
      pending_change_request: null,
    });
    const edit = await t.call('partner-zone.profile.update', {
      params: { id: company.a.partnerId },
      token: company.a.colleague.token,
      body: profileBody(),
    });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('Tylko administrator firmy może zmieniać dane firmy');
  });

  it('lets the company admin change phone, invoice e-mail and contacts directly', async () => {
    const url = `/api/partner-zone/profile/${company.a.partnerId}`;
    const token = company.a.admin.token;
    const before = (await t.request('GET', url, { token })).body.model;
    const oldPrimary = before.contacts[0];
    const res = await t.request('PATCH', url, {
      token,
      body: profileBody({
        contacts: [
          {
            id: oldPrimary.id,
            first_name: oldPrimary.first_name,
            last_name: oldPrimary.last_name,
            email: oldPrimary.email,
            position: 'Księgowa',
            is_primary: false,
          },
          { first_name: 'Nowy', last_name: 'Główny', email: 'nowy@alfa.test', is_primary: true },
        ],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({
      phone_number: '+48 22 100 20 30',
      electronic_invoice_email: 'faktury@alfa.test',
      name: 'Alfa Termo Sp. z o.o.',
    });
    expect(
      res.body.model.contacts.map((c: { email: string; is_primary: boolean }) => [c.email, c.is_primary]),
    ).toEqual([
      ['nowy@alfa.test', true],
      [oldPrimary.email, false],
    ]);

    const replaced = await t.request('PATCH', url, { token, body: profileBody() });
    expect(replaced.body.model.contacts.map((c: { email: string }) => c.email)).toEqual(['adam@alfa.test']);

    const twoPrimaries = await t.request('PATCH', url, {
      token,
      body: profileBody({
        contacts: [profileBody().contacts[0], { ...profileBody().contacts[0], email: 'b@alfa.test' }],
      }),
    });
    expect(twoPrimaries.status).toBe(422);
    expect(twoPrimaries.body.errors).toEqual({ contacts: ['Wskaż dokładnie jedną główną osobę kontaktową'] });
    const renaming = await t.request('PATCH', url, { token, body: profileBody({ name: 'Inna nazwa' }) });
    expect(renaming.status).toBe(422);
    expect(renaming.body.errors).toEqual({ name: ['Nieznany parametr'] });
    const foreignContact = await t.request('PATCH', url, {
      token,
      body: profileBody({
        contacts: [{ ...profileBody().contacts[0], id: (await contactOf(company.b.contractorId)).id }],
      }),
    });
    expect(foreignContact.body.errors).toEqual({ 'contacts.0.id': ['Wybrana wartość nie istnieje'] });

    // A field left out keeps its stored value, the contacts too; the invoice rule is checked whole.
    const stored = (await t.request('GET', url, { token })).body.model;
    const phone = await t.request('PATCH', url, { token, body: { phone_number: '+48 22 100 20 31' } });
    expect(phone.status, phone.raw).toBe(200);
    expect(phone.body.model).toEqual({ ...stored, phone_number: '+48 22 100 20 31' });
    const noEmail = await t.request('PATCH', url, { token, body: { electronic_invoice_email: null } });
    expect(noEmail.body.errors).toEqual({ electronic_invoice_email: ['To pole jest wymagane'] });
  });

  it("shows the caretaker's contact card (active caretakers only)", async () => {
    const res = await t.call('partner-zone.partner.partners.show', {
      params: { id: company.a.partnerId },
      token: company.a.colleague.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.model).toEqual({
      id: company.a.partnerId,
      name: 'Alfa Termo Sp. z o.o.',
      business_area: expect.objectContaining({ id: expect.any(Number) }),
      partner_status: null,
      caretakers: [
        {
          id: caretaker.user.id,
          first_name: 'Anna',
          last_name: 'Nowak',
          email: caretaker.user.email,
          phone_number: '600 999 888',
        },
      ],
    });
  });
});

async function contactOf(contractorId: number) {
  const [c] = await t.deps.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.contractor_id, contractorId), eq(contacts.is_primary, true)));
  return c;
}

describe('change requests', () => {
  const store = (login: Login, body: Record<string, unknown>) =>
    t.call('partner-zone.partner.change-requests.store', { token: login.token, body });

  it('a company admin asks for name, NIP or address changes; the caretaker is e-mailed', async () => {
    expect((await store(company.a.colleague, { name: 'X' })).status).toBe(403);
    expect((await store(company.a.admin, {})).body.errors).toEqual({ _: ['Podaj co najmniej jedną zmianę'] });
    expect((await store(company.a.admin, { nip_number: '1234567890' })).body.errors).toEqual({
      nip_number: ['Podaj poprawny NIP'],
    });
    expect((await store(company.a.admin, { name: 'Alfa Termo Sp. z o.o.' })).body.errors).toEqual({
      _: ['Podane dane nie różnią się od obecnych'],
    });

    const res = await store(company.a.admin, {
      name: 'Alfa Termo Plus Sp. z o.o.',
      address_city: 'Wieliczka',
    });
    expect(res.status).toBe(201);
    expect(res.body.model).toMatchObject({
      partner_id: company.a.partnerId,
      status: 'pending',
      requested_by: { id: company.a.admin.user.id },
      changes: [
        {
          field: 'name',
          old: 'Alfa Termo Sp. z o.o.',
          new: 'Alfa Termo Plus Sp. z o.o.',
          current: 'Alfa Termo Sp. z o.o.',
        },
        { field: 'address_city', old: 'Kraków', new: 'Wieliczka', current: 'Kraków' },
      ],
    });
    const second = await store(company.a.admin, { address_street: 'ul. Inna 1' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Poprzedni wniosek o zmianę danych czeka jeszcze na rozpatrzenie');

    await t.deps.jobs.runDue();
    const [mail] = smtp.to(caretaker.user.email);
    expect(mail.subject).toBe('Wniosek o zmianę danych firmy Alfa Termo Sp. z o.o.');
    expect(mail.text).toContain('Nazwa, Miejscowość');
    expect(mail.text).toContain(`http://portal.test/#/cms/partner/change-requests/${res.body.model.id}`);

    const profile = await t.call('partner-zone.profile.show', {
      params: { id: company.a.partnerId },
      token: company.a.colleague.token,
    });
    expect(profile.body.model.pending_change_request.id).toBe(res.body.model.id);
  });

  it('approval applies exactly the approved fields, audited, and mails the requester', async () => {
    const [request] = await t.deps.db
      .select()
      .from(partnerChangeRequests)
      .where(eq(partnerChangeRequests.partner_id, company.a.partnerId));
    const before = (
      await t.deps.db.select().from(contractors).where(eq(contractors.id, company.a.contractorId))
    )[0];
    // Staff edit the street meanwhile: approving the request must not undo it.
    await t.deps.db
      .update(contractors)
      .set({ address_street: 'ul. Zmieniona przez biuro 9' })
      .where(eq(contractors.id, company.a.contractorId));

    const stray = await t.call('partner.change-requests.approve', {
      params: { id: request.id },
      token: staff.token,
      body: { fields: ['nip_number'] },
    });
    expect(stray.status).toBe(422);
    expect(stray.body.errors).toEqual({ fields: ['To pole nie jest objęte wnioskiem'] });

    const res = await t.call('partner.change-requests.approve', {
      params: { id: request.id },
      token: staff.token,
      body: { fields: ['address_city'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Wniosek zaakceptowany. Dane firmy zostały zmienione');
    expect(res.body.model).toMatchObject({
      status: 'approved',
      approved_fields: ['address_city'],
      decided_by: { id: staff.user.id },
    });
    const [after] = await t.deps.db
      .select()
      .from(contractors)
      .where(eq(contractors.id, company.a.contractorId));
    expect(after).toMatchObject({
      name: before.name,
      address_city: 'Wieliczka',
      address_street: 'ul. Zmieniona przez biuro 9',
      nip_number: before.nip_number,
      address_postcode: before.address_postcode,
      phone_number: before.phone_number,
    });
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.record_type, 'contractor'), eq(auditLog.record_id, String(company.a.contractorId))),
      );
    expect(audit.at(-1)?.changes).toEqual({ address_city: { old: 'Kraków', new: 'Wieliczka' } });

    await t.deps.jobs.runDue();
    const mail = smtp.to(company.a.admin.user.email).find((m) => m.subject.includes('zaakceptowana'));
    expect(mail?.text).toContain('Zmienione dane: Miejscowość.');
    const again = await t.call('partner.change-requests.approve', {
      params: { id: request.id },
      token: staff.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ten wniosek został już rozpatrzony');
  });

  it('rejection records the reason and mails the requester', async () => {
    const created = await store(company.b.admin, {
      address_street: 'ul. Nowa 2',
      address_postcode: '31-000',
    });
    expect(created.status).toBe(201);
    const id = created.body.model.id;
    const res = await t.call('partner.change-requests.reject', {
      params: { id },
      token: staff.token,
      body: { reason: 'Adres nie zgadza się z CEIDG' },
    });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Adres nie zgadza się z CEIDG',
    });
    await t.deps.jobs.runDue();
    const mail = smtp.to(company.b.admin.user.email).find((m) => m.subject.includes('odrzucona'));
    expect(mail?.text).toContain('Powód: Adres nie zgadza się z CEIDG');
    const list = await t.call('partner.change-requests.index', {
      query: { status: 'rejected', per_page: 100 },
      token: staff.token,
    });
    expect(list.body.results.map((x: { id: number }) => x.id)).toContain(id);
  });
});

describe("scoping: another partner's record is 404 on every partner-zone route of this area", () => {
  it('answers 404 to partner A for partner B records, and lists only A', async () => {
    const bRequest = await t.call('partner-zone.partner.change-requests.store', {
      token: company.b.admin.token,
      body: { address_street: 'ul. Boczna 5' },
    });
    expect(bRequest.status).toBe(201);
    const b = company.b.partnerId;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/partner-zone/profile/${b}`],
      ['PATCH', `/api/partner-zone/profile/${b}`, profileBody()],
      ['GET', `/api/partner-zone/partner/partners/${b}`],
      ['GET', `/api/partner-zone/partner/change-requests/${bRequest.body.model.id}`],
    ];
    for (const [method, url, body] of calls) {
      for (const login of [company.a.admin, company.a.colleague]) {
        const res = await t.request(method, url, { token: login.token, body });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body.message).toBe('Nie znaleziono rekordu');
      }
    }
    const [bContractor] = await t.deps.db
      .select()
      .from(contractors)
      .where(eq(contractors.id, company.b.contractorId));
    expect(bContractor.phone_number).not.toBe('+48 22 100 20 30');

    const own = await t.call('partner-zone.partner.change-requests.index', {
      query: { per_page: 100 },
      token: company.a.admin.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.results.length).toBeGreaterThan(0);
    expect(own.body.results.every((x: { partner_id: number }) => x.partner_id === company.a.partnerId)).toBe(
      true,
    );
    const created = await t.call('partner-zone.partner.change-requests.store', {
      token: company.a.admin.token,
      body: { address_street: 'ul. Własna 1' },
    });
    expect(created.body.model.partner_id).toBe(company.a.partnerId);
  });

  it('refuses staff-only routes to partner users', async () => {
    const res = await t.call('partner.change-requests.index', { token: company.a.admin.token });
    expect(res.status).toBe(403);
  });
});
