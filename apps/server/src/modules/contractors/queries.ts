import {
  type ContactRecord,
  type ContractorListItem,
  type ContractorRecord,
  REGISTER_CONSENTS,
} from '@portal/contracts';
import { and, desc, eq, exists, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  anyOf,
  callerFilter,
  either,
  type ListSpec,
  plSortKey,
  recordColumns,
  selectOne,
} from '../../core/data/reads.ts';
import { notFound } from '../../core/http/errors.ts';
import { isoTime, isoTimeOrNull } from '../../core/iso-time.ts';
import type { Executor } from '../../db/client.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';
import { consents, contacts, contractors, partners } from '../people/tables.ts';

const primaryContact = alias(contacts, 'primary_contact');

/** A top-level contractor (not an affiliate). */
export const topLevel = isNull(contractors.parent_id);

/**
 * Contractors of partners in the given moderator's care. Correlated subqueries name the outer
 * table explicitly: drizzle leaves columns unqualified in single-table selects.
 */
const caredForBy = (userId: number) =>
  exists(
    sql`(SELECT 1 FROM partner_moderators pm JOIN partners p ON p.id = pm.partner_id
      WHERE p.contractor_id = "contractors"."id" AND pm.user_id = ${userId})`,
  );

const listFields = {
  id: contractors.id,
  name: contractors.name,
  nip_number: contractors.nip_number,
  address_city: contractors.address_city,
  province_id: provinces.id,
  province_name: provinces.name,
  business_area_id: businessAreas.id,
  business_area_name: businessAreas.name,
  partner_id: partners.id,
  registration_status: contractors.registration_status,
  created_at: contractors.created_at,
  contact_id: primaryContact.id,
  contact_first_name: primaryContact.first_name,
  contact_last_name: primaryContact.last_name,
  contact_email: primaryContact.email,
  contact_phone: primaryContact.phone_number,
};

export type ContractorListRow = {
  id: number;
  name: string;
  nip_number: string | null;
  address_city: string;
  province_id: number | null;
  province_name: string | null;
  business_area_id: number | null;
  business_area_name: string | null;
  partner_id: number | null;
  registration_status: 'pending' | 'approved' | 'rejected';
  created_at: Date;
  contact_id: number | null;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
};

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
const joinListRefs = (q: any) =>
  q
    .leftJoin(provinces, eq(provinces.id, contractors.address_province_id))
    .leftJoin(businessAreas, eq(businessAreas.id, contractors.business_area_id))
    .leftJoin(partners, eq(partners.contractor_id, contractors.id))
    .leftJoin(
      primaryContact,
      and(eq(primaryContact.contractor_id, contractors.id), eq(primaryContact.is_primary, true)),
    );

/** Filters by where a company is and what it does; shared by the contractors and new-entries lists. */
export const contractorPlaceFilters = {
  province: anyOf(contractors.address_province_id),
  business_area: anyOf(contractors.business_area_id),
};

/** The back-office contractors list (issue 7 §1); `mine` takes the caller from `listRecords`. */
export const contractorListSpec: ListSpec = {
  table: contractors,
  fields: listFields,
  join: joinListRefs,
  id: contractors.id,
  search: contractors.search_text,
  sort: {
    created_at: contractors.created_at,
    name: contractors.name_sort_key,
    nip_number: contractors.nip_number,
    address_city: contractors.address_city_sort_key,
    province: provinces.name,
    business_area: businessAreas.name,
    registration_status: contractors.registration_status,
    is_partner: sql`(${partners.id} IS NOT NULL)`,
  },
  filters: {
    ...contractorPlaceFilters,
    is_partner: either(isNotNull(partners.id), isNull(partners.id)),
    registration_status: (statuses: ('pending' | 'approved' | 'rejected')[]) =>
      inArray(contractors.registration_status, statuses),
    mine: callerFilter(caredForBy),
  },
};

export function toContractorListItem(r: ContractorListRow): ContractorListItem {
  return {
    id: r.id,
    name: r.name,
    nip_number: r.nip_number,
    address_city: r.address_city,
    address_province: r.province_id === null ? null : { id: r.province_id, name: r.province_name ?? '' },
    business_area:
      r.business_area_id === null ? null : { id: r.business_area_id, name: r.business_area_name ?? '' },
    is_partner: r.partner_id !== null,
    partner_id: r.partner_id,
    registration_status: r.registration_status,
    primary_contact:
      r.contact_id === null
        ? null
        : {
            id: r.contact_id,
            first_name: r.contact_first_name ?? '',
            last_name: r.contact_last_name ?? '',
            email: r.contact_email ?? '',
            phone_number: r.contact_phone,
          },
    created_at: isoTime(r.created_at),
  };
}

