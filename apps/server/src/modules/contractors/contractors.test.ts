import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomNip } from '../../../test/factories.ts';
import { createTestApp, marker, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { listRecords } from '../../core/data/reads.ts';
import { consents, contacts, contractors, partnerModerators } from '../people/tables.ts';
import { contractorListSpec, topLevel } from './queries.ts';
import { contractorForm, makePartner, type Refs, refs, storeContractor } from './testing.ts';

const FORM = 'Sprawdź błędy w formularzu';
const NIP = 'Podaj poprawny NIP';

let t: TestApp;
let token: string;
let r: Refs;
/** A marker in every name this file creates, so the demo data never meets its assertions. */
const M = marker('Zq');

const list = (q: string) => t.request('GET', `/api/contractor/contractors?search=${M}&${q}`, { token });
const names = (res: { body: { results: { name: string }[] } }) => res.body.results.map((x) => x.name);

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'admin' })).token;
  r = await refs(t);
});
afterAll(() => t.close());

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

describe('contractors list: filters, sorting, pagination, export', () => {
  const ids: Record<string, number> = {};
  let moderator: { user: { id: number }; token: string };

  beforeAll(async () => {
    const make = async (key: string, province: string, area: string, city: string) => {
      const c = await storeContractor(t, token, r, {
        name: `${M} ${key}`,
        address_province_id: r.province(province),
        business_area_id: r.area(area),
        address_city: city,
      });
      ids[key] = c.id;
    };
    await make('Alfa', '12', 'instalatorzy', 'Kraków');
    await make('Beta', '12', 'projektanci', 'Tarnów');
    await make('Gamma', '14', 'instalatorzy', 'Warszawa');
    await make('Delta Żółć', '10', 'hurtownie', 'Łódź');
    await make('Epsilon', '14', 'projektanci', 'Radom');
    await make('Zeta', '24', 'instalatorzy', 'Katowice');
    const partnerA = await makePartner(t, ids.Alfa);
    await makePartner(t, ids.Gamma);
    await t.deps.db
      .update(contractors)
      .set({ registration_status: 'pending' })
      .where(eq(contractors.id, ids.Beta));
    await t.deps.db
      .update(contractors)
      .set({ registration_status: 'rejected' })
      .where(eq(contractors.id, ids.Zeta));
    await t.call('contractor.affiliates.store', {
      params: { contractor: ids.Alfa },
      token,
      body: {
        name: `${M} Alfa Oddział`,
        address_street: 'ul. Boczna 1',
        address_city: 'Wieliczka',
        address_postcode: '32-020',
        address_province_id: r.province('12'),
        address_country_id: r.poland,
      },
    });
    moderator = await createUser(t, { role: 'moderator-trade' });
    await t.deps.db.insert(partnerModerators).values({ partner_id: partnerA.id, user_id: moderator.user.id });
  });

  it('pages with the DESIGN §4 shape, leaving affiliates out', async () => {
    const res = await list('per_page=4&page=2&sort_by=name&sort_direction=asc');
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({
      per_page: 4,
      last_page: 2,
      current: 2,
      page: 2,
      sort_direction: 'asc',
      sort_by: 'name',
      total: 6,
      active: { search: M },
    });
    expect(names(res)).toEqual([`${M} Gamma`, `${M} Zeta`]);
    const clamped = await list('per_page=4&page=7');
    expect(clamped.body.pagination).toMatchObject({ page: 7, current: 2 });
  });

  it('filters by province, business area, partner and registration status, repeated values allowed', async () => {
    const q = async (query: string) =>
      names(await list(`${query}&sort_by=name&sort_direction=asc`)).map((n) => n.slice(M.length + 1));
    expect(await q(`province=${r.province('14')}`)).toEqual(['Epsilon', 'Gamma']);
    expect(await q(`province=${r.province('12')}&province=${r.province('10')}`)).toEqual([
      'Alfa',
      'Beta',
      'Delta Żółć',
    ]);
    expect(await q(`business_area=${r.area('projektanci')}`)).toEqual(['Beta', 'Epsilon']);
    expect(await q('is_partner=1')).toEqual(['Alfa', 'Gamma']);
    expect(await q('is_partner=0')).toEqual(['Beta', 'Delta Żółć', 'Epsilon', 'Zeta']);
    expect(await q('registration_status=pending&registration_status=rejected')).toEqual(['Beta', 'Zeta']);
    expect(
      await q(`is_partner=1&business_area=${r.area('instalatorzy')}&province=${r.province('14')}`),
    ).toEqual(['Gamma']);
    const active = await list(`is_partner=0&registration_status=pending`);
    expect(active.body.pagination.active).toEqual({
      search: M,
      is_partner: false,
      registration_status: ['pending'],
    });
  });

  it('narrows to "my partners" for a caretaker', async () => {
    const res = await t.call('contractor.contractors.index', {
      query: { search: M, mine: 1 },
      token: moderator.token,
    });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([`${M} Alfa`]);
    // Without a caller "mine" matches nothing, rather than everything.
    const query = {
      search: M,
      mine: true,
      page: 1,
      per_page: 50,
      sort_by: 'name',
      sort_direction: 'asc' as const,
    };
    const nobody = await listRecords(t.deps.db, contractorListSpec, query, topLevel);
    expect(nobody.results).toEqual([]);
    const caller = await listRecords<{ name: string }>(t.deps.db, contractorListSpec, query, topLevel, {
      callerId: moderator.user.id,
    });
    expect(caller.results.map((r) => r.name)).toEqual([`${M} Alfa`]);
  });

  it('searches name, NIP and city ignoring case and Polish diacritics', async () => {
    const byWords = await t.request(
      'GET',
      `/api/contractor/contractors?search=${encodeURIComponent(`${M.toLowerCase()} zolc lodz`)}`,
      {
        token,
      },
    );
    expect(names(byWords)).toEqual([`${M} Delta Żółć`]);
    const [gamma] = await t.deps.db.select().from(contractors).where(eq(contractors.id, ids.Gamma));
    const byNip = await t.call('contractor.contractors.index', {
      query: { search: gamma.nip_number },
      token,
    });
    expect(names(byNip)).toEqual([`${M} Gamma`]);
  });

  it('sorts by whitelisted columns and refuses others and unknown parameters with 422', async () => {
    // Collation differs between servers: compare the two directions rather than a JS sort.
    const province = async (dir: string) =>
      (await list(`sort_by=province&sort_direction=${dir}&per_page=100`)).body.results.map(
        (x: { address_province: { name: string } }) => x.address_province.name,
      );
    const asc = await province('asc');
    expect(new Set(asc).size).toBe(4);
    expect(await province('desc')).toEqual([...asc].reverse());
    const desc = await list('sort_by=name&sort_direction=desc');
    expect(names(desc)[0]).toBe(`${M} Zeta`);
    const partnerFirst = await list('sort_by=is_partner&sort_direction=desc&per_page=2');
    expect(partnerFirst.body.results.every((x: { is_partner: boolean }) => x.is_partner)).toBe(true);
    expect((await list('sort_by=password')).status).toBe(422);
    const unknown = await list('colour=red');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ colour: ['Nieznany parametr'] });
    expect((await list('is_partner=yes')).status).toBe(422);
  });

  it('exports the filtered list as XLSX with Polish headers', async () => {
    const res = await t.call('contractor.contractors.export', {
      query: { search: M, is_partner: 0, sort_by: 'name', sort_direction: 'asc' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kontrahenci-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/contractor/contractors/export?search=${M}&is_partner=0&sort_by=name&sort_direction=asc`,
      headers: { authorization: `Bearer ${token}` },
    });
    await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Kontrahenci');
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows[0]).toContain('Nazwa');
    expect(rows[0]).toContain('Status rejestracji');
    expect(rows.slice(1).map((row) => row[2])).toEqual([
      `${M} Beta`,
      `${M} Delta Żółć`,
      `${M} Epsilon`,
      `${M} Zeta`,
    ]);
    expect(rows.slice(1).map((row) => row[8])).toEqual([
      'Oczekująca',
      'Zaakceptowana',
      'Zaakceptowana',
      'Odrzucona',
    ]);
  });

  it('shows a contractor with its references; an affiliate or unknown id is 404', async () => {
    const res = await t.call('contractor.contractors.show', { params: { id: ids.Alfa }, token });
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({
      id: ids.Alfa,
      is_partner: true,
      business_area: { id: r.area('instalatorzy') },
    });
    const [affiliate] = await t.deps.db.select().from(contractors).where(eq(contractors.parent_id, ids.Alfa));
    expect(
      (await t.call('contractor.contractors.show', { params: { id: affiliate.id }, token })).status,
    ).toBe(404);
    const missing = await t.call('contractor.contractors.show', { params: { id: 99999999 }, token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Nie znaleziono rekordu');
  });

  it('shows the partner tab, or "Kontrahent nie jest partnerem"', async () => {
    const yes = await t.call('contractor.contractors.partner', { params: { id: ids.Alfa }, token });
    expect(yes.status).toBe(200);
    expect(yes.body.model).toMatchObject({
      contractor_id: ids.Alfa,
      moderators: [{ id: moderator.user.id }],
    });
    const no = await t.call('contractor.contractors.partner', { params: { id: ids.Epsilon }, token });
    expect(no.status).toBe(404);
    expect(no.body.message).toBe('Kontrahent nie jest partnerem');
  });

  it('deletes a contractor that is not a partner (with its affiliates), refuses a partner', async () => {
    const refused = await t.call('contractor.contractors.destroy', { params: { id: ids.Alfa }, token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Nie można usunąć kontrahenta, który jest partnerem');
    const res = await t.call('contractor.contractors.destroy', { params: { id: ids.Zeta }, token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Rekord został usunięty', status: 'success' });
    expect(await t.deps.db.select().from(contractors).where(eq(contractors.id, ids.Zeta))).toHaveLength(0);
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
  });
});
