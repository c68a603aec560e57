import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomNip } from '../../../test/factories.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { makePartner, storeContractor } from '../contractors/testing.ts';
import { partners, users } from '../people/tables.ts';
import { M, openPartnersApp, r, status, t, token } from './partners-fixtures.ts';
import { erpCustomers } from './tables.ts';

openPartnersApp();

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

  it('checks the business area and partner status sent', async () => {
    const nulls = await patch({ business_area_id: null, highlighted: null, partner_status_id: null });
    expect(nulls.status).toBe(422);
    expect(nulls.body).toEqual({
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
    // A field left out keeps its stored value, the caretakers too.
    const untouched = await patch({ highlighted: false });
    expect(untouched.status, untouched.raw).toBe(200);
    expect(untouched.body.model).toEqual({
      ...res.body.model,
      highlighted: false,
      updated_at: untouched.body.model.updated_at,
    });
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
