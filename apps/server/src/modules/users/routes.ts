import {
  idParam,
  listResponse,
  messageResponse,
  modelResponse,
  userListQuery,
  userRecordSchema,
  userStoreSchema,
  userUpdateSchema,
  writeResponse,
} from '@portal/contracts';
import { z } from 'zod';
import { listRecords } from '../../core/data/list.ts';
import type { HandlerContext } from '../../core/http/context.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { getUserRecord, toUserRecords, type UserRow, userListSpec } from './queries.ts';
import { type Caller, createUser, destroyUser, updateUser } from './service.ts';

export const idParams = z.object({ id: idParam() });

/** Permission-guarded routes always carry a signed-in caller. */
export function callerOf(
  ctx: Pick<HandlerContext<unknown, unknown, unknown>, 'auth' | 'actor'> & { ip?: string },
): Caller {
  if (!ctx.auth) throw new Error('a guarded route ran without a caller');
  return { actor: ctx.actor, auth: ctx.auth, ip: ctx.ip };
}

/** Back-office users (spec §2 /cms/user/users, §3 User, §5 "Users"). */
export const userRoutes = [
  defineRoute({
    name: 'user.users.index',
    query: userListQuery,
    response: listResponse(userRecordSchema),
    handler: async ({ deps, query }) => {
      const page = await listRecords<UserRow>(deps.db, userListSpec, query);
      return { results: toUserRecords(page.results), pagination: page.pagination };
    },
  }),
  defineRoute({
    name: 'user.users.show',
    params: idParams,
    response: modelResponse(userRecordSchema),
    handler: async ({ deps, params }) => ({ model: await getUserRecord(deps.db, params.id) }),
  }),
  defineRoute({
    name: 'user.users.store',
    body: userStoreSchema,
    status: 201,
    response: writeResponse(userRecordSchema),
    handler: async (ctx) => created(ctx.lang, await createUser(ctx.deps, callerOf(ctx), ctx.body)),
  }),
  defineRoute({
    name: 'user.users.update',
    params: idParams,
    body: userUpdateSchema,
    response: writeResponse(userRecordSchema),
    handler: async (ctx) =>
      saved(ctx.lang, await updateUser(ctx.deps, callerOf(ctx), ctx.params.id, ctx.body)),
  }),
  defineRoute({
    name: 'user.users.destroy',
    params: idParams,
    response: messageResponse,
    handler: async (ctx) => {
      await destroyUser(ctx.deps, callerOf(ctx), ctx.params.id);
      return deleted(ctx.lang);
    },
  }),
];
