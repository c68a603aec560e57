import { startSimulator } from '@portal/erp-simulator';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/core/files/tables.ts';
import { devices, errorCodes } from '../src/modules/devices/tables.ts';
import { createBusinessCentralConnector } from '../src/modules/erp/connector.ts';
import { runPull } from '../src/modules/erp/pull.ts';
import { erpOutbox } from '../src/modules/erp/tables.ts';
import { erpCustomers, partnerChangeRequests } from '../src/modules/partners/tables.ts';
import { contractors, partners, users } from '../src/modules/people/tables.ts';
import { createPartner, createUser } from './factories.ts';
import { createTestApp, marker, type TestApp } from './harness.ts';

/**
 * The stored search text (docs/decisions/0020-stored-search-text.md) is a generated column: these
 * tests hold it to its definition after every way rows are written, so search never goes stale.
 */
let t: TestApp;
let admin: string;
const tag = marker('St').toLowerCase();

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t, { role: 'admin' })).token;
});
afterAll(() => t.close());

/** Each table's stored text against its definition, recomputed: rows where the two differ. */
const STALE: Record<string, string> = {
  users: `f_unaccent(first_name || ' ' || last_name || ' ' || email)`,
  contractors: `f_unaccent(name || ' ' || coalesce(nip_number, '') || ' ' || address_city)`,
  devices: `f_unaccent(name || ' ' || coalesce(name2, '') || ' ' || code)`,
  error_codes: `f_unaccent(code || ' ' || coalesce(description->>'pl', ''))`,
  files: `f_unaccent(original_name || ' ' || path)`,
  erp_outbox: `f_unaccent(our_number || ' ' || coalesce(erp_document_number, ''))`,
  erp_customers: `f_unaccent(name || ' ' || external_id || ' ' || coalesce(nip_number, '') || ' ' || coalesce(address_city, ''))`,
  // Not generated: its company's text, kept by triggers (migration 0020).
  partner_change_requests: `coalesce((SELECT c.search_text FROM partners p JOIN contractors c ON c.id = p.contractor_id
    WHERE p.id = partner_id), '')`,
};

async function staleRows(table: string): Promise<{ rows: number; stale: number }> {
  const result = await t.deps.db.execute(
    sql.raw(`SELECT count(*)::int AS rows,
      count(*) FILTER (WHERE search_text IS DISTINCT FROM ${STALE[table]})::int AS stale FROM ${table}`),
  );
  const [row] = (result as unknown as { rows: { rows: number; stale: number }[] }).rows;
  return row;
}

