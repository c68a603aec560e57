import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchTextColumn } from '../../core/data/search-text.ts';
import { sortKeyColumn } from '../../core/data/sort-key.ts';
import { timestamps, tstz } from '../../db/columns.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';

export const contractors = pgTable(
  'contractors',
  {
    id: serial('id').primaryKey(),
    /** Set for an affiliate (Oddział): the contractor it is a branch of. */
    parent_id: integer('parent_id'),
    name: text('name').notNull(),
    address_street: text('address_street').notNull(),
    address_city: text('address_city').notNull(),
    address_postcode: text('address_postcode').notNull(),
    address_province_id: integer('address_province_id').references(() => provinces.id),
    address_country_id: integer('address_country_id')
      .notNull()
      .references(() => countries.id),
    nip_number: text('nip_number'),
    phone_number: text('phone_number'),
    electronic_invoice_email: text('electronic_invoice_email'),
    electronic_form_invoice: boolean('electronic_form_invoice').notNull().default(false),
    business_area_id: integer('business_area_id').references(() => businessAreas.id),
    registration_status: text('registration_status')
      .notNull()
      .default('approved')
      .$type<'pending' | 'approved' | 'rejected'>(),
    rejection_reason: text('rejection_reason'),
    decided_at: tstz('decided_at'),
    ...timestamps,
    search_text: searchTextColumn("name || ' ' || coalesce(nip_number, '') || ' ' || address_city"),
    name_sort_key: sortKeyColumn('name_sort_key', 'name'),
    address_city_sort_key: sortKeyColumn('address_city_sort_key', 'address_city'),
  },
  (t) => [
    index('contractors_search_text_trgm').using('gin', t.search_text.op('gin_trgm_ops')),
    uniqueIndex('contractors_nip_unique').on(t.nip_number).where(sql`parent_id IS NULL`),
    index('contractors_parent_idx').on(t.parent_id),
    index('contractors_status_idx').on(t.registration_status),
    index('contractors_created_idx').on(t.created_at),
    index('contractors_name_idx').on(t.name),
    index('contractors_province_idx').on(t.address_province_id),
    index('contractors_business_area_idx').on(t.business_area_id),
    index('contractors_name_sort_idx').on(t.name_sort_key, t.id),
    index('contractors_address_city_sort_idx').on(t.address_city_sort_key, t.id),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    contractor_id: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    is_primary: boolean('is_primary').notNull().default(false),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number'),
    position: text('position'),
    ...timestamps,
  },
  (t) => [
    index('contacts_contractor_idx').on(t.contractor_id),
    uniqueIndex('contacts_one_primary').on(t.contractor_id).where(sql`is_primary`),
  ],
);

export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    contractor_id: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    user_id: integer('user_id'),
    slug: text('slug').notNull(),
    given: boolean('given').notNull(),
    given_at: tstz('given_at'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('consents_contractor_idx').on(t.contractor_id)],
);
