import {
  msg,
  PARTNER_ROLE_SLUG,
  SUPER_ADMIN_ROLE_SLUG,
  type UserRecord,
  userRoleIssues,
} from '@portal/contracts';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type ServiceContext, serviceContext, within } from '../../core/data/records.ts';
import type { AppDeps } from '../../core/deps.ts';
import type { Actor, AuthUser } from '../../core/http/context.ts';
import { conflict, forbidden, validationError } from '../../core/http/errors.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { sendInvitation } from '../auth/invitations.ts';
import { brands } from '../brands/tables.ts';
import { provinces } from '../dictionaries/tables.ts';
import { userRecords } from '../people/records.ts';
import { partners, roles, userBrands, userProvinces, users } from '../people/tables.ts';
import { getUserRecord } from './queries.ts';

/** A user's writable fields after form parsing (back office and partner zone alike). */
export type UserInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  role_id: number;
  partner_id: number | null;
  is_company_admin: boolean;
  is_activated: boolean;
  brands: number[];
  provinces: number[];
};

/**
 * A user write's context: the service context with the caller's session (its role decides what
 * it may do), the client's address (the invitation mail limit counts it) and the caller's scope
 * (a company admin's or a contractor tab's company), outside which a user is not found.
 */
export type UserWriteContext = ServiceContext & { auth: AuthUser; ip?: string; scope?: SQL };

/** A guarded route's caller as a user write's context, limited to `scope` when given. */
export function userWriteContext(
  ctx: { deps: AppDeps; actor: Actor; auth: AuthUser; ip?: string },
  scope?: SQL,
): UserWriteContext {
  return { ...serviceContext(ctx), auth: ctx.auth, ip: ctx.ip, scope };
}

type Issues = Record<string, string[]>;

function addIssues(target: Issues, source: Issues): void {
  for (const [field, messages] of Object.entries(source)) (target[field] ??= []).push(...messages);
}

async function roleById(db: Executor, id: number) {
  const [role] = await db
    .select({ id: roles.id, slug: roles.slug })
    .from(roles)
    .where(eq(roles.id, id))
    .limit(1);
  return role ?? null;
}

async function emailIssues(db: Executor, email: string, exceptId?: number): Promise<Issues> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return taken ? { email: [msg('validation.email_taken')] } : {};
}

/** Chosen brands, provinces and partner must exist (a clear field message, not a driver error). */
async function referenceIssues(
  db: Executor,
  refs: { brands?: number[]; provinces?: number[]; partner_id?: number | null },
): Promise<Issues> {
  const issues: Issues = {};
  if (refs.brands?.length) {
    const found = await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, refs.brands));
    if (found.length !== refs.brands.length) issues.brands = [msg('validation.exists')];
  }
  if (refs.provinces?.length) {
    const found = await db
      .select({ id: provinces.id })
      .from(provinces)
      .where(inArray(provinces.id, refs.provinces));
    if (found.length !== refs.provinces.length) issues.provinces = [msg('validation.exists')];
  }
  if (refs.partner_id) {
    const found = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.id, refs.partner_id))
      .limit(1);
    if (!found.length) issues.partner_id = [msg('validation.exists')];
  }
  return issues;
}

async function relationIds(db: Executor, userId: number) {
  const b = await db
    .select({ id: userBrands.brand_id })
    .from(userBrands)
    .where(eq(userBrands.user_id, userId));
  const p = await db
    .select({ id: userProvinces.province_id })
    .from(userProvinces)
    .where(eq(userProvinces.user_id, userId));
  return {
    brands: b.map((r) => r.id).sort((x, y) => x - y),
    provinces: p.map((r) => r.id).sort((x, y) => x - y),
  };
}

