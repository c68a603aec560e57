import { idParam } from '@portal/contracts';
import { z } from 'zod';
import { listRecords } from '../../core/data/list.ts';
import { serviceContext } from '../../core/data/records.ts';
import type { HandlerContext } from '../../core/http/handler.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { getUserRecord, toUserRecords, type UserRow, userListSpec } from './queries.ts';
import { createUser, destroyUser, type UserWriteContext, updateUser } from './service.ts';

export const idParams = z.object({ id: idParam() });

/** A user write's context; permission-guarded routes always carry a signed-in caller. */
export function callerOf(
  ctx: Pick<HandlerContext<unknown, unknown, unknown>, 'auth' | 'actor' | 'deps'> & { ip?: string },
): UserWriteContext {
  if (!ctx.auth) throw new Error('a guarded route ran without a caller');
  return { ...serviceContext(ctx), auth: ctx.auth, ip: ctx.ip };
}

/** Back-office users (spec §2 /cms/user/users, §3 User, §5 "Users"). */
export const userRoutes = [
  defineRoute('user.users.index', {
    handler: async ({ deps, query }) => {
      const page = await listRecords<UserRow>(deps.db, userListSpec, query);
      return { results: toUserRecords(page.results), pagination: page.pagination };
    },
  }),
  defineRoute('user.users.show', {
    handler: async ({ deps, params }) => ({ model: await getUserRecord(deps.db, params.id) }),
  }),
  defineRoute('user.users.store', {
    status: 201,
    handler: async (ctx) => created(ctx.lang, await createUser(callerOf(ctx), ctx.body)),
  }),
  defineRoute('user.users.update', {
    handler: async (ctx) => saved(ctx.lang, await updateUser(callerOf(ctx), ctx.params.id, ctx.body)),
  }),
  defineRoute('user.users.destroy', {
    handler: async (ctx) => {
      await destroyUser(callerOf(ctx), ctx.params.id);
      return deleted(ctx.lang);
    },
  }),
];
