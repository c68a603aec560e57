import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchTextColumn } from '../../core/data/search-text.ts';
import { sortKeyColumn } from '../../core/data/sort-key.ts';
import { files } from '../../core/files/tables.ts';
import { timestamps, tstz } from '../../db/columns.ts';
import { brands } from '../brands/tables.ts';
import { businessAreas, countries, provinces } from '../dictionaries/tables.ts';

/*
 * Companies and people, the floor the auth, users, contractors and partners areas stand on (and
 * every later area reads): companies (contractors, their contacts and consents), the partners
 * they become, their users and roles, and the links between them (caretakers, a user's brands
 * and provinces). One file, so no two areas' tables import each other.
 */

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

export const partnerStatuses = pgTable('partner_statuses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull().default('#228be6'),
  ...timestamps,
});

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    contractor_id: integer('contractor_id')
      .notNull()
      .unique()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    /** ERP customer number ("Navision data option"). */
    external_id: text('external_id'),
    bill_to_customer_id: text('bill_to_customer_id'),
    business_area_id: integer('business_area_id')
      .notNull()
      .references(() => businessAreas.id),
    partner_status_id: integer('partner_status_id').references(() => partnerStatuses.id),
    highlighted: boolean('highlighted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('partners_status_idx').on(t.partner_status_id),
    index('partners_business_area_idx').on(t.business_area_id),
    // The list's default order: a page, and a broad search's walk, read it and stop.
    index('partners_created_idx').on(t.created_at, t.id),
    uniqueIndex('partners_external_id_unique').on(t.external_id).where(sql`external_id IS NOT NULL`),
  ],
);

/** Caretakers (Opiekun): moderators assigned to partners. */
export const partnerModerators = pgTable(
  'partner_moderators',
  {
    partner_id: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.partner_id, t.user_id] }),
    index('partner_moderators_user_idx').on(t.user_id),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  is_system: boolean('is_system').notNull().default(false),
  ...timestamps,
});

/** A role's permission keys. super-admin has none: it holds every key by code. */
export const roleKeys = pgTable(
  'role_keys',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.key] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    phone_number: text('phone_number'),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    partner_id: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    is_company_admin: boolean('is_company_admin').notNull().default(false),
    is_activated: boolean('is_activated').notNull().default(false),
    logo_file_id: integer('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    lang: text('lang').notNull().default('pl'),
    last_login_at: tstz('last_login_at'),
    ...timestamps,
    search_text: searchTextColumn("first_name || ' ' || last_name || ' ' || email"),
    first_name_sort_key: sortKeyColumn('first_name_sort_key', 'first_name'),
    last_name_sort_key: sortKeyColumn('last_name_sort_key', 'last_name'),
    email_sort_key: sortKeyColumn('email_sort_key', 'email'),
  },
  (t) => [
    index('users_search_text_trgm').using('gin', t.search_text.op('gin_trgm_ops')),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role_id),
    index('users_partner_idx').on(t.partner_id),
    index('users_created_idx').on(t.created_at),
    index('users_first_name_sort_idx').on(t.first_name_sort_key, t.id),
    index('users_last_name_sort_idx').on(t.last_name_sort_key, t.id),
    index('users_email_sort_idx').on(t.email_sort_key, t.id),
  ],
);

export const userBrands = pgTable(
  'user_brands',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.brand_id] })],
);

export const userProvinces = pgTable(
  'user_provinces',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.province_id] })],
);

/**
 * Catalogue keys this database has already seen. A key new to the catalogue is granted to the
 * roles whose defaults include it, once; a key an admin removed later stays removed.
 */
export const knownPermissionKeys = pgTable('known_permission_keys', {
  key: text('key').primaryKey(),
  seen_at: tstz('seen_at').notNull().defaultNow(),
});
