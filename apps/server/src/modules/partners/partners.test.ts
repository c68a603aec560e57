import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomNip } from '../../../test/factories.ts';
import { createTestApp, marker, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { makePartner, type Refs, refs, storeContractor } from '../contractors/testing.ts';
import { partnerModerators, partnerStatuses, partners, users } from '../people/tables.ts';
import { erpCustomers } from './tables.ts';

let t: TestApp;
let token: string;
let r: Refs;
const M = marker('Pq');
const status: Record<string, number> = {};

async function newStatus(name: string) {
  const res = await t.call('partner.partner-statuses.store', {
    token,
    body: { name, color: '#123456' },
  });
  if (res.status !== 201) throw new Error(res.raw);
  return res.body.model.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'admin' })).token;
  r = await refs(t);
  status.gold = await newStatus(`Złoty ${M}`);
  status.new = await newStatus(`Nowy ${M}`);
});
afterAll(() => t.close());

describe('partners list', () => {
  const ids: Record<string, number> = {};
  let caretaker: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    caretaker = await createUser(t, { role: 'moderator-trade' });
    const make = async (
      key: string,
      province: string,
      area: string,
      values: Partial<typeof partners.$inferInsert>,
    ) => {
      const c = await storeContractor(t, token, r, {
        name: `${M} ${key}`,
        address_province_id: r.province(province),
      });
      ids[key] = (await makePartner(t, c.id, { business_area_id: r.area(area), ...values })).id;
    };
    await make('Alfa', '12', 'instalatorzy', { partner_status_id: status.gold, highlighted: true });
    await make('Beta', '12', 'serwisanci', { partner_status_id: status.new });
    await make('Gamma', '30', 'instalatorzy', { partner_status_id: status.new, highlighted: true });
    await make('Delta', '02', 'hurtownie', {});
    await t.deps.db.insert(partnerModerators).values([
      { partner_id: ids.Alfa, user_id: caretaker.user.id },
      { partner_id: ids.Delta, user_id: caretaker.user.id },
    ]);
  });

  const q = async (query: string, as = token) => {
    const res = await t.request(
      'GET',
      `/api/partner/partners?search=${M}&sort_by=name&sort_direction=asc&${query}`,
      {
        token: as,
      },
    );
    expect(res.status).toBe(200);
    return res.body.results.map((x: { name: string }) => x.name.slice(M.length + 1));
  };

  it('filters by province, business area, status, caretaker and highlighted', async () => {
    expect(await q('')).toEqual(['Alfa', 'Beta', 'Delta', 'Gamma']);
    expect(await q(`province=${r.province('12')}`)).toEqual(['Alfa', 'Beta']);
    expect(await q(`business_area=${r.area('instalatorzy')}`)).toEqual(['Alfa', 'Gamma']);
    expect(await q(`partner_status=${status.new}`)).toEqual(['Beta', 'Gamma']);
    expect(await q(`partner_status=${status.new}&partner_status=${status.gold}`)).toEqual([
      'Alfa',
      'Beta',
      'Gamma',
    ]);
    expect(await q(`caretaker=${caretaker.user.id}`)).toEqual(['Alfa', 'Delta']);
    expect(await q('highlighted=1')).toEqual(['Alfa', 'Gamma']);
    expect(await q('highlighted=0&province=2147483647')).toEqual([]);
    expect(await q('mine=1', caretaker.token)).toEqual(['Alfa', 'Delta']);
  });

  it('pages and sorts, with caretakers and status in each row', async () => {
    const res = await t.call('partner.partners.index', {
      query: { search: M, per_page: 3, page: 2, sort_by: 'partner_status', sort_direction: 'desc' },
      token,
    });
    expect(res.body.pagination).toMatchObject({ total: 4, last_page: 2, current: 2, per_page: 3 });
    expect(res.body.results).toHaveLength(1);
    const alfa = (await t.request('GET', `/api/partner/partners?search=${M}%20Alfa`, { token })).body
      .results[0];
    expect(alfa).toMatchObject({
      highlighted: true,
      partner_status: { id: status.gold, color: '#123456' },
      caretakers: [{ id: caretaker.user.id, first_name: 'Anna' }],
      business_area: { id: r.area('instalatorzy') },
    });
  });

  it('is refused to a role without the key and to a partner user', async () => {
    const docs = await createUser(t, { role: 'moderator-docs' });
    expect((await t.call('partner.partners.index', { token: docs.token })).status).toBe(403);
    const partner = await createUser(t, { role: 'partner' });
    expect(
      (await t.call('partner.partners.show', { params: { id: ids.Alfa }, token: partner.token })).status,
    ).toBe(403);
  });
});

