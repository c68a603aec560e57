import {
  companyUserListQuery,
  companyUserRecordSchema,
  companyUserStoreSchema,
  companyUserUpdateSchema,
  idParam,
  listResponse,
  modelResponse,
  PARTNER_ROLE_SLUG,
  writeResponse,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { listRecords } from '../../core/data/list.ts';
import type { Actor, AuthUser } from '../../core/http/context.ts';
import { AppError } from '../../core/http/errors.ts';
import { created, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import type { Executor } from '../../db/client.ts';
import { partners } from '../partners/tables.ts';
import { companyUserListSpec, getUserRecord, toUserRecords, type UserRow } from '../users/queries.ts';
import { createUser, roleIdBySlug, updateUser } from '../users/service.ts';
import { users } from '../users/tables.ts';
import { assertContractor } from './nested-routes.ts';

/**
 * The contractor's "users" tab: the partner company's accounts, managed by staff through the
 * users area's own service (same rules, invitation mail and audit as everywhere else).
 */
const USERS = '/api/contractor/contractors/{contractor}/users';
const parent = z.object({ contractor: idParam() });
const child = z.object({ contractor: idParam(), id: idParam() });

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

/** Routes with a permission key always have a signed-in caller. */
const caller = (actor: Actor, auth: AuthUser | null) => ({ actor, auth: auth as AuthUser });

export const contractorUserRoutes = [
  defineRoute({
    name: 'contractor.users.index',
    uri: USERS,
    params: parent,
    query: companyUserListQuery,
    response: listResponse(companyUserRecordSchema),
    handler: async ({ deps, params, query }) => {
      const partnerId = await partnerOf(deps.db, params.contractor);
      const list = await listRecords<UserRow>(
        deps.db,
        companyUserListSpec,
        query,
        eq(users.partner_id, partnerId),
      );
      return { ...list, results: toUserRecords(list.results) };
    },
  }),
  defineRoute({
    name: 'contractor.users.store',
    uri: USERS,
    summary: 'Adds a user to the partner company; the invitation (set-password link) is e-mailed',
    params: parent,
    body: companyUserStoreSchema,
    status: 201,
    response: writeResponse(companyUserRecordSchema),
    handler: async ({ deps, params, body, actor, auth, lang }) => {
      const partnerId = await partnerOf(deps.db, params.contractor);
      const record = await createUser(deps, caller(actor, auth), {
        ...body,
        role_id: await roleIdBySlug(deps.db, PARTNER_ROLE_SLUG),
        partner_id: partnerId,
        brands: [],
        provinces: [],
      });
      return created(lang, record);
    },
  }),
  defineRoute({
    name: 'contractor.users.show',
    uri: `${USERS}/{id}`,
    params: child,
    response: modelResponse(companyUserRecordSchema),
    handler: async ({ deps, params }) => {
      const partnerId = await partnerOf(deps.db, params.contractor);
      return { model: await getUserRecord(deps.db, params.id, eq(users.partner_id, partnerId)) };
    },
  }),
  defineRoute({
    name: 'contractor.users.update',
    uri: `${USERS}/{id}`,
    summary: 'Edits a company user: data, activation and the company admin flag',
    params: child,
    body: companyUserUpdateSchema,
    response: writeResponse(companyUserRecordSchema),
    handler: async ({ deps, params, body, actor, auth, lang }) => {
      const partnerId = await partnerOf(deps.db, params.contractor);
      const record = await updateUser(
        deps,
        caller(actor, auth),
        params.id,
        body,
        eq(users.partner_id, partnerId),
      );
      return saved(lang, record);
    },
  }),
];
