import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { makePartner, storeContractor } from '../contractors/testing.ts';
import { partnerModerators, partnerStatuses, partners } from '../people/tables.ts';
import { M, newStatus, openPartnersApp, r, status, t, token } from './partners-fixtures.ts';

openPartnersApp();

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
