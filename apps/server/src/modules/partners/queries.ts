import type { Caretaker, PartnerListItem, PartnerRecord } from '@portal/contracts';
import { asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import {
  anyOf,
  callerFilter,
  equals,
  idList,
  type ListSpec,
  ofIds,
  recordColumns,
  type Source,
  selectOne,
  selectRows,
} from '../../core/data/reads.ts';
import { notFound } from '../../core/http/errors.ts';
import { isoTime } from '../../core/iso-time.ts';
import type { Executor } from '../../db/client.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';
import { contractors, partnerModerators, partnerStatuses, partners, users } from '../people/tables.ts';

/**
 * Partners in the care of any of the given moderators. The outer table is named explicitly:
 * drizzle leaves columns unqualified in single-table selects.
 */
export const caredForByAny = (userIds: readonly number[]) =>
  exists(
    sql`(SELECT 1 FROM partner_moderators pm WHERE pm.partner_id = "partners"."id"
      AND pm.user_id IN (${idList(userIds)}))`,
  );

/** The "mine" filter: partners in the caller's care. */
export const caredForCaller = callerFilter((callerId) => caredForByAny([callerId]));

const listFields = {
  id: partners.id,
  contractor_id: partners.contractor_id,
  name: contractors.name,
  nip_number: contractors.nip_number,
  address_city: contractors.address_city,
  province_id: provinces.id,
  province_name: provinces.name,
  business_area_id: businessAreas.id,
  business_area_name: businessAreas.name,
  status_id: partnerStatuses.id,
  status_name: partnerStatuses.name,
  status_color: partnerStatuses.color,
  highlighted: partners.highlighted,
  external_id: partners.external_id,
  created_at: partners.created_at,
};

export type PartnerListRow = {
  id: number;
  contractor_id: number;
  name: string;
  nip_number: string | null;
  address_city: string;
  province_id: number | null;
  province_name: string | null;
  business_area_id: number;
  business_area_name: string;
  status_id: number | null;
  status_name: string | null;
  status_color: string | null;
  highlighted: boolean;
  external_id: string | null;
  created_at: Date;
};

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
const joinPartnerRefs = (q: any) =>
  q
    .leftJoin(contractors, eq(contractors.id, partners.contractor_id))
    .leftJoin(businessAreas, eq(businessAreas.id, partners.business_area_id))
    .leftJoin(provinces, eq(provinces.id, contractors.address_province_id))
    .leftJoin(partnerStatuses, eq(partnerStatuses.id, partners.partner_status_id));

/** A caretaker's columns (the contract's `Caretaker`), for the partners' lists and the caretaker picker. */
export const caretakerColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  phone_number: users.phone_number,
  is_activated: users.is_activated,
};

/** Caretakers of the given partners, in one query for a whole page. */
const caretakerSource: Source = {
  table: partnerModerators,
  fields: { partner_id: partnerModerators.partner_id, ...caretakerColumns },
  // biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
  join: (q: any) => q.innerJoin(users, eq(users.id, partnerModerators.user_id)),
};

export async function caretakersOf(db: Executor, partnerIds: number[]): Promise<Map<number, Caretaker[]>> {
  const byPartner = new Map<number, Caretaker[]>(partnerIds.map((id) => [id, []]));
  if (!partnerIds.length) return byPartner;
  const rows = await selectRows<Caretaker & { partner_id: number }>(db, caretakerSource, {
    where: inArray(partnerModerators.partner_id, partnerIds),
    orderBy: [asc(users.last_name_sort_key), asc(users.first_name_sort_key), asc(users.id)],
  });
  for (const { partner_id, ...c } of rows) byPartner.get(partner_id)?.push(c);
  return byPartner;
}

/** The dictionary references of a list row. */
function refsOf(r: PartnerListRow) {
  return {
    address_province: r.province_id === null ? null : { id: r.province_id, name: r.province_name ?? '' },
    business_area: { id: r.business_area_id, name: r.business_area_name },
    partner_status:
      r.status_id === null
        ? null
        : { id: r.status_id, name: r.status_name ?? '', color: r.status_color ?? '' },
  };
}

/** A caretaker as a partners list item names them. */
type CaretakerRef = PartnerListItem['caretakers'][number];

/** A list row with its caretakers, selected with it (`listPageFields`) as the item shows them. */
export type PartnerPageRow = PartnerListRow & { caretakers: CaretakerRef[] };

