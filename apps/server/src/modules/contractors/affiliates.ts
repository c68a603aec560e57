import type { AffiliateRecord, affiliateSchema } from '@portal/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { patched } from '../../core/data/patch.ts';
import { recordColumns } from '../../core/data/reads.ts';
import { type WriteContext, within } from '../../core/data/records.ts';
import { isoTime } from '../../core/iso-time.ts';
import { inTransaction } from '../../db/client.ts';
import { countries, provinces } from '../dictionaries/tables.ts';
import { contractorRecords } from '../people/records.ts';
import { contractors } from '../people/tables.ts';
import { companyIssues, lockContractor, throwIfIssues } from './service.ts';

/** Affiliates (Oddział) are contractor rows with `parent_id`: a branch of a top-level contractor. */

type AffiliateValues = z.output<typeof affiliateSchema>;

const fields = {
  row: recordColumns(contractors),
  province_name: provinces.name,
  country_name: countries.name,
  country_code: countries.code,
};

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
const joinRefs = (q: any) =>
  q
    .leftJoin(provinces, eq(provinces.id, contractors.address_province_id))
    .leftJoin(countries, eq(countries.id, contractors.address_country_id));

type Row = {
  row: typeof contractors.$inferSelect;
  province_name: string | null;
  country_name: string;
  country_code: string;
};

export function toAffiliateRecord({ row, province_name, country_name, country_code }: Row): AffiliateRecord {
  return {
    id: row.id,
    parent_id: row.parent_id as number,
    name: row.name,
    address_street: row.address_street,
    address_city: row.address_city,
    address_postcode: row.address_postcode,
    address_province_id: row.address_province_id,
    address_province:
      row.address_province_id === null ? null : { id: row.address_province_id, name: province_name ?? '' },
    address_country_id: row.address_country_id,
    address_country: { id: row.address_country_id, name: country_name, code: country_code },
    phone_number: row.phone_number,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

/** The list and record query of affiliates (the factory scopes it to the parent in the URL). */
export const affiliateListSpec = {
  fields,
  join: joinRefs,
  id: contractors.id,
  search: sql`${contractors.name} || ' ' || ${contractors.address_city} || ' ' || ${contractors.address_street}`,
  sort: {
    created_at: contractors.created_at,
    name: contractors.name_sort_key,
    address_city: contractors.address_city_sort_key,
  },
};

export const affiliatesOf = (parentId: number): SQL => eq(contractors.parent_id, parentId);

const columns = (v: AffiliateValues) => ({
  name: v.name,
  address_street: v.address_street,
  address_city: v.address_city,
  address_postcode: v.address_postcode,
  address_province_id: v.address_province_id,
  address_country_id: v.address_country_id,
  phone_number: v.phone_number,
});

export async function createAffiliate(ctx: WriteContext, parentId: number, input: AffiliateValues) {
  return inTransaction(ctx.db, async (tx) => {
    const parent = await lockContractor(tx, parentId);
    const { issues } = await companyIssues(tx, input, { nip: false });
    throwIfIssues(issues);
    const row = await contractorRecords.create(within(ctx, tx), {
      ...columns(input),
      parent_id: parentId,
      business_area_id: parent.business_area_id,
      registration_status: 'approved',
    });
    return row.id;
  });
}

/** A partial update: the fields sent over the stored branch, whose address is checked whole. */
export async function updateAffiliate(
  ctx: WriteContext,
  parentId: number,
  id: number,
  patch: Partial<AffiliateValues>,
) {
  await inTransaction(ctx.db, async (tx) => {
    const stored = await contractorRecords.lock(tx, id, affiliatesOf(parentId));
    const input = patched<AffiliateValues>(
      {
        name: stored.name,
        address_street: stored.address_street,
        address_city: stored.address_city,
        address_postcode: stored.address_postcode,
        address_province_id: stored.address_province_id,
        address_country_id: stored.address_country_id,
        phone_number: stored.phone_number,
      },
      patch,
    );
    const { issues } = await companyIssues(tx, input, { nip: false });
    throwIfIssues(issues);
    await contractorRecords.update(within(ctx, tx), id, columns(input), { where: affiliatesOf(parentId) });
  });
}

export async function destroyAffiliate(ctx: WriteContext, parentId: number, id: number) {
  await contractorRecords.destroy(ctx, id, { where: affiliatesOf(parentId) });
}
