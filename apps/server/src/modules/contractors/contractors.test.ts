import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, randomNip } from '../../../test/factories.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { consents, contacts } from '../people/tables.ts';
import { FORM, M, NIP, openContractorsApp, r, t, token } from './contractors-fixtures.ts';
import { contractorForm, storeContractor } from './testing.ts';

openContractorsApp();

describe('contractor store and the NIP rules (Poland only)', () => {
  it('adds a company by hand: approved, with its primary contact and consents, audited', async () => {
    const body = contractorForm(r, {
      name: `Termo Łódź ${M.slice(2)}`,
      nip_number: '123-456-32-18',
      consent_commercial_info: true,
    });
    const res = await t.call('contractor.contractors.store', { token, body });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.message).toBe('Rekord został dodany');
    const m = res.body.model;
    expect(m).toMatchObject({
      name: `Termo Łódź ${M.slice(2)}`,
      nip_number: '1234563218',
      registration_status: 'approved',
      is_partner: false,
      partner_id: null,
      consent_processing_data: true,
      consent_commercial_info: true,
      consent_marketing_purposes: false,
      address_country: { code: 'PL' },
      primary_contact: { first_name: 'Jan', last_name: 'Kowalski' },
    });
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'contractor'), eq(auditLog.record_id, String(m.id))));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it.each([
    ['wrong checksum', '1234563219'],
    ['wrong length', '123456321'],
    ['letters', '12345A3218'],
  ])('refuses a NIP with a %s', async (_case, nip) => {
    const res = await t.call('contractor.contractors.store', {
      token,
      body: contractorForm(r, { nip_number: nip }),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: FORM, errors: { nip_number: [NIP] } });
  });

  it('accepts a NIP with dashes or spaces and stores its 10 digits; a taken NIP is refused', async () => {
    const nip = randomNip();
    const dashed = `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
    const first = await storeContractor(t, token, r, { nip_number: dashed });
    expect(first.nip_number).toBe(nip);
    const again = await t.call('contractor.contractors.store', {
      token,
      body: contractorForm(r, { nip_number: `PL ${nip}` }),
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      nip_number: ['Kontrahent z tym numerem NIP jest już zarejestrowany'],
    });
  });

  it('requires NIP, NN-NNN postcode and province in Poland, but not abroad', async () => {
    const pl = await t.call('contractor.contractors.store', {
      token,
      body: contractorForm(r, { nip_number: null, address_postcode: '30002', address_province_id: null }),
    });
    expect(pl.status).toBe(422);
    expect(pl.body.errors).toEqual({
      nip_number: ['To pole jest wymagane'],
      address_postcode: ['Podaj kod pocztowy w formacie NN-NNN'],
      address_province_id: ['To pole jest wymagane'],
    });
    const de = await storeContractor(t, token, r, {
      nip_number: 'DE811907980',
      address_postcode: '10115',
      address_city: 'Berlin',
      address_province_id: null,
      address_country_id: r.germany,
    });
    expect(de).toMatchObject({
      nip_number: 'DE811907980',
      address_postcode: '10115',
      address_province: null,
    });
  });

  it('requires the fields and the data-processing consent of spec §5', async () => {
    const res = await t.call('contractor.contractors.store', {
      token,
      body: contractorForm(r, {
        name: '',
        address_city: '  ',
        business_area_id: undefined,
        consent_processing_data: false,
        primary_contact: { first_name: 'Jan', last_name: '', email: 'nie-email' },
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['To pole jest wymagane'],
      address_city: ['To pole jest wymagane'],
      business_area_id: ['To pole jest wymagane'],
      consent_processing_data: ['Zgoda na przetwarzanie danych osobowych jest wymagana'],
      'primary_contact.last_name': ['To pole jest wymagane'],
      'primary_contact.email': ['Podaj poprawny adres e-mail'],
    });
    const invoice = await t.call('contractor.contractors.store', {
      token,
      body: contractorForm(r, { electronic_form_invoice: true, electronic_invoice_email: null }),
    });
    expect(invoice.body.errors).toEqual({ electronic_invoice_email: ['To pole jest wymagane'] });
  });

  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await t.call('contractor.contractors.index')).status).toBe(401);
    const partner = await createUser(t, { role: 'partner' });
    const res = await t.call('contractor.contractors.index', { token: partner.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Brak uprawnień, skontaktuj się z administratorem');
  });
});

describe('main tab update', () => {
  it('saves the company data, switches the primary contact and records consent changes', async () => {
    const c = await storeContractor(t, token, r, { name: `${M} Main` });
    const [second] = await t.deps.db
      .insert(contacts)
      .values({ contractor_id: c.id, first_name: 'Ewa', last_name: 'Nowa', email: 'ewa@firma.test' })
      .returning();
    const { primary_contact: _p, ...form } = contractorForm(r, {
      name: `${M} Main 2`,
      nip_number: c.nip_number,
      consent_marketing_purposes: true,
    });
    const res = await t.call('contractor.contractors.update', {
      params: { id: c.id },
      token,
      body: { ...form, primary_contact_id: second.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Zmiany zostały zapisane');
    expect(res.body.model).toMatchObject({
      name: `${M} Main 2`,
      consent_marketing_purposes: true,
      primary_contact: { id: second.id, first_name: 'Ewa' },
    });
    const primaries = await t.deps.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.contractor_id, c.id), eq(contacts.is_primary, true)));
    expect(primaries.map((p) => p.id)).toEqual([second.id]);
    const history = await t.deps.db
      .select()
      .from(consents)
      .where(and(eq(consents.contractor_id, c.id), eq(consents.slug, 'marketing-purposes')));
    expect(history.map((h) => h.given)).toEqual([false, true]);

    const other = await storeContractor(t, token, r);
    const foreign = await t.call('contractor.contractors.update', {
      params: { id: c.id },
      token,
      body: { ...form, primary_contact_id: other.primary_contact.id },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ primary_contact_id: ['Wybrana wartość nie istnieje'] });
    const badNip = await t.call('contractor.contractors.update', {
      params: { id: c.id },
      token,
      body: { ...form, nip_number: '1234567890', primary_contact_id: second.id },
    });
    expect(badNip.status).toBe(422);
    expect(badNip.body.errors).toEqual({ nip_number: [NIP] });

    // A field left out keeps its stored value, the primary contact and consents too.
    const stored = (await t.call('contractor.contractors.show', { params: { id: c.id }, token })).body.model;
    const phone = await t.call('contractor.contractors.update', {
      params: { id: c.id },
      token,
      body: { phone_number: '+48 22 555 66 77' },
    });
    expect(phone.status, phone.raw).toBe(200);
    expect(phone.body.model).toEqual({
      ...stored,
      phone_number: '+48 22 555 66 77',
      updated_at: phone.body.model.updated_at,
    });
    const invoice = await t.call('contractor.contractors.update', {
      params: { id: c.id },
      token,
      body: { electronic_form_invoice: true, electronic_invoice_email: null },
    });
    expect(invoice.body.errors).toEqual({ electronic_invoice_email: ['To pole jest wymagane'] });
  });
});