describe('partner edit (PATCH partner.partners.update)', () => {
  let partnerId: number;
  let moderator: Awaited<ReturnType<typeof createUser>>;
  const body = (extra: Record<string, unknown> = {}) => ({
    business_area_id: r.area('projektanci'),
    highlighted: true,
    partner_status_id: status.gold,
    ...extra,
  });
  const patch = (b: unknown) =>
    t.call('partner.partners.update', { params: { id: partnerId }, token, body: b });

  beforeAll(async () => {
    const c = await storeContractor(t, token, r, { name: `${M} Edit` });
    partnerId = (await makePartner(t, c.id)).id;
    moderator = await createUser(t, { role: 'moderator-customer-service' });
  });

  it('requires business area, highlighted and partner status', async () => {
    const res = await patch({});
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Sprawdź błędy w formularzu',
      errors: {
        business_area_id: ['To pole jest wymagane'],
        highlighted: ['To pole jest wymagane'],
        partner_status_id: ['To pole jest wymagane'],
      },
    });
    const missing = await patch(body({ partner_status_id: 2147483647, business_area_id: 2147483646 }));
    expect(missing.body.errors).toEqual({
      business_area_id: ['Wybrana wartość nie istnieje'],
      partner_status_id: ['Wybrana wartość nie istnieje'],
    });
  });

  it('saves the partner with its caretakers, audited', async () => {
    const res = await patch(body({ moderators: [moderator.user.id] }));
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({
      business_area_id: r.area('projektanci'),
      highlighted: true,
      partner_status_id: status.gold,
      external_id: null,
      billToCustomerId: null,
      erp_required: false,
      moderators: [{ id: moderator.user.id, email: moderator.user.email, is_activated: true }],
    });
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(partnerId)));
    const last = audit.filter((a) => a.record_type === 'partner').at(-1);
    expect(last?.changes).toMatchObject({
      moderators: { old: [], new: [moderator.user.id] },
      highlighted: { old: false, new: true },
    });
    const untouched = await patch(body({ highlighted: false }));
    expect(untouched.body.model.moderators.map((m: { id: number }) => m.id)).toEqual([moderator.user.id]);
  });

  it('saving the same values again writes nothing: no audit row, no new updated_at', async () => {
    expect((await patch(body({ moderators: [moderator.user.id] }))).status).toBe(200);
    const partnerAudits = () =>
      t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.record_type, 'partner'), eq(auditLog.record_id, String(partnerId))));
    const audits = (await partnerAudits()).length;
    const [before] = await t.deps.db.select().from(partners).where(eq(partners.id, partnerId));
    t.clock.advance(60_000);
    expect((await patch(body({ moderators: [moderator.user.id] }))).status).toBe(200);
    expect(await partnerAudits()).toHaveLength(audits);
    const [after] = await t.deps.db.select().from(partners).where(eq(partners.id, partnerId));
    expect(after.updated_at).toEqual(before.updated_at);
    // A change of the caretakers alone is audited; the partner's own row is not rewritten.
    expect((await patch(body({ moderators: [] }))).status).toBe(200);
    expect(await partnerAudits()).toHaveLength(audits + 1);
    const [changed] = await t.deps.db.select().from(partners).where(eq(partners.id, partnerId));
    expect(changed.updated_at).toEqual(before.updated_at);
  });

  it('shows the caretakers in Polish order with every field, as the partners list does', async () => {
    const zak = await createUser(t, { role: 'moderator-trade' });
    const lis = await createUser(t, { role: 'moderator-trade' });
    await t.deps.db
      .update(users)
      .set({ last_name: 'Żak', phone_number: '600 100 200' })
      .where(eq(users.id, zak.user.id));
    await t.deps.db
      .update(users)
      .set({ last_name: 'Lis', first_name: 'Łucja' })
      .where(eq(users.id, lis.user.id));
    expect((await patch(body({ moderators: [zak.user.id, lis.user.id, moderator.user.id] }))).status).toBe(
      200,
    );
    const show = await t.call('partner.partners.show', { params: { id: partnerId }, token });
    const expected = [
      {
        id: lis.user.id,
        first_name: 'Łucja',
        last_name: 'Lis',
        email: lis.user.email,
        phone_number: null,
        is_activated: true,
      },
      {
        id: moderator.user.id,
        first_name: 'Anna',
        last_name: 'Nowak',
        email: moderator.user.email,
        phone_number: null,
        is_activated: true,
      },
      {
        id: zak.user.id,
        first_name: 'Anna',
        last_name: 'Żak',
        email: zak.user.email,
        phone_number: '600 100 200',
        is_activated: true,
      },
    ];
    expect(show.body.model.moderators).toEqual(expected);
    const list = await t.call('partner.partners.index', { query: { search: `${M} Edit` }, token });
    const row = list.body.results.find((p: { id: number }) => p.id === partnerId);
    expect(row.caretakers).toEqual(
      expected.map(({ id, first_name, last_name }) => ({ id, first_name, last_name })),
    );
    expect((await patch(body({ moderators: [] }))).status).toBe(200);
    expect(
      (await t.call('partner.partners.show', { params: { id: partnerId }, token })).body.model.moderators,
    ).toEqual([]);
  });

  it('refuses an inactive moderator with the spec message, and a user who is not a moderator', async () => {
    const inactive = await createUser(t, { role: 'moderator-trade', active: false });
    const res = await patch(body({ moderators: [moderator.user.id, inactive.user.id] }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ moderators: ['Moderator jest nieaktywny: Anna Nowak'] });
    const admin = await createUser(t, { role: 'admin' });
    const notModerator = await patch(body({ moderators: [admin.user.id] }));
    expect(notModerator.body.errors).toEqual({
      moderators: ['Opiekunem może być tylko użytkownik z rolą moderatora'],
    });
    const unknown = await patch(body({ moderators: [2147483647] }));
    expect(unknown.body.errors).toEqual({ moderators: ['Wybrana wartość nie istnieje'] });
  });

  it('links an ERP customer from the list; required once the ERP is configured', async () => {
    await t.deps.db.insert(erpCustomers).values([
      { external_id: `K-${M}`, bill_to_customer_id: `B-${M}`, name: `${M} ERP` },
      { external_id: `K2-${M}`, name: `${M} ERP 2` },
    ]);
    const unknown = await patch(body({ external_id: 'K-NOPE' }));
    expect(unknown.body.errors).toEqual({ external_id: ['Nie ma takiego klienta w danych Navision'] });
    const linked = await patch(body({ external_id: `K-${M}` }));
    expect(linked.status).toBe(200);
    expect(linked.body.model).toMatchObject({ external_id: `K-${M}`, billToCustomerId: `B-${M}` });

    const other = await makePartner(t, (await storeContractor(t, token, r)).id);
    const taken = await t.call('partner.partners.update', {
      params: { id: other.id },
      token,
      body: body({ external_id: `K-${M}` }),
    });
    expect(taken.body.errors).toEqual({
      external_id: ['Ten klient Navision jest już przypisany do innego partnera'],
    });

    const erp = await t.call('partner.erp-customers.index', {
      query: { search: M, sort_direction: 'asc' },
      token,
    });
    expect(
      erp.body.results.map((c: { external_id: string; partner: unknown }) => [c.external_id, c.partner]),
    ).toEqual([
      [`K-${M}`, { id: partnerId, name: `${M} ERP` }],
      [`K2-${M}`, null],
    ]);

    t.deps.config.erpUrl = 'http://erp.test';
    try {
      const required = await t.call('partner.partners.update', {
        params: { id: other.id },
        token,
        body: body(),
      });
      expect(required.status).toBe(422);
      expect(required.body.errors).toEqual({ external_id: ['Wybierz klienta z danych Navision'] });
      const cleared = await patch(body({ external_id: null }));
      expect(cleared.body.errors).toEqual({ external_id: ['Wybierz klienta z danych Navision'] });
      const ok = await t.call('partner.partners.update', {
        params: { id: other.id },
        token,
        body: body({ external_id: `K2-${M}` }),
      });
      expect(ok.body.model).toMatchObject({
        external_id: `K2-${M}`,
        billToCustomerId: `K2-${M}`,
        erp_required: true,
      });
    } finally {
      t.deps.config.erpUrl = undefined;
    }
  });

  it("takes the ERP customer's name, NIP and address on linking, audited; refuses a NIP held by another company", async () => {
    const c = await storeContractor(t, token, r, { name: `${M} Przed` });
    const linked = await makePartner(t, c.id);
    const holder = await storeContractor(t, token, r, { name: `${M} Posiadacz` });
    const nip = randomNip();
    await t.deps.db.insert(erpCustomers).values([
      {
        external_id: `KA-${M}`,
        name: `${M} Instal-Serwis Sp. z o.o.`,
        nip_number: nip,
        address_street: 'ul. Długa 5',
        address_postcode: '31-147',
        address_city: 'Kraków',
        address_country: 'PL',
      },
      { external_id: `KB-${M}`, name: `${M} Duplikat`, nip_number: String(holder.nip_number) },
    ]);
    const link = (externalId: string) =>
      t.call('partner.partners.update', {
        params: { id: linked.id },
        token,
        body: body({ external_id: externalId }),
      });

    const refused = await link(`KB-${M}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      external_id: [`NIP ${holder.nip_number} tego klienta Navision ma już kontrahent „${M} Posiadacz”`],
    });
    const [untouched] = await t.deps.db.select().from(partners).where(eq(partners.id, linked.id));
    expect(untouched.external_id).toBeNull();

    expect((await link(`KA-${M}`)).status).toBe(200);
    const company = await t.call('contractor.contractors.show', { params: { id: c.id }, token });
    expect(company.body.model).toMatchObject({
      name: `${M} Instal-Serwis Sp. z o.o.`,
      nip_number: nip,
      address_street: 'ul. Długa 5',
      address_postcode: '31-147',
      address_city: 'Kraków',
    });
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(c.id)));
    expect(audit.at(-1)?.changes).toMatchObject({
      name: { old: `${M} Przed`, new: `${M} Instal-Serwis Sp. z o.o.` },
      nip_number: { new: nip },
    });
  });

  it('lists caretaker candidates: moderators only', async () => {
    const res = await t.call('partner.partners.caretakers', {
      query: { search: moderator.user.email },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      expect.objectContaining({
        id: moderator.user.id,
        role: { slug: 'moderator-customer-service', name: expect.any(String) },
      }),
    ]);
    const admin = await createUser(t, { role: 'admin' });
    const none = await t.call('partner.partners.caretakers', { query: { search: admin.user.email }, token });
    expect(none.body.results).toEqual([]);
  });
});

describe('business areas and partner statuses', () => {
  it('creates with a slug from the name, edits, and refuses deletion while in use', async () => {
    const created = await t.call('partner.business-areas.store', {
      token,
      body: { name: `Pompy Ciepła ${M}` },
    });
    expect(created.status).toBe(201);
    expect(created.body.model).toMatchObject({
      slug: `pompy-ciepla-${M.toLowerCase()}`,
      contractors_count: 0,
      partners_count: 0,
    });
    const id = created.body.model.id;
    const dup = await t.call('partner.business-areas.store', {
      token,
      body: { name: `Pompy ciepła ${M}` },
    });
    expect(dup.body.errors).toEqual({ name: ['Ta wartość jest już zajęta'] });
    const renamed = await t.call('partner.business-areas.update', {
      params: { id },
      token,
      body: { name: `Pompy ${M}`, slug: `pompy-${M.toLowerCase()}` },
    });
    expect(renamed.body.model).toMatchObject({ name: `Pompy ${M}`, slug: `pompy-${M.toLowerCase()}` });
    // Saving the same form again changes nothing: no audit row for it (the shared write path).
    await t.call('partner.business-areas.update', {
      params: { id },
      token,
      body: { name: `Pompy ${M}`, slug: `pompy-${M.toLowerCase()}` },
    });

    const c = await storeContractor(t, token, r, { business_area_id: id });
    const used = await t.call('partner.business-areas.destroy', { params: { id }, token });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(
      'Nie można usunąć obszaru działalności, dopóki jest używany (kontrahenci: 1, partnerzy: 0)',
    );
    await t.call('contractor.contractors.destroy', { params: { id: c.id }, token });
    const ok = await t.call('partner.business-areas.destroy', { params: { id }, token });
    expect(ok.status).toBe(200);
    expect((await t.call('partner.business-areas.show', { params: { id }, token })).status).toBe(404);
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(id)));
    expect(audit.filter((a) => a.record_type === 'business_area').map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('refuses to delete a partner status a partner has, then deletes it once unused', async () => {
    const id = await newStatus(`Tymczasowy ${M}`);
    const p = await makePartner(t, (await storeContractor(t, token, r)).id, { partner_status_id: id });
    const used = await t.call('partner.partner-statuses.destroy', { params: { id }, token });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('Nie można usunąć statusu partnera, dopóki jest używany (partnerzy: 1)');
    await t.deps.db.update(partners).set({ partner_status_id: null }).where(eq(partners.id, p.id));
    expect((await t.call('partner.partner-statuses.destroy', { params: { id }, token })).status).toBe(200);
    expect(await t.deps.db.select().from(partnerStatuses).where(eq(partnerStatuses.id, id))).toHaveLength(0);
  });

  it('validates colour and slug, lists with search', async () => {
    const bad = await t.call('partner.partner-statuses.store', {
      token,
      body: { name: 'X', color: 'red', slug: 'Zły Slug' },
    });
    expect(bad.body.errors).toEqual({
      color: ['Podaj kolor w formacie #RRGGBB'],
      slug: ['Dozwolone są małe litery, cyfry i myślniki'],
    });
    const listed = await t.call('partner.partner-statuses.index', {
      query: { search: M, sort_by: 'name', sort_direction: 'asc' },
      token,
    });
    expect(listed.body.results.map((s: { name: string }) => s.name)).toEqual([`Nowy ${M}`, `Złoty ${M}`]);
  });
});
