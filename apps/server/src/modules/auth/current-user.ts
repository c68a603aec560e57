import type { CurrentUserResponse } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { selectOne } from '../../core/data/statements.ts';
import { signedImageUrl } from '../../core/files/files.ts';
import { files } from '../../core/files/tables.ts';
import type { AuthUser } from '../../core/http/context.ts';
import { unauthenticated } from '../../core/http/errors.ts';
import type { Executor } from '../../db/client.ts';
import { contractors } from '../contractors/tables.ts';
import { partners } from '../partners/tables.ts';
import { roles, users } from '../users/tables.ts';

/** What the current user is read from: only the fields the answer shows. */
const source = {
  table: users,
  fields: {
    id: users.id,
    email: users.email,
    first_name: users.first_name,
    last_name: users.last_name,
    phone_number: users.phone_number,
    lang: users.lang,
    is_company_admin: users.is_company_admin,
    role: { id: roles.id, slug: roles.slug, name: roles.name },
    partner_id: partners.id,
    partner_name: contractors.name,
    logo: { area: files.area, path: files.path, signature: files.signature, mime: files.mime },
  },
  // biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
  join: (q: any) =>
    q
      .innerJoin(roles, eq(roles.id, users.role_id))
      .leftJoin(partners, eq(partners.id, users.partner_id))
      .leftJoin(contractors, eq(contractors.id, partners.contractor_id))
      .leftJoin(files, eq(files.id, users.logo_file_id)),
};

type CurrentUserRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  lang: string;
  is_company_admin: boolean;
  role: { id: number; slug: string; name: string };
  partner_id: number | null;
  partner_name: string | null;
  logo: { area: 'public' | 'private'; path: string; signature: string; mime: string } | null;
};

/**
 * The permission map of a key set, sorted by key. A role's set is shared by every request its
 * sessions make while the token is cached, so the map is built once per set, not per call (an
 * admin holds ~300 keys: sorting and building them was most of this call's Node time).
 */
const permissionMaps = new WeakMap<ReadonlySet<string>, Record<string, true>>();

function permissionMap(keys: ReadonlySet<string>): Record<string, true> {
  let map = permissionMaps.get(keys);
  if (!map) {
    map = Object.freeze(Object.fromEntries([...keys].sort().map((key) => [key, true as const])));
    permissionMaps.set(keys, map);
  }
  return map;
}

/**
 * `GET /api/auth/user`: the signed-in user with role, company and the permission map (spec §3).
 * Every screen load asks for it, so it is one statement compiled once (`selectOne`).
 */
export async function currentUser(db: Executor, auth: AuthUser): Promise<CurrentUserResponse> {
  const row = await selectOne<CurrentUserRow>(db, source, users.id, auth.id);
  if (!row) throw unauthenticated();
  return {
    model: {
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      phone_number: row.phone_number,
      lang: row.lang === 'en' ? 'en' : 'pl',
      role: row.role,
      roles: [{ slug: row.role.slug, name: row.role.name }],
      partner:
        row.partner_id !== null && row.partner_name !== null
          ? { id: row.partner_id, name: row.partner_name }
          : null,
      is_company_admin: row.is_company_admin,
      logo_url: row.logo?.path ? signedImageUrl(row.logo, 'logo') : null,
    },
    permissions: permissionMap(auth.permissions),
  };
}
