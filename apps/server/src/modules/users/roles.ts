import {
  CATALOGUE,
  msg,
  PERMISSION_KEYS,
  type RoleRecord,
  rolePermissionIssues,
  type roleStoreSchema,
  type roleUpdateSchema,
  SUPER_ADMIN_ROLE_SLUG,
} from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ListSpec, listRecords } from '../../core/data/reads.ts';
import { records, type WriteContext, within, writeContext } from '../../core/data/records.ts';
import { conflict, inUse, notFound, validationError } from '../../core/http/errors.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { isoTime } from '../../core/iso-time.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { roleKeys, roles, users } from '../people/tables.ts';

const ROLE_RECORD_TYPE = 'role';

/** Every key, in catalogue order: what super-admin holds by code. */
const ALL_KEYS = CATALOGUE.map((e) => e.key);
const CATALOGUE_ORDER = new Map(ALL_KEYS.map((key, i) => [key, i]));

// Spelled out: drizzle leaves columns unqualified in a one-table select, which a subquery misreads.
const usersCount = sql<number>`(SELECT count(*)::int FROM users u WHERE u.role_id = roles.id)`;

const roleFields = {
  id: roles.id,
  slug: roles.slug,
  name: roles.name,
  is_system: roles.is_system,
  users_count: usersCount,
  created_at: roles.created_at,
  updated_at: roles.updated_at,
};

type RoleRow = {
  id: number;
  slug: string;
  name: string;
  is_system: boolean;
  users_count: number;
  created_at: Date;
  updated_at: Date;
};

const roleListSpec: ListSpec = {
  table: roles,
  fields: roleFields,
  id: roles.id,
  search: sql`${roles.name} || ' ' || ${roles.slug}`,
  sort: { created_at: roles.created_at, name: roles.name, slug: roles.slug, users_count: usersCount },
};

function byCatalogue(keys: Iterable<string>): string[] {
  return [...keys]
    .filter((k) => PERMISSION_KEYS.has(k))
    .sort((a, b) => (CATALOGUE_ORDER.get(a) ?? 0) - (CATALOGUE_ORDER.get(b) ?? 0));
}

async function keysOf(db: Executor, roleIds: number[]): Promise<Map<number, string[]>> {
  const byRole = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return byRole;
  const rows = await db.select().from(roleKeys).where(inArray(roleKeys.role_id, roleIds));
  for (const r of rows) byRole.get(r.role_id)?.push(r.key);
  return byRole;
}

async function toRoleRecords(db: Executor, rows: RoleRow[]): Promise<RoleRecord[]> {
  const keys = await keysOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    is_system: r.is_system,
    permissions: r.slug === SUPER_ADMIN_ROLE_SLUG ? ALL_KEYS : byCatalogue(keys.get(r.id) ?? []),
    users_count: r.users_count,
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  }));
}

async function getRoleRecord(db: Executor, id: number): Promise<RoleRecord> {
  const rows = await db.select(roleFields).from(roles).where(eq(roles.id, id)).limit(1);
  if (!rows.length) throw notFound();
  const [record] = await toRoleRecords(db, rows);
  return record;
}

async function replaceKeys(tx: Tx, roleId: number, keys: string[]) {
  await tx.delete(roleKeys).where(eq(roleKeys.role_id, roleId));
  if (keys.length) await tx.insert(roleKeys).values(keys.map((key) => ({ role_id: roleId, key })));
}

const roleRecords = records(roles, ROLE_RECORD_TYPE);

/** The role's keys, audited with the row (the permissions tab is part of the role). */
const keysAudit = (keys: string[]) => ({ permissions: keys });

async function createRole(ctx: WriteContext, input: z.output<typeof roleStoreSchema>) {
  const row = await inTransaction(ctx.db, async (tx) => {
    const keys = byCatalogue(input.permissions);
    return roleRecords.create(
      within(ctx, tx),
      { name: input.name, slug: input.slug },
      {
        after: async (tx, row) => {
          await replaceKeys(tx, row.id, keys);
          return keysAudit(keys);
        },
      },
    );
  });
  return getRoleRecord(ctx.db, row.id);
}

/**
 * Renames a role or replaces its keys. System roles keep their slug; super-admin's keys are
 * implicit. The caller drops the cached sessions of the role's users, so the next request sees
 * the change.
 */
async function updateRole(ctx: WriteContext, id: number, patch: z.output<typeof roleUpdateSchema>) {
  await inTransaction(ctx.db, async (tx) => {
    const before = await roleRecords.lock(tx, id);
    const beforeKeys = byCatalogue((await keysOf(tx, [id])).get(id) ?? []);
    const slug = patch.slug ?? before.slug;
    const issues: Record<string, string[]> = {};
    if (slug !== before.slug && before.is_system) issues.slug = [msg('users.role_system_slug')];
    const superAdmin = before.slug === SUPER_ADMIN_ROLE_SLUG;
    const keys = superAdmin ? [] : byCatalogue(patch.permissions ?? beforeKeys);
    if (superAdmin && patch.permissions && byCatalogue(patch.permissions).join() !== ALL_KEYS.join())
      issues.permissions = [msg('users.super_admin_keys')];
    Object.assign(issues, rolePermissionIssues(slug, keys));
    if (Object.keys(issues).length) throw validationError(issues);

    await roleRecords.update(
      within(ctx, tx),
      id,
      { name: patch.name ?? before.name, slug },
      {
        before: async () => keysAudit(beforeKeys),
        after: async (tx) => {
          if (keys.join() !== beforeKeys.join()) await replaceKeys(tx, id, keys);
          return keysAudit(keys);
        },
      },
    );
  });
  return getRoleRecord(ctx.db, id);
}

async function destroyRole(ctx: WriteContext, id: number) {
  await roleRecords.destroy(ctx, id, {
    before: async (tx, before) => {
      if (before.is_system) throw conflict('users.role_system');
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role_id, id));
      if (count > 0) throw inUse('users.role_in_use', { count });
      return keysAudit(byCatalogue((await keysOf(tx, [id])).get(id) ?? []));
    },
  });
}

/** Roles with their permission keys (spec §3 Role; the permissions tab of the roles screen). */
export const roleRoutes = [
  defineRoute('user.roles.index', {
    handler: async ({ deps, query }) => {
      const page = await listRecords<RoleRow>(deps.db, roleListSpec, query);
      return { results: await toRoleRecords(deps.db, page.results), pagination: page.pagination };
    },
  }),
  defineRoute('user.roles.show', {
    handler: async ({ deps, params }) => ({ model: await getRoleRecord(deps.db, params.id) }),
  }),
  defineRoute('user.roles.store', {
    status: 201,
    handler: async (ctx) => created(ctx.lang, await createRole(writeContext(ctx), ctx.body)),
  }),
  defineRoute('user.roles.update', {
    handler: async (ctx) => {
      const record = await updateRole(writeContext(ctx), ctx.params.id, ctx.body);
      ctx.deps.sessions.forgetRole(ctx.params.id);
      return saved(ctx.lang, record);
    },
  }),
  defineRoute('user.roles.destroy', {
    handler: async (ctx) => {
      await destroyRole(writeContext(ctx), ctx.params.id);
      return deleted(ctx.lang);
    },
  }),
];
