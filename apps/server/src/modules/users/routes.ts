import { idParam } from '@portal/contracts';
import { z } from 'zod';
import { listRecords } from '../../core/data/reads.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { getUserRecord, toUserRecords, type UserRow, userListSpec } from './queries.ts';
import { createUser, destroyUser, updateUser, userWriteContext } from './service.ts';

export const idParams = z.object({ id: idParam() });

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
    handler: async (ctx) => created(ctx.lang, await createUser(userWriteContext(ctx), ctx.body)),
  }),
  defineRoute('user.users.update', {
    handler: async (ctx) => saved(ctx.lang, await updateUser(userWriteContext(ctx), ctx.params.id, ctx.body)),
  }),
  defineRoute('user.users.destroy', {
    handler: async (ctx) => {
      await destroyUser(userWriteContext(ctx), ctx.params.id);
      return deleted(ctx.lang);
    },
  }),
];
