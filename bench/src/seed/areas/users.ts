import { asc, eq } from 'drizzle-orm';
import { brands } from '../../../../apps/server/src/modules/brands/tables.ts';
import { provinces } from '../../../../apps/server/src/modules/dictionaries/tables.ts';
import {
  contractors,
  partnerModerators,
  partners,
  roles,
  userBrands,
  userProvinces,
  users,
} from '../../../../apps/server/src/modules/people/tables.ts';
import type { Rng } from '../../lib/rng.ts';
import {
  type AreaGenerator,
  type GenerateContext,
  inSlices,
  insertReturningIds,
  insertRows,
} from '../context.ts';
import { ascii, person, phone } from '../polish.ts';

/** Per scale 1: every account, of which back-office staff. */
const USERS = 15_000;
const STAFF = 150;
/** Staff by role, as weights of STAFF; super-admin stays rare. */
const STAFF_WEIGHTS: Record<string, number> = {
  'super-admin': 1,
  admin: 6,
  moderator: 20,
  'moderator-service': 15,
  'moderator-training': 8,
  'moderator-trade': 25,
  'moderator-docs': 6,
  'moderator-marketing': 5,
  'moderator-support': 12,
  'moderator-customer-service': 15,
  'moderator-management': 3,
  'moderator-foreign-partner': 4,
};
const CARETAKER_ROLES = [
  'moderator',
  'moderator-trade',
  'moderator-customer-service',
  'moderator-foreign-partner',
];
const DOMAIN_NOISE = /Sp\. z o\.o\.|Sp\.[jk]\.|s\.c\.|S\.A\.|P\.?P?\.?H\.U\.|F\.H\.U\./g;

function userRow(ctx: GenerateContext, rng: Rng, seq: number, domain: string, roleId: number) {
  const p = person(rng);
  const created = rng.dateWithin(ctx.now, 5 * 365);
  const active = rng.chance(0.92);
  return {
    email: `${ascii(p.first)}.${ascii(p.last)}.${seq}@${domain}`,
    password_hash: ctx.passwordHash,
    first_name: p.first,
    last_name: p.last,
    phone_number: rng.chance(0.8) ? phone(rng) : null,
    role_id: roleId,
    is_activated: active,
    last_login_at: active && rng.chance(0.8) ? rng.dateWithin(ctx.now, 120) : null,
    created_at: created,
    updated_at: created,
  };
}

async function createStaff(ctx: GenerateContext, roleIds: Map<string, number>) {
  const { db, rng } = ctx;
  const total = Math.round(STAFF * ctx.scale);
  const weightSum = Object.values(STAFF_WEIGHTS).reduce((a, b) => a + b, 0);
  const slugs = Object.entries(STAFF_WEIGHTS).flatMap(([slug, w]) =>
    Array.from({ length: Math.max(1, Math.round((w / weightSum) * total)) }, () => slug),
  );
  const brandIds = (await db.select({ id: brands.id }).from(brands)).map((b) => b.id);
  const provinceIds = (await db.select({ id: provinces.id }).from(provinces)).map((p) => p.id);
  const caretakers: number[] = [];
  let counts = { users: 0, user_brands: 0, user_provinces: 0 };
  await inSlices(db, slugs.length, 1000, async (tx, from, to) => {
    const slice = slugs.slice(from, to);
    const ids = await insertReturningIds(
      tx,
      users,
      slice.map((slug, i) => ({
        ...userRow(ctx, rng, from + i, 'termaris.pl', roleIds.get(slug)!),
        is_activated: true,
      })),
    );
    const brandRows = [];
    const provinceRows = [];
    for (const [i, id] of ids.entries()) {
      const slug = slice[i];
      if (slug.includes('moderator')) {
        for (const b of rng.sample(brandIds, rng.int(1, brandIds.length)))
          brandRows.push({ user_id: id, brand_id: b });
        for (const p of rng.sample(provinceIds, rng.int(1, 6)))
          provinceRows.push({ user_id: id, province_id: p });
      }
      if (CARETAKER_ROLES.includes(slug)) caretakers.push(id);
    }
    await insertRows(tx, userBrands, brandRows);
    await insertRows(tx, userProvinces, provinceRows);
    counts = {
      users: counts.users + ids.length,
      user_brands: counts.user_brands + brandRows.length,
      user_provinces: counts.user_provinces + provinceRows.length,
    };
  });
  return { counts, caretakers, staffCount: slugs.length };
}

/** Users of every real role: partner users linked to partners, staff with brands, provinces and caretaking. */
export const usersGenerator: AreaGenerator = {
  name: 'users',
  async generate(ctx) {
    const { db, rng } = ctx;
    const roleIds = new Map(
      (await db.select({ id: roles.id, slug: roles.slug }).from(roles)).map((r) => [r.slug, r.id]),
    );
    const partnerRole = roleIds.get('partner');
    if (!partnerRole) throw new Error('Role "partner" is missing: role defaults did not run.');
    const staff = await createStaff(ctx, roleIds);

    const companies = await db
      .select({ id: partners.id, name: contractors.name })
      .from(partners)
      .innerJoin(contractors, eq(contractors.id, partners.contractor_id))
      .orderBy(asc(partners.id));
    if (!companies.length) throw new Error('No partners: the companies generator must run first.');
    // Every partner has its company admin; the rest of the accounts spread unevenly.
    const perPartner = companies.map(() => 1);
    const extra = Math.max(0, Math.round(USERS * ctx.scale) - staff.staffCount - companies.length);
    for (let i = 0; i < extra; i++) perPartner[Math.floor(rng.next() ** 1.6 * companies.length)]++;

    let seq = staff.staffCount;
    let partnerUsers = 0;
    let moderatorLinks = 0;
    await inSlices(db, companies.length, 500, async (tx, from, to) => {
      const rows = [];
      const links = [];
      for (let c = from; c < to; c++) {
        const company = companies[c];
        const domain = `${ascii(company.name.replace(DOMAIN_NOISE, '')).slice(0, 30) || 'firma'}.pl`;
        for (let k = 0; k < perPartner[c]; k++) {
          rows.push({
            ...userRow(ctx, rng, seq++, domain, partnerRole),
            partner_id: company.id,
            is_company_admin: k === 0 || rng.chance(0.1),
          });
        }
        if (staff.caretakers.length) {
          for (const m of rng.sample(staff.caretakers, rng.chance(0.3) ? 2 : 1)) {
            links.push({ partner_id: company.id, user_id: m });
          }
        }
      }
      await insertRows(tx, users, rows);
      await insertRows(tx, partnerModerators, links);
      partnerUsers += rows.length;
      moderatorLinks += links.length;
    });
    return {
      users: staff.counts.users + partnerUsers,
      user_brands: staff.counts.user_brands,
      user_provinces: staff.counts.user_provinces,
      partner_moderators: moderatorLinks,
    };
  },
};
