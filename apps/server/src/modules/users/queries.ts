import type { UserRecord } from '@portal/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type ListSpec, plSortKey } from '../../core/data/list.ts';
import { notFound } from '../../core/http/errors.ts';
import type { Executor } from '../../db/client.ts';
import { brands } from '../brands/tables.ts';
import { contractors } from '../contractors/tables.ts';
import { provinces } from '../dictionaries/tables.ts';
import { partners } from '../partners/tables.ts';
import { roles, userBrands, userProvinces, users } from './tables.ts';

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
};

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
const joinUserRefs = (q: any) =>
  q
    .innerJoin(roles, eq(roles.id, users.role_id))
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
    first_name: users.first_name,
    last_name: users.last_name,
    email: users.email,
    role: roles.name,
    is_activated: users.is_activated,
    last_login_at: users.last_login_at,
  },
  filters: {
    role: (slugs: string[]) => inArray(roles.slug, slugs),
    status: (active: boolean) => eq(users.is_activated, active),
    partner: (id: number) => eq(users.partner_id, id),
  },
};

/** The partner-zone list: the same rows, its own filters (the caller's partner comes as `where`). */
export const companyUserListSpec: ListSpec = {
  ...userListSpec,
  filters: { status: (active: boolean) => eq(users.is_activated, active) },
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Brands and provinces of the given users, in two queries for a whole page. */
async function relationsOf(db: Executor, ids: number[]) {
  const byUser = new Map<
    number,
    { brands: { id: number; name: string }[]; provinces: { id: number; name: string }[] }
  >();
  for (const id of ids) byUser.set(id, { brands: [], provinces: [] });
  if (!ids.length) return byUser;
  const brandRows = await db
    .select({ user_id: userBrands.user_id, id: brands.id, name: brands.name })
    .from(userBrands)
    .innerJoin(brands, eq(brands.id, userBrands.brand_id))
    .where(inArray(userBrands.user_id, ids))
    .orderBy(asc(plSortKey(brands.name)));
  for (const r of brandRows) byUser.get(r.user_id)?.brands.push({ id: r.id, name: r.name });
  const provinceRows = await db
    .select({ user_id: userProvinces.user_id, id: provinces.id, name: provinces.name })
    .from(userProvinces)
    .innerJoin(provinces, eq(provinces.id, userProvinces.province_id))
    .where(inArray(userProvinces.user_id, ids))
    .orderBy(asc(plSortKey(provinces.name)));
  for (const r of provinceRows) byUser.get(r.user_id)?.provinces.push({ id: r.id, name: r.name });
  return byUser;
}

/** Rows as API records (spec §3 User), with brands and provinces. */
export async function toUserRecords(db: Executor, rows: UserRow[]): Promise<UserRecord[]> {
  const rel = await relationsOf(
    db,
    rows.map((r) => r.id),
  );
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
    brands: rel.get(r.id)?.brands ?? [],
    provinces: rel.get(r.id)?.provinces ?? [],
    last_login_at: iso(r.last_login_at),
    created_at: iso(r.created_at) as string,
    updated_at: iso(r.updated_at) as string,
  }));
}

export async function findUserRow(db: Executor, id: number, where?: SQL): Promise<UserRow | null> {
  const rows = await joinUserRefs(db.select(userFields).from(users).$dynamic())
    .where(and(eq(users.id, id), where))
    .limit(1);
  return (rows[0] as UserRow) ?? null;
}

/** One user as a record; 404 when it does not exist or `where` (a partner scope) excludes it. */
export async function getUserRecord(db: Executor, id: number, where?: SQL): Promise<UserRecord> {
  const row = await findUserRow(db, id, where);
  if (!row) throw notFound();
  const [record] = await toUserRecords(db, [row]);
  return record;
}