async function userSearch(term: string): Promise<string[]> {
  const res = await t.call('user.users.index', {
    query: { search: term, per_page: 100 },
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.results.map((r: { email: string }) => r.email);
}

describe('stored search text', () => {
  it('folds case and every Polish diacritic, ł and Ł included', async () => {
    const [row] = await t.deps.db
      .insert(contractors)
      .values({
        name: `ŁĄCKA Spółka Żółć Ęść ${tag}`,
        address_street: 'Źródlana 1',
        address_city: 'Łódź Ńąćęłńóśźż',
        address_postcode: '90-001',
        address_country_id: sql`(SELECT id FROM countries LIMIT 1)`,
        nip_number: null,
      })
      .returning({ search_text: contractors.search_text });
    expect(row.search_text).toBe(`lacka spolka zolc esc ${tag}  lodz nacelnoszz`);
  });

  it('is written by the seed for every seeded row of every list', async () => {
    for (const table of Object.keys(STALE)) {
      expect(await staleRows(table), table).toMatchObject({ stale: 0 });
    }
    expect((await staleRows('users')).rows).toBeGreaterThan(0);
    expect((await staleRows('devices')).rows).toBeGreaterThan(0);
  });

  it('follows an insert and an update, and search finds only the current text', async () => {
    const email = `${tag}.lukasz@example.pl`;
    const { user } = await createUser(t, { role: 'admin', email });
    await t.deps.db
      .update(users)
      .set({ first_name: 'Łukasz', last_name: 'Żółkiewski' })
      .where(eq(users.id, user.id));
    expect(await userSearch(`ŁUKASZ zolkiewski ${tag}`)).toEqual([email]);
    expect(await userSearch(`anna ${tag}`)).toEqual([]);

    await t.deps.db.update(users).set({ last_name: 'Śliwa' }).where(eq(users.id, user.id));
    expect(await userSearch(`lukasz sliwa ${tag}`)).toEqual([email]);
    expect(await userSearch(`zolkiewski ${tag}`)).toEqual([]);
    expect(await staleRows('users')).toMatchObject({ stale: 0 });
  });

  it('follows a multi-row insert and a bulk update', async () => {
    const codes = Array.from({ length: 30 }, (_, i) => `${tag}-${i}`);
    await t.deps.db.insert(devices).values(codes.map((code, i) => ({ code, name: `Pompa ciepła ${i}` })));
    await t.deps.db
      .insert(errorCodes)
      .values(
        codes.map((code) => ({ code: `E-${code}`, description: { pl: 'Błąd czujnika', en: 'Sensor' } })),
      );
    await t.deps.db.insert(files).values(
      codes.map((code) => ({
        area: 'public' as const,
        path: `bulk/${code}.pdf`,
        original_name: `Instrukcja Łączenia ${code}.pdf`,
        mime: 'application/pdf',
        size: 1,
        sha256: code,
        signature: code,
      })),
    );
    await t.deps.db.insert(erpOutbox).values(
      codes.map((code) => ({
        document_type: 'service-order' as const,
        our_number: `ZS/${code}`,
        payload: {},
      })),
    );
    await t.deps.db
      .update(devices)
      .set({ name2: sql`'Źródło ' || code` })
      .where(inArray(devices.code, codes));
    await t.deps.db
      .update(erpOutbox)
      .set({ erp_document_number: 'ŁD-1' })
      .where(sql`our_number LIKE ${`ZS/${tag}%`}`);

    const [device] = await t.deps.db.select().from(devices).where(eq(devices.code, codes[7]));
    expect(device.search_text).toBe(`pompa ciepla 7 zrodlo ${codes[7]} ${codes[7]}`);
    for (const table of ['devices', 'error_codes', 'files', 'erp_outbox']) {
      expect(await staleRows(table), table).toMatchObject({ stale: 0 });
    }
    const res = await t.request('GET', `/api/device/devices?search=${encodeURIComponent(`ŹRÓDŁO ${tag}`)}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(30);
  });

  it("keeps a change request's text its company's: insert, rename, a move, a hand-written value", async () => {
    const first = await createPartner(t.deps.db, { name: `Łąka ${tag}` });
    // A partner is one contractor's (a unique key): the move goes to a contractor with none.
    const [moved] = await t.deps.db
      .insert(contractors)
      .values({ ...first.contractor, id: undefined, name: `Źródło ${tag}`, nip_number: null })
      .returning();
    const requestSearch = async (term: string) => {
      const res = await t.call('partner.change-requests.index', { query: { search: term }, token: admin });
      expect(res.status).toBe(200);
      return res.body.results.map((r: { id: number }) => r.id);
    };
    const [request] = await t.deps.db
      .insert(partnerChangeRequests)
      .values({ partner_id: first.partner.id, changes: { name: { old: 'a', new: 'b' } } })
      .returning();
    expect(await requestSearch(`ŁĄKA ${tag}`)).toEqual([request.id]);

    await t.deps.db
      .update(contractors)
      .set({ name: `Dąbrowa ${tag}` })
      .where(eq(contractors.id, first.contractor.id));
    expect(await requestSearch(`dabrowa ${tag}`)).toEqual([request.id]);
    expect(await requestSearch(`laka ${tag}`)).toEqual([]);

    await t.deps.db
      .update(partners)
      .set({ contractor_id: moved.id })
      .where(eq(partners.id, first.partner.id));
    expect(await requestSearch(`zrodlo ${tag}`)).toEqual([request.id]);

    await t.deps.db
      .update(partnerChangeRequests)
      .set({ search_text: 'cokolwiek' })
      .where(eq(partnerChangeRequests.id, request.id));
    expect(await requestSearch('cokolwiek')).toEqual([]);
    expect(await staleRows('partner_change_requests')).toMatchObject({ stale: 0 });
  });

  it('follows the ERP pull (devices and ERP customers written by the pull)', {
    timeout: 60_000,
  }, async () => {
    const sim = await startSimulator({ customers: 6, items: 6 });
    try {
      const erp = {
        url: sim.url,
        companyId: sim.companyId,
        auth: {
          kind: 'oauth' as const,
          tokenUrl: sim.credentials.tokenUrl,
          clientId: sim.credentials.clientId,
          clientSecret: sim.credentials.clientSecret,
          scope: 'api',
        },
        caFile: sim.caFile,
        serviceOrdersApi: sim.serviceOrdersApi,
        pullIntervalMinutes: 15,
        timeoutMs: 5000,
        pageSize: 5,
      };
      const connector = createBusinessCentralConnector(erp, {
        retries: 0,
        baseDelayMs: 1,
        sleep: async () => {},
      });
      await runPull(t.deps, 'items', { trigger: 'manual', connector });
      await runPull(t.deps, 'customers', { trigger: 'manual', connector });
      // A second pull after the ERP renamed an item updates the row it pulled before.
      const item = sim.data.items[2];
      sim.update('items', item.number, { displayName: 'Kocioł Łazienkowy' });
      await runPull(t.deps, 'items', { trigger: 'manual', connector });

      const [pulled] = await t.deps.db.select().from(devices).where(eq(devices.code, item.number));
      expect(pulled.search_text).toContain('kociol lazienkowy');
      const numbers = sim.data.customers.map((c) => c.number);
      const customers = await t.deps.db
        .select()
        .from(erpCustomers)
        .where(inArray(erpCustomers.external_id, numbers));
      expect(customers.length).toBe(numbers.length);
      expect(await staleRows('devices')).toMatchObject({ stale: 0 });
      expect(await staleRows('erp_customers')).toMatchObject({ stale: 0 });
    } finally {
      await sim.close();
    }
  });
});
