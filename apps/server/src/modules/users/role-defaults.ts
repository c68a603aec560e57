import { defaultKeysFor, PERMISSION_KEYS, ROLE_NAMES, ROLE_SLUGS } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { knownPermissionKeys, roleKeys, roles } from '../people/tables.ts';

/** Creates missing system roles and grants catalogue keys new to this database to their default roles. */
export async function syncRoleDefaults(db: Executor): Promise<{ newKeys: string[] }> {
  await db
    .insert(roles)
    .values(ROLE_SLUGS.map((slug) => ({ slug, name: ROLE_NAMES[slug].pl, is_system: true })))
    .onConflictDoNothing();
  const known = new Set(
    (await db.select({ key: knownPermissionKeys.key }).from(knownPermissionKeys)).map((r) => r.key),
  );
  const newKeys = [...PERMISSION_KEYS].filter((k) => !known.has(k));
  if (!newKeys.length) return { newKeys };
  const fresh = new Set(newKeys);
  const systemRoles = await db
    .select()
    .from(roles)
    .where(inArray(roles.slug, [...ROLE_SLUGS]));
  const grants = systemRoles.flatMap((role) =>
    role.slug === 'super-admin'
      ? []
      : defaultKeysFor(role.slug)
          .filter((k) => fresh.has(k))
          .map((key) => ({ role_id: role.id, key })),
  );
  for (let i = 0; i < grants.length; i += 500) {
    await db
      .insert(roleKeys)
      .values(grants.slice(i, i + 500))
      .onConflictDoNothing();
  }
  for (let i = 0; i < newKeys.length; i += 500) {
    await db
      .insert(knownPermissionKeys)
      .values(newKeys.slice(i, i + 500).map((key) => ({ key })))
      .onConflictDoNothing();
  }
  return { newKeys };
}
