import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { listRecords } from '../../core/data/reads.ts';
import { contractors, partnerModerators } from '../people/tables.ts';
import { list, M, names, openContractorsApp, r, t, token } from './contractors-fixtures.ts';
import { contractorListSpec, topLevel } from './queries.ts';
import { makePartner, storeContractor } from './testing.ts';

openContractorsApp();

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