export function toPartnerListItems(rows: PartnerPageRow[]): PartnerListItem[] {
  return rows.map((r) => ({
    id: r.id,
    contractor_id: r.contractor_id,
    name: r.name,
    nip_number: r.nip_number,
    address_city: r.address_city,
    ...refsOf(r),
    highlighted: r.highlighted,
    external_id: r.external_id,
    caretakers: r.caretakers,
    created_at: isoTime(r.created_at),
  }));
}

/**
 * The partner's caretakers as a JSON array of their `columns`, in `caretakersOf`'s order,
 * selected with the partner's row so a partner show or a list page is one statement (issue 17).
 */
const caretakersWith = <T>(columns: readonly (keyof Caretaker)[]) =>
  sql<
    T[]
  >`coalesce((SELECT json_agg(json_build_object(${sql.raw(columns.map((c) => `'${c}', carer.${c}`).join(', '))})
    ORDER BY carer.last_name_sort_key, carer.first_name_sort_key, carer.id)
  FROM partner_moderators carer_link JOIN users carer ON carer.id = carer_link.user_id
  WHERE carer_link.partner_id = "partners"."id"), '[]'::json)`;

const caretakersJson = caretakersWith<Caretaker>([
  'id',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'is_activated',
]);

/**
 * A list page's columns: the list's with the caretakers as the list item names them, so a page
 * is one statement and carries no caretaker's contact it does not show.
 */
const listPageFields = {
  ...listFields,
  caretakers: caretakersWith<CaretakerRef>(['id', 'first_name', 'last_name']),
};

/** The back-office partners list (issue 7 §2); `mine` takes the caller from `listRecords`. */
export const partnerListSpec: ListSpec = {
  table: partners,
  fields: listPageFields,
  join: joinPartnerRefs,
  id: partners.id,
  search: contractors.search_text,
  sort: {
    created_at: partners.created_at,
    name: contractors.name_sort_key,
    address_city: contractors.address_city_sort_key,
    province: provinces.name,
    business_area: businessAreas.name,
    partner_status: partnerStatuses.name,
    highlighted: partners.highlighted,
  },
  filters: {
    province: anyOf(contractors.address_province_id),
    business_area: anyOf(partners.business_area_id),
    partner_status: anyOf(partners.partner_status_id),
    caretaker: ofIds(caredForByAny),
    highlighted: equals(partners.highlighted),
    mine: caredForCaller,
  },
};

/** What a partner record is read from: the list's row, the whole partner and company, country, caretakers. */
const recordSource = {
  table: partners,
  fields: {
    ...listFields,
    partner: partners,
    contractor: recordColumns(contractors),
    country_name: countries.name,
    country_code: countries.code,
    moderators: caretakersJson,
  },
  // biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
  join: (q: any) => joinPartnerRefs(q).innerJoin(countries, eq(countries.id, contractors.address_country_id)),
};

type PartnerRecordRow = PartnerListRow & {
  partner: typeof partners.$inferSelect;
  contractor: typeof contractors.$inferSelect;
  country_name: string;
  country_code: string;
  moderators: Caretaker[];
};

/** One partner as the API record; 404 when missing or excluded by `where` (a partner scope). */
export async function getPartnerRecord(
  db: Executor,
  id: number,
  opts: { erpRequired: boolean; where?: SQL },
): Promise<PartnerRecord> {
  const row = await selectOne<PartnerRecordRow>(db, recordSource, partners.id, id, opts.where);
  if (!row) throw notFound();
  const p = row.partner as typeof partners.$inferSelect;
  const c = row.contractor as typeof contractors.$inferSelect;
  const refs = refsOf(row);
  return {
    id: p.id,
    contractor_id: c.id,
    contractor: {
      id: c.id,
      name: c.name,
      nip_number: c.nip_number,
      address_street: c.address_street,
      address_city: c.address_city,
      address_postcode: c.address_postcode,
      address_province: refs.address_province,
      address_country: { id: c.address_country_id, name: row.country_name, code: row.country_code },
      phone_number: c.phone_number,
    },
    external_id: p.external_id,
    billToCustomerId: p.bill_to_customer_id,
    business_area_id: p.business_area_id,
    business_area: refs.business_area,
    partner_status_id: p.partner_status_id,
    partner_status: refs.partner_status,
    highlighted: p.highlighted,
    moderators: row.moderators,
    erp_required: opts.erpRequired,
    created_at: isoTime(p.created_at),
    updated_at: isoTime(p.updated_at),
  };
}

/** The partner of a contractor, if it is one. */
export async function partnerIdOfContractor(db: Executor, contractorId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.contractor_id, contractorId));
  return row?.id ?? null;
}
