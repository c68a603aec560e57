import type { UserRecord } from '@portal/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { anyOf, equals, type ListSpec, plSortKey, selectOne } from '../../core/data/reads.ts';
import { notFound } from '../../core/http/errors.ts';
import { isoTime, isoTimeOrNull } from '../../core/iso-time.ts';
import type { Executor } from '../../db/client.ts';
import { brands } from '../brands/tables.ts';
import { provinces } from '../dictionaries/tables.ts';
import { contractors, partners, roles, userBrands, userProvinces, users } from '../people/tables.ts';

type Ref = { id: number; name: string };

/**
 * A user's brands or provinces as a JSON array in Polish order, selected with the user's row:
 * a show is one statement and a list page one more beside its count (issue 17), not a
 * statement per relation.
 */
function refsOf(
  link: typeof userBrands | typeof userProvinces,
  linkColumn: AnyPgColumn,
  ref: typeof brands | typeof provinces,
): SQL<Ref[]> {
  return sql<Ref[]>`coalesce((SELECT json_agg(json_build_object('id', ${ref.id}, 'name', ${ref.name})
      ORDER BY ${plSortKey(ref.name)}, ${ref.id})
    FROM ${link} JOIN ${ref} ON ${ref.id} = ${linkColumn}
    WHERE ${link.user_id} = ${users.id}), '[]'::json)`;
}

/** Columns a user record is built from; `password_hash` is reduced to whether one is set. */
const userFields = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  phone_number: users.phone_number,
  role_id: users.role_id,
  role_slug: roles.slug,
  role_name: roles.name,
  partner_id: users.partner_id,
  partner_name: contractors.name,
  is_company_admin: users.is_company_admin,
  is_activated: users.is_activated,
  has_password: sql<boolean>`(${users.password_hash} IS NOT NULL)`,
  last_login_at: users.last_login_at,
  created_at: users.created_at,
  updated_at: users.updated_at,
  brands: refsOf(userBrands, userBrands.brand_id, brands),
  provinces: refsOf(userProvinces, userProvinces.province_id, provinces),
};

export type UserRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  role_id: number;
  role_slug: string;
  role_name: string;
  partner_id: number | null;
  partner_name: string | null;
  is_company_admin: boolean;
  is_activated: boolean;
  has_password: boolean;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
  brands: Ref[];
  provinces: Ref[];
};

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
const joinUserRefs = (q: any) =>
  q
    .leftJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .leftJoin(contractors, eq(contractors.id, partners.contractor_id));

export const userListSpec: ListSpec = {
  table: users,
  fields: userFields,
  join: joinUserRefs,
  id: users.id,
  search: users.search_text,
  sort: {
    created_at: users.created_at,
    first_name: users.first_name_sort_key,
    last_name: users.last_name_sort_key,
    email: users.email_sort_key,
    role: roles.name,
    is_activated: users.is_activated,
    last_login_at: users.last_login_at,
  },
  filters: {
    role: anyOf(roles.slug),
    status: equals(users.is_activated),
    partner: equals(users.partner_id),
  },
};

/** The partner-zone list: the same rows, its own filters (the caller's partner comes as `where`). */
export const companyUserListSpec: ListSpec = {
  ...userListSpec,
  filters: { status: equals(users.is_activated) },
};

/** Rows as API records (spec §3 User), with brands and provinces. */
export function toUserRecords(rows: UserRow[]): UserRecord[] {
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    phone_number: r.phone_number,
    role: { id: r.role_id, slug: r.role_slug, name: r.role_name },
    role_id: r.role_id,
    partner: r.partner_id === null ? null : { id: r.partner_id, name: r.partner_name ?? '' },
    partner_id: r.partner_id,
    is_company_admin: r.is_company_admin,
    is_activated: r.is_activated,
    has_password: r.has_password,
    brands: r.brands,
    provinces: r.provinces,
    last_login_at: isoTimeOrNull(r.last_login_at),
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  }));
}

export async function findUserRow(db: Executor, id: number, where?: SQL): Promise<UserRow | null> {
  return (await selectOne<UserRow>(db, userListSpec, users.id, id, where)) ?? null;
}

/** One user as a record; 404 when it does not exist or `where` (a partner scope) excludes it. */
export async function getUserRecord(db: Executor, id: number, where?: SQL): Promise<UserRecord> {
  const row = await findUserRow(db, id, where);
  if (!row) throw notFound();
  const [record] = toUserRecords([row]);
  return record;
}
