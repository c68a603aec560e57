import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import { brands } from '../src/modules/brands/tables.ts';
import { businessAreas, countries, provinces } from '../src/modules/dictionaries/tables.ts';
import {
  contacts,
  contractors,
  partners,
  roles,
  userBrands,
  userProvinces,
  users,
} from '../src/modules/people/tables.ts';
import type { TestApp } from './harness.ts';

let seq = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${++seq}`;

/** A valid NIP built from 9 random digits (checksum computed; retried when it would be 10). */
export function randomNip(): string {
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    d[0] = 1 + (d[0] % 9);
    const c = d.reduce((a, x, i) => a + x * w[i], 0) % 11;
    if (c !== 10) return `${d.join('')}${c}`;
  }
}

export async function roleId(db: Executor, slug: string): Promise<number> {
  const [r] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, slug));
  if (!r) throw new Error(`no role ${slug}`);
  return r.id;
}

export async function createPartner(db: Executor, opts: { name?: string } = {}) {
  const [pl] = await db.select().from(countries).where(eq(countries.code, 'PL'));
  const [area] = await db.select().from(businessAreas).limit(1);
  const [contractor] = await db
    .insert(contractors)
    .values({
      name: opts.name ?? `Firma Testowa ${unique()} Sp. z o.o.`,
      address_street: 'ul. Testowa 1',
      address_city: 'Kraków',
      address_postcode: '30-001',
      address_country_id: pl.id,
      nip_number: randomNip(),
      business_area_id: area.id,
    })
    .returning();
  await db.insert(contacts).values({
    contractor_id: contractor.id,
    is_primary: true,
    first_name: 'Jan',
    last_name: 'Testowy',
    email: `kontakt${unique()}@example.pl`,
  });
  const [partner] = await db
    .insert(partners)
    .values({ contractor_id: contractor.id, business_area_id: area.id })
    .returning();
  return { contractor, partner };
}

/** A user of any role, signed in directly (no HTTP sign-in, no password hashing). */
export async function createUser(
  app: TestApp,
  opts: { role?: string; partnerId?: number; companyAdmin?: boolean; active?: boolean; email?: string } = {},
) {
  const db = app.deps.db;
  const role = opts.role ?? 'admin';
  let partnerId = opts.partnerId ?? null;
  if (role === 'partner' && !partnerId) partnerId = (await createPartner(db)).partner.id;
  const [user] = await db
    .insert(users)
    .values({
      email: opts.email ?? `user${unique()}@example.pl`,
      first_name: 'Anna',
      last_name: 'Nowak',
      role_id: await roleId(db, role),
      partner_id: partnerId,
      is_company_admin: opts.companyAdmin ?? false,
      is_activated: opts.active ?? true,
    })
    .returning();
  if (role !== 'partner') {
    // Staff satisfy the role rules (a brand and a province), which every user save checks.
    const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
    const [province] = await db.select({ id: provinces.id }).from(provinces).limit(1);
    await db.insert(userBrands).values({ user_id: user.id, brand_id: brand.id });
    await db.insert(userProvinces).values({ user_id: user.id, province_id: province.id });
  }
  const token = await app.deps.sessions.create(db, user.id, false);
  return { user, token };
}
