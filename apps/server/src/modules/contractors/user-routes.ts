import { PARTNER_ROLE_SLUG } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { listRecords } from '../../core/data/reads.ts';
import { ofPartner } from '../../core/data/records.ts';
import { AppError } from '../../core/http/errors.ts';
import { created, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import type { Executor } from '../../db/client.ts';
import { roleIdBySlug } from '../people/records.ts';
import { partners, users } from '../people/tables.ts';
import { companyUserListSpec, getUserRecord, toUserRecords, type UserRow } from '../users/queries.ts';
import { createUser, updateUser, userWriteContext } from '../users/service.ts';
import { assertContractor } from './nested-routes.ts';

/**
 * The contractor's "users" tab: the partner company's accounts, managed by staff through the
 * users area's own service (same rules, invitation mail and audit as everywhere else).
 */

/** The contractor's partner id; a contractor that is not a partner has no users. */
async function partnerOf(db: Executor, contractorId: number): Promise<number> {
  await assertContractor(db, contractorId);
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.contractor_id, contractorId));
  if (!row) throw new AppError(404, 'contractors.not_partner');
  return row.id;
}

export const contractorUserRoutes = [
  defineRoute('contractor.users.index', {
    handler: async ({ deps, params, query }) => {
      const partnerId = await partnerOf(deps.db, params.contractor);
      const list = await listRecords<UserRow>(
        deps.db,
        companyUserListSpec,
        query,
        ofPartner(users.partner_id, partnerId),
      );
      return { results: toUserRecords(list.results), pagination: list.pagination };
    },
  }),
  defineRoute('contractor.users.store', {
    summary: 'Adds a user to the partner company; the invitation (set-password link) is e-mailed',
    status: 201,
    handler: async ({ deps, params, body, actor, auth, lang }) => {
      const partnerId = await partnerOf(deps.db, params.contractor);
      const record = await createUser(userWriteContext({ deps, actor, auth }), {
        ...body,
        role_id: await roleIdBySlug(deps.db, PARTNER_ROLE_SLUG),
        partner_id: partnerId,
        brands: [],
        provinces: [],
      });
      return created(lang, record);
    },
  }),
  defineRoute('contractor.users.show', {
    handler: async ({ deps, params }) => {
      const partnerId = await partnerOf(deps.db, params.contractor);
      return { model: await getUserRecord(deps.db, params.id, ofPartner(users.partner_id, partnerId)) };
    },
  }),
  defineRoute('contractor.users.update', {
    summary: 'Edits a company user: data, activation and the company admin flag',
    handler: async ({ deps, params, body, actor, auth, lang }) => {
      const partnerId = await partnerOf(deps.db, params.contractor);
      const record = await updateUser(
        userWriteContext({ deps, actor, auth }, ofPartner(users.partner_id, partnerId)),
        params.id,
        body,
      );
      return saved(lang, record);
    },
  }),
];
