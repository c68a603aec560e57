import { eq } from 'drizzle-orm';
import { randomNip } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';
import { partners } from '../people/tables.ts';

/**
 * Test support for the contractors and partners areas (imported by tests only): dictionary ids
 * and a valid "add contractor" form.
 */

export type Refs = {
  poland: number;
  germany: number;
  province: (code: string) => number;
  area: (slug: string) => number;
};

export async function refs(t: TestApp): Promise<Refs> {
  const db = t.deps.db;
  const [pl] = await db.select().from(countries).where(eq(countries.code, 'PL'));
  const [de] = await db.select().from(countries).where(eq(countries.code, 'DE'));
  const provinceIds = new Map((await db.select().from(provinces)).map((p) => [p.code, p.id]));
  const areaIds = new Map((await db.select().from(businessAreas)).map((a) => [a.slug, a.id]));
  return {
    poland: pl.id,
    germany: de.id,
    province: (code) => provinceIds.get(code) as number,
    area: (slug) => areaIds.get(slug) as number,
  };
}

let seq = 0;

export function contractorForm(r: Refs, overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    name: `Firma ${seq} Sp. z o.o.`,
    nip_number: randomNip(),
    address_street: 'ul. Długa 5',
    address_city: 'Kraków',
    address_postcode: '30-002',
    address_province_id: r.province('12'),
    address_country_id: r.poland,
    phone_number: '12 345 67 89',
    electronic_invoice_email: null,
    electronic_form_invoice: false,
    business_area_id: r.area('instalatorzy'),
    consent_processing_data: true,
    consent_commercial_info: false,
    consent_marketing_purposes: false,
    primary_contact: {
      first_name: 'Jan',
      last_name: 'Kowalski',
      email: `jan${seq}.${process.pid}@firma.test`,
      phone_number: '600 100 200',
      position: null,
    },
    ...overrides,
  };
}

/** Adds a contractor through the API and returns its record. */
export async function storeContractor(
  t: TestApp,
  token: string,
  r: Refs,
  overrides: Record<string, unknown> = {},
) {
  const res = await t.request('POST', '/api/contractor/contractors', {
    token,
    body: contractorForm(r, overrides),
  });
  if (res.status !== 201) throw new Error(`store contractor: ${res.status} ${res.raw}`);
  return res.body.model as { id: number; name: string; primary_contact: { id: number } } & Record<
    string,
    unknown
  >;
}

/** Makes a contractor a partner directly (approval has its own tests). */
export async function makePartner(
  t: TestApp,
  contractorId: number,
  values: Partial<typeof partners.$inferInsert> = {},
) {
  const [area] = await t.deps.db.select().from(businessAreas).limit(1);
  const [row] = await t.deps.db
    .insert(partners)
    .values({ contractor_id: contractorId, business_area_id: area.id, ...values })
    .returning();
  return row;
}