type ConsentField = (typeof REGISTER_CONSENTS)[number][0];

/** The record's consent fields from the latest answer per slug; no answer is "not given". */
function consentFields(given: Map<string, boolean>): Record<ConsentField, boolean> {
  return Object.fromEntries(
    REGISTER_CONSENTS.map(([field, slug]) => [field, given.get(slug) ?? false]),
  ) as Record<ConsentField, boolean>;
}

/** The latest answer per consent slug (consents are kept as a history of answers). */
export async function currentConsents(
  db: Executor,
  contractorId: number,
): Promise<Record<ConsentField, boolean>> {
  const rows = await db
    .selectDistinctOn([consents.slug], { slug: consents.slug, given: consents.given })
    .from(consents)
    .where(eq(consents.contractor_id, contractorId))
    .orderBy(consents.slug, desc(consents.created_at), desc(consents.id));
  return consentFields(new Map(rows.map((r) => [r.slug, r.given])));
}

/**
 * The same latest answers as one JSON object (`{slug: given}`) selected with the contractor's
 * row, so a contractor show is one statement (issue 17).
 */
const latestConsents = sql<
  Record<string, boolean>
>`coalesce((SELECT json_object_agg(latest.slug, latest.given)
  FROM (SELECT DISTINCT ON (answer.slug) answer.slug, answer.given FROM consents answer
    WHERE answer.contractor_id = ${contractors.id}
    ORDER BY answer.slug, answer.created_at DESC, answer.id DESC) latest), '{}'::json)`;

/** What a contractor record is read from: the list's row, the whole contractor, country, consents. */
const recordSource = {
  table: contractors,
  fields: {
    ...listFields,
    contractor: recordColumns(contractors),
    country_name: countries.name,
    country_code: countries.code,
    consents: latestConsents,
  },
  // biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
  join: (q: any) => joinListRefs(q).innerJoin(countries, eq(countries.id, contractors.address_country_id)),
};

type ContractorRecordRow = ContractorListRow & {
  contractor: typeof contractors.$inferSelect;
  country_name: string;
  country_code: string;
  consents: Record<string, boolean>;
};

/** One contractor as the API record; 404 when missing or excluded by `where`. */
export async function getContractorRecord(db: Executor, id: number, where?: SQL): Promise<ContractorRecord> {
  const row = await selectOne<ContractorRecordRow>(db, recordSource, contractors.id, id, where);
  if (!row) throw notFound();
  const c = row.contractor as typeof contractors.$inferSelect;
  // Spreads last: a literal that starts with one costs V8 about a microsecond per property after it
  // (docs/decisions/0032-shows-by-key-without-leading-spread.md).
  return {
    parent_id: c.parent_id,
    address_street: c.address_street,
    address_postcode: c.address_postcode,
    address_province_id: c.address_province_id,
    address_country_id: c.address_country_id,
    address_country: { id: c.address_country_id, name: row.country_name, code: row.country_code },
    phone_number: c.phone_number,
    electronic_invoice_email: c.electronic_invoice_email,
    electronic_form_invoice: c.electronic_form_invoice,
    business_area_id: c.business_area_id,
    rejection_reason: c.rejection_reason,
    decided_at: isoTimeOrNull(c.decided_at),
    updated_at: isoTime(c.updated_at),
    ...consentFields(new Map(Object.entries(row.consents))),
    ...toContractorListItem(row),
  };
}

// Contacts -----------------------------------------------------------------------------------

export function toContactRecord(r: typeof contacts.$inferSelect): ContactRecord {
  return {
    id: r.id,
    contractor_id: r.contractor_id,
    is_primary: r.is_primary,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone_number: r.phone_number,
    position: r.position,
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  };
}

export async function contactsOf(db: Executor, contractorId: number): Promise<ContactRecord[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(eq(contacts.contractor_id, contractorId))
    .orderBy(desc(contacts.is_primary), plSortKey(contacts.last_name), contacts.id);
  return rows.map(toContactRecord);
}
