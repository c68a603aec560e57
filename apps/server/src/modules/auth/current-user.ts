import type { CurrentUserResponse } from '@portal/contracts';
import { signedImageUrl } from '../../core/files/files.ts';
import type { AuthUser } from '../../core/http/context.ts';
import { unauthenticated } from '../../core/http/errors.ts';
import type { Executor } from '../../db/client.ts';
import { accountPerson, findAccount } from '../people/account.ts';

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

/** `GET /api/auth/user`: the signed-in user with role, company and the permission map (spec §3). */
export async function currentUser(db: Executor, auth: AuthUser): Promise<CurrentUserResponse> {
  const row = await findAccount(db, auth.id);
  if (!row) throw unauthenticated();
  return {
    model: {
      ...accountPerson(row),
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
