import { CONSENT_SLUGS, ROLE_SLUGS } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { SeedStep } from '../../core/seed/runner.ts';
import type { Tx } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { brands } from '../brands/tables.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';
import {
  consents,
  contacts,
  contractors,
  partnerModerators,
  partners,
  roles,
  userBrands,
  userProvinces,
  users,
} from '../people/tables.ts';
import { DEMO_CARETAKER, DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STAFF } from './demo-data.ts';

async function idsBy(rows: PromiseLike<{ key: string; id: number }[]>) {
  return new Map((await rows).map((r) => [r.key, r.id]));
}

/** Two demo partner companies (contractor, primary contact, consents, partner) and their users. */
async function seedCompanies(tx: Tx, now: Date, passwordHash: string, roleIds: Map<string, number>) {
  const [poland] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.code, 'PL'));
  const areaIds = await idsBy(
    tx.select({ key: businessAreas.slug, id: businessAreas.id }).from(businessAreas),
  );
  const provinceIds = await idsBy(tx.select({ key: provinces.code, id: provinces.id }).from(provinces));
  const partnerIds: number[] = [];
  for (const company of DEMO_COMPANIES) {
    const [contractor] = await tx
      .insert(contractors)
      .values({
        name: company.name,
        address_street: company.address_street,
        address_city: company.address_city,
        address_postcode: company.address_postcode,
        address_province_id: provinceIds.get(company.province),
        address_country_id: poland.id,
        nip_number: company.nip_number,
        phone_number: company.phone_number,
        electronic_invoice_email: company.electronic_invoice_email,
        electronic_form_invoice: true,
        business_area_id: areaIds.get(company.business_area),
        registration_status: 'approved',
        decided_at: now,
      })
      .returning({ id: contractors.id });
    const admin = company.users[0];
    await tx.insert(contacts).values({
      contractor_id: contractor.id,
      is_primary: true,
      first_name: admin.first_name,
      last_name: admin.last_name,
      email: admin.email,
      phone_number: admin.phone_number,
      position: 'Właściciel',
    });
    await tx
      .insert(consents)
      .values(
        CONSENT_SLUGS.map((slug) => ({ contractor_id: contractor.id, slug, given: true, given_at: now })),
      );
    const [partner] = await tx
      .insert(partners)
      .values({
        contractor_id: contractor.id,
        external_id: company.external_id,
        bill_to_customer_id: company.external_id,
        business_area_id: areaIds.get(company.business_area) as number,
      })
      .returning({ id: partners.id });
    partnerIds.push(partner.id);
    await tx.insert(users).values(
      company.users.map((u) => ({
        ...u,
        password_hash: passwordHash,
        role_id: roleIds.get('partner') as number,
        partner_id: partner.id,
        is_activated: true,
      })),
    );
  }
  return partnerIds;
}

/** Staff logins `<slug>@demo.pl`, each with every brand and the provinces it looks after. */
async function seedStaff(tx: Tx, passwordHash: string, roleIds: Map<string, number>) {
  const brandIds = (await tx.select({ id: brands.id }).from(brands)).map((b) => b.id);
  const provinceIds = await idsBy(tx.select({ key: provinces.code, id: provinces.id }).from(provinces));
  const staffIds = new Map<string, number>();
  for (const [slug, person] of Object.entries(DEMO_STAFF)) {
    const { provinces: codes, ...fields } = person;
    const [user] = await tx
      .insert(users)
      .values({
        ...fields,
        email: `${slug}@demo.pl`,
        password_hash: passwordHash,
        role_id: roleIds.get(slug) as number,
        is_activated: true,
      })
      .returning({ id: users.id });
    staffIds.set(slug, user.id);
    if (brandIds.length)
      await tx.insert(userBrands).values(brandIds.map((brand_id) => ({ user_id: user.id, brand_id })));
    const mine = codes === 'all' ? [...provinceIds.values()] : codes.map((c) => provinceIds.get(c) as number);
    if (mine.length)
      await tx.insert(userProvinces).values(mine.map((province_id) => ({ user_id: user.id, province_id })));
  }
  return staffIds;
}

export const userSeeds: SeedStep[] = [
  {
    id: '010-users-demo-logins',
    async run({ tx, now }) {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const roleIds = await idsBy(
        tx
          .select({ key: roles.slug, id: roles.id })
          .from(roles)
          .where(inArray(roles.slug, [...ROLE_SLUGS])),
      );
      const staffIds = await seedStaff(tx, passwordHash, roleIds);
      const partnerIds = await seedCompanies(tx, now, passwordHash, roleIds);
      const caretaker = staffIds.get(DEMO_CARETAKER) as number;
      await tx
        .insert(partnerModerators)
        .values(partnerIds.map((partner_id) => ({ partner_id, user_id: caretaker })));
    },
  },
];