async function replaceRelations(tx: Tx, userId: number, rel: { brands: number[]; provinces: number[] }) {
  await tx.delete(userBrands).where(eq(userBrands.user_id, userId));
  await tx.delete(userProvinces).where(eq(userProvinces.user_id, userId));
  if (rel.brands.length)
    await tx.insert(userBrands).values(rel.brands.map((brand_id) => ({ user_id: userId, brand_id })));
  if (rel.provinces.length)
    await tx
      .insert(userProvinces)
      .values(rel.provinces.map((province_id) => ({ user_id: userId, province_id })));
}

/**
 * Ids of the active super-admins, locked: two admins deactivating the last two super-admins at
 * once queue here, and the second one sees that only one is left.
 */
async function lockActiveSuperAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(and(eq(roles.slug, SUPER_ADMIN_ROLE_SLUG), eq(users.is_activated, true)))
    .for('update', { of: users });
  return rows.map((r) => r.id);
}

const isSuperAdmin = (auth: AuthUser) => auth.role_slug === SUPER_ADMIN_ROLE_SLUG;

const sortedIds = (ids: number[]) => [...ids].sort((x, y) => x - y);

/** Creates a user and queues the invitation (set-password link) in the same transaction. */
export async function createUser(ctx: UserWriteContext, input: UserInput): Promise<UserRecord> {
  const id = await inTransaction(ctx.db, async (tx) => {
    const role = await roleById(tx, input.role_id);
    if (role?.slug === SUPER_ADMIN_ROLE_SLUG && !isSuperAdmin(ctx.auth))
      throw forbidden('users.super_admin_only');
    const issues: Issues = {};
    if (!role) issues.role_id = [msg('validation.exists')];
    else addIssues(issues, userRoleIssues(role.slug, input));
    const staff = role?.slug !== PARTNER_ROLE_SLUG;
    addIssues(issues, await referenceIssues(tx, staff ? input : { partner_id: input.partner_id }));
    addIssues(issues, await emailIssues(tx, input.email));
    if (Object.keys(issues).length) throw validationError(issues);

    const rel = staff
      ? { brands: sortedIds(input.brands), provinces: sortedIds(input.provinces) }
      : { brands: [], provinces: [] };
    const row = await userRecords.create(
      within(ctx, tx),
      {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        phone_number: input.phone_number,
        role_id: input.role_id,
        partner_id: staff ? null : input.partner_id,
        is_company_admin: staff ? false : input.is_company_admin,
        is_activated: input.is_activated,
      },
      {
        after: async (tx, row) => {
          await replaceRelations(tx, row.id, rel);
          return rel;
        },
      },
    );
    await sendInvitation(
      ctx.deps,
      tx,
      {
        id: row.id,
        email: row.email,
        first_name: row.first_name,
        lang: row.lang,
      },
      // Staff onboard whole companies at once and are trusted with it; the client-IP mail limit
      // applies to partner company administrators, whose invitations anyone who signed up sends.
      ctx.auth.role_slug === PARTNER_ROLE_SLUG && ctx.ip ? { ip: ctx.ip } : undefined,
    );
    return row.id;
  });
  return getUserRecord(ctx.db, id);
}

/**
 * Applies a partial change. The role rules are checked on the resulting user; moving a user to a
 * staff role drops its partner and company-admin flag; deactivation ends its sessions at once.
 */
