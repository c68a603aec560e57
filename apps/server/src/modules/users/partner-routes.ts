import { type CompanyUserRecord, PARTNER_ROLE_SLUG, type UserRecord } from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import { listRecords } from '../../core/data/reads.ts';
import { partnerScope } from '../../core/data/records.ts';
import type { AuthUser, PartnerCaller } from '../../core/http/context.ts';
import { forbidden, notFound } from '../../core/http/errors.ts';
import { created, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { isoTime, isoTimeOrNull } from '../../core/iso-time.ts';
import { roleIdBySlug } from '../people/records.ts';
import { users } from '../people/tables.ts';
import { companyUserListSpec, findUserRow, type UserRow } from './queries.ts';
import { createUser, updateUser, userWriteContext } from './service.ts';

/** The caller's company only; without a company, nobody (see `requirePartner`). */
function companyScope(auth: PartnerCaller): SQL {
  return partnerScope(auth, users.partner_id);
}

function requireCompanyAdmin(auth: AuthUser): void {
  if (!auth.is_company_admin) throw forbidden('users.company_admin_only');
}

function toCompanyUser(r: UserRow | UserRecord): CompanyUserRecord {
  return {
    id: r.id,
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    phone_number: r.phone_number,
    is_company_admin: r.is_company_admin,
    is_activated: r.is_activated,
    has_password: r.has_password,
    last_login_at: isoTimeOrNull(r.last_login_at),
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  };
}

/**
 * Partner company users (spec §2 partner zone user/users): every user of the company sees the
 * list; only company admins add and edit colleagues. New users get role `partner`, the caller's
 * partner and the invitation e-mail; nothing in the body can change role or company.
 */
export const partnerUserRoutes = [
  defineRoute('partner-zone.user.users.index', {
    handler: async ({ deps, query, auth }) => {
      const page = await listRecords<UserRow>(deps.db, companyUserListSpec, query, companyScope(auth));
      return { results: page.results.map(toCompanyUser), pagination: page.pagination };
    },
  }),
  defineRoute('partner-zone.user.users.store', {
    status: 201,
    handler: async (ctx) => {
      requireCompanyAdmin(ctx.auth);
      const user = await createUser(userWriteContext(ctx), {
        ...ctx.body,
        role_id: await roleIdBySlug(ctx.deps.db, PARTNER_ROLE_SLUG),
        partner_id: ctx.auth.partner_id,
        brands: [],
        provinces: [],
      });
      return created(ctx.lang, toCompanyUser(user));
    },
  }),
  defineRoute('partner-zone.user.users.update', {
    handler: async (ctx) => {
      const scope = companyScope(ctx.auth);
      // Not found before forbidden: another company's user does not exist for this caller.
      const target = await findUserRow(ctx.deps.db, ctx.params.id, scope);
      if (!target) throw notFound();
      requireCompanyAdmin(ctx.auth);
      const user = await updateUser(userWriteContext(ctx, scope), ctx.params.id, ctx.body);
      return saved(ctx.lang, toCompanyUser(user));
    },
  }),
];
