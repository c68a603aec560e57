import { listRecords } from '../../core/data/reads.ts';
import { writeContext } from '../../core/data/records.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import {
  createGroup,
  destroyGroup,
  type GroupListRow,
  getGroupRecord,
  groupListSpec,
  groupTree,
  moveGroup,
  toGroupRecords,
  updateGroup,
} from './groups.ts';

/** Device groups (spec §2 /cms/device/groups, §3 Group tree node, §7 `is_leaf=1` and the tree). */
export const groupRoutes = [
  defineRoute('device.groups.index', {
    handler: async ({ deps, query }) => {
      const page = await listRecords<GroupListRow>(deps.db, groupListSpec, query);
      return { results: await toGroupRecords(deps.db, page.results), pagination: page.pagination };
    },
  }),
  defineRoute('device.groups.tree', {
    summary: 'The whole group tree, inactive groups included',
    handler: async ({ deps }) => ({ results: await groupTree(deps.db) }),
  }),
  defineRoute('device.groups.show', {
    handler: async ({ deps, params }) => ({ model: await getGroupRecord(deps.db, params.id) }),
  }),
  defineRoute('device.groups.store', {
    status: 201,
    handler: async ({ deps, body, actor, lang }) => {
      const id = await createGroup(writeContext({ deps, actor }), body);
      return created(lang, await getGroupRecord(deps.db, id));
    },
  }),
  defineRoute('device.groups.update', {
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateGroup(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getGroupRecord(deps.db, params.id));
    },
  }),
  defineRoute('device.groups.move', {
    summary: 'Moves a group with its subtree under another parent (never into its own subtree)',
    handler: async ({ deps, params, body, actor, lang }) => {
      await moveGroup(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getGroupRecord(deps.db, params.id));
    },
  }),
  defineRoute('device.groups.destroy', {
    handler: async ({ deps, params, actor, lang }) => {
      await destroyGroup(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
