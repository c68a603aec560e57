import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchTextColumn } from '../../core/data/search-text.ts';
import { sortKeyColumn } from '../../core/data/sort-key.ts';
import { files } from '../../core/files/tables.ts';
import { timestamps, tstz } from '../../db/columns.ts';
import { brands } from '../brands/tables.ts';
import { provinces } from '../dictionaries/tables.ts';
import { partners } from '../partners/tables.ts';

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
