import { CONSENT_SLUGS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../../apps/server/src/db/client.ts';
import {
  businessAreas,
  countries,
  provinces,
} from '../../../../apps/server/src/modules/dictionaries/tables.ts';
import {
  consents,
  contacts,
  contractors,
  partnerStatuses,
  partners,
} from '../../../../apps/server/src/modules/people/tables.ts';
import type { Rng } from '../../lib/rng.ts';
import {
  type AreaGenerator,
  type GenerateContext,
  inSlices,
  insertReturningIds,
  insertRows,
} from '../context.ts';
import { address, ascii, companyName, nip, POSITIONS, person, phone } from '../polish.ts';

/** Per scale 1: partner companies, plus registrations not (yet) partners. */
const PARTNER_COMPANIES = 3000;
const OTHER_CONTRACTORS = 400;

type Lookups = {
  countryId: number;
  provinceByCode: Map<string, number>;
  businessAreaIds: number[];
  statusIds: number[];
};

async function lookups(db: Executor): Promise<Lookups> {
  const [pl] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'PL'));
  if (!pl) throw new Error('The dictionaries seed step did not run: no country PL.');
  const provinceRows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  const areaRows = await db.select({ id: businessAreas.id }).from(businessAreas);
  const statusRows = await db.select({ id: partnerStatuses.id }).from(partnerStatuses);
  return {
    countryId: pl.id,
    provinceByCode: new Map(provinceRows.map((p) => [p.code, p.id])),
    businessAreaIds: areaRows.map((a) => a.id),
    statusIds: statusRows.map((s) => s.id),
  };
}

type CompanyDraft = {
  row: typeof contractors.$inferInsert;
  domain: string;
  partner: boolean;
  affiliates: number;
};

function draftCompany(rng: Rng, l: Lookups, now: Date, nips: Set<string>, partner: boolean): CompanyDraft {
  const owner = person(rng);
  const name = companyName(rng, owner);
  const addr = address(rng);
  const created = rng.dateWithin(now, 6 * 365);
  const status = partner
    ? 'approved'
    : rng.pick(['pending', 'pending', 'pending', 'rejected', 'approved'] as const);
  const domain = `${ascii(name.replace(/Sp\. z o\.o\.|Sp\.[jk]\.|s\.c\.|S\.A\./g, '')).slice(0, 30)}.pl`;
  return {
    domain,
    partner,
    affiliates: partner && rng.chance(0.2) ? rng.int(1, 3) : 0,
    row: {
      name,
      address_street: addr.street,
      address_city: addr.city,
      address_postcode: addr.postcode,
      address_province_id: l.provinceByCode.get(addr.provinceCode) ?? null,
      address_country_id: l.countryId,
      nip_number: nip(rng, nips),
      phone_number: phone(rng),
      electronic_invoice_email: rng.chance(0.7) ? `faktury@${domain}` : null,
      electronic_form_invoice: rng.chance(0.6),
      business_area_id: rng.pick(l.businessAreaIds),
      registration_status: status,
      rejection_reason: status === 'rejected' ? 'Brak wymaganych uprawnień instalacyjnych' : null,
      decided_at: status === 'pending' ? null : created,
      created_at: created,
      updated_at: created,
    },
  };
}

function contactRows(rng: Rng, contractorId: number, domain: string, created: Date) {
  return Array.from({ length: rng.int(1, 3) }, (_, i) => {
    const p = person(rng);
    return {
      contractor_id: contractorId,
      is_primary: i === 0,
      first_name: p.first,
      last_name: p.last,
      email: `${ascii(p.first)}.${ascii(p.last)}@${domain}`,
      phone_number: phone(rng),
      position: rng.pick(POSITIONS),
      created_at: created,
      updated_at: created,
    };
  });
}

async function writeSlice(
  tx: Executor,
  ctx: GenerateContext,
  l: Lookups,
  drafts: CompanyDraft[],
  counts: Record<string, number>,
) {
  const { rng } = ctx;
  const ids = await insertReturningIds(
    tx,
    contractors,
    drafts.map((d) => d.row),
  );
  const contactBatch: (typeof contacts.$inferInsert)[] = [];
  const consentBatch: (typeof consents.$inferInsert)[] = [];
  const partnerBatch: (typeof partners.$inferInsert)[] = [];
  const affiliateBatch: { row: typeof contractors.$inferInsert; domain: string }[] = [];
  drafts.forEach((d, i) => {
    const id = ids[i];
    const created = d.row.created_at as Date;
    contactBatch.push(...contactRows(rng, id, d.domain, created));
    for (const slug of CONSENT_SLUGS) {
      const given = slug === CONSENT_SLUGS[0] || rng.chance(0.55);
      consentBatch.push({
        contractor_id: id,
        slug,
        given,
        given_at: given ? created : null,
        created_at: created,
      });
    }
    if (d.partner) {
      partnerBatch.push({
        contractor_id: id,
        external_id: `K${String(100000 + id).padStart(7, '0')}`,
        bill_to_customer_id: rng.chance(0.15) ? `K${String(100000 + rng.int(1, id)).padStart(7, '0')}` : null,
        business_area_id: d.row.business_area_id as number,
        partner_status_id: l.statusIds.length ? rng.pick(l.statusIds) : null,
        highlighted: rng.chance(0.05),
        created_at: created,
        updated_at: created,
      });
    }
    for (let a = 0; a < d.affiliates; a++) {
      const addr = address(rng);
      affiliateBatch.push({
        domain: d.domain,
        row: {
          ...d.row,
          parent_id: id,
          name: `${d.row.name} – Oddział ${addr.city}`,
          address_street: addr.street,
          address_city: addr.city,
          address_postcode: addr.postcode,
          address_province_id: l.provinceByCode.get(addr.provinceCode) ?? null,
          phone_number: phone(rng),
        },
      });
    }
  });
  const affiliateIds = await insertReturningIds(
    tx,
    contractors,
    affiliateBatch.map((a) => a.row),
  );
  affiliateBatch.forEach((a, i) => {
    contactBatch.push(...contactRows(rng, affiliateIds[i], a.domain, a.row.created_at as Date).slice(0, 1));
  });
  await insertRows(tx, contacts, contactBatch);
  await insertRows(tx, consents, consentBatch);
  await insertRows(tx, partners, partnerBatch);
  counts.contractors += ids.length + affiliateIds.length;
  counts.contacts += contactBatch.length;
  counts.consents += consentBatch.length;
  counts.partners += partnerBatch.length;
}

/** Contractors with valid NIPs, their contacts, consents and affiliates (Oddziały), and partners. */
export const companiesGenerator: AreaGenerator = {
  name: 'companies',
  async generate(ctx) {
    const l = await lookups(ctx.db);
    // NIPs the product's demo companies already hold stay unique.
    const nips = new Set(
      (await ctx.db.select({ nip: contractors.nip_number }).from(contractors)).flatMap((c) =>
        c.nip ? [c.nip] : [],
      ),
    );
    const partnersTotal = Math.round(PARTNER_COMPANIES * ctx.scale);
    const total = partnersTotal + Math.round(OTHER_CONTRACTORS * ctx.scale);
    const counts = { contractors: 0, contacts: 0, consents: 0, partners: 0 };
    await inSlices(ctx.db, total, 1000, async (tx, from, to) => {
      const drafts = [];
      for (let i = from; i < to; i++) drafts.push(draftCompany(ctx.rng, l, ctx.now, nips, i < partnersTotal));
      await writeSlice(tx, ctx, l, drafts, counts);
    });
    return counts;
  },
};