export async function updateUser(
  ctx: UserWriteContext,
  id: number,
  patch: Partial<UserInput>,
): Promise<UserRecord> {
  await inTransaction(ctx.db, async (tx) => {
    const before = await userRecords.lock(tx, id, ctx.scope);
    const beforeRole = await roleById(tx, before.role_id);
    const role = patch.role_id === undefined ? beforeRole : await roleById(tx, patch.role_id);
    if (
      !isSuperAdmin(ctx.auth) &&
      (beforeRole?.slug === SUPER_ADMIN_ROLE_SLUG || role?.slug === SUPER_ADMIN_ROLE_SLUG)
    )
      throw forbidden('users.super_admin_only');
    if (!role) throw validationError({ role_id: [msg('validation.exists')] });

    const staff = role.slug !== PARTNER_ROLE_SLUG;
    const beforeRel = await relationIds(tx, id);
    const next = {
      email: patch.email ?? before.email,
      first_name: patch.first_name ?? before.first_name,
      last_name: patch.last_name ?? before.last_name,
      phone_number: patch.phone_number !== undefined ? patch.phone_number : before.phone_number,
      role_id: role.id,
      partner_id: patch.partner_id !== undefined ? patch.partner_id : staff ? null : before.partner_id,
      is_company_admin: staff ? false : (patch.is_company_admin ?? before.is_company_admin),
      is_activated: patch.is_activated ?? before.is_activated,
    };
    const rel = staff
      ? {
          brands: sortedIds(patch.brands ?? beforeRel.brands),
          provinces: sortedIds(patch.provinces ?? beforeRel.provinces),
        }
      : { brands: [], provinces: [] };

    const issues: Issues = {};
    // On every save, activation and deactivation included (issue 14): a partner-role account
    // without a company must never become active through a patch that names no role field.
    addIssues(issues, userRoleIssues(role.slug, { ...next, ...rel }));
    addIssues(
      issues,
      await referenceIssues(tx, {
        brands: patch.brands && staff ? rel.brands : undefined,
        provinces: patch.provinces && staff ? rel.provinces : undefined,
        partner_id: next.partner_id !== before.partner_id ? next.partner_id : undefined,
      }),
    );
    if (next.email.toLowerCase() !== before.email.toLowerCase())
      addIssues(issues, await emailIssues(tx, next.email, id));
    if (id === ctx.auth.id && before.is_activated && !next.is_activated)
      addIssues(issues, { is_activated: [msg('users.deactivate_self')] });
    if (id === ctx.auth.id && before.is_company_admin && !next.is_company_admin && !staff)
      addIssues(issues, { is_company_admin: [msg('users.company_admin_self')] });
    const staysSuperAdmin = role.slug === SUPER_ADMIN_ROLE_SLUG && next.is_activated;
    if (beforeRole?.slug === SUPER_ADMIN_ROLE_SLUG && before.is_activated && !staysSuperAdmin) {
      const others = (await lockActiveSuperAdmins(tx)).filter((other) => other !== id);
      if (!others.length)
        addIssues(issues, {
          [next.is_activated ? 'role_id' : 'is_activated']: [msg('users.last_super_admin')],
        });
    }
    if (Object.keys(issues).length) throw validationError(issues);

    const after = await userRecords.update(within(ctx, tx), id, next, {
      where: ctx.scope,
      before: async () => beforeRel,
      after: async (tx) => {
        if (
          rel.brands.join() !== beforeRel.brands.join() ||
          rel.provinces.join() !== beforeRel.provinces.join()
        )
          await replaceRelations(tx, id, rel);
        return rel;
      },
    });
    if (before.is_activated && !after.is_activated) await ctx.deps.sessions.revokeAllForUser(tx, id);
  });
  // After commit, so no request re-caches the old role, partner or state in between.
  ctx.deps.sessions.forgetUser(id);
  return getUserRecord(ctx.db, id);
}

/** Deletes a user; nobody deletes themselves, and the last active super-admin stays. */
export async function destroyUser(ctx: UserWriteContext, id: number): Promise<void> {
  if (id === ctx.auth.id) throw conflict('users.delete_self');
  await inTransaction(ctx.db, async (tx) => {
    const before = await userRecords.lock(tx, id, ctx.scope);
    const role = await roleById(tx, before.role_id);
    if (role?.slug === SUPER_ADMIN_ROLE_SLUG) {
      if (!isSuperAdmin(ctx.auth)) throw forbidden('users.super_admin_only');
      const others = (await lockActiveSuperAdmins(tx)).filter((other) => other !== id);
      if (before.is_activated && !others.length) throw conflict('users.last_super_admin');
    }
    await userRecords.destroy(within(ctx, tx), id, {
      where: ctx.scope,
      before: async () => relationIds(tx, id),
    });
  });
  ctx.deps.sessions.forgetUser(id);
}
