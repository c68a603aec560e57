import {
  deviceGroupFormSchema,
  deviceGroupListQuery,
  deviceGroupMoveSchema,
  deviceGroupRecordSchema,
  deviceGroupTreeResponse,
  deviceGroupUpdateSchema,
  listResponse,
  messageResponse,
  modelResponse,
  writeResponse,
} from '@portal/contracts';
import { listRecords } from '../../core/data/list.ts';
import { writeContext } from '../../core/data/records.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import {
  createGroup,
  deleteGroup,
  type GroupListRow,
  getGroupRecord,
  groupListSpec,
  groupTree,
  moveGroup,
  toGroupRecords,
  updateGroup,
} from './groups.ts';
import { idParams } from './shared.ts';

/** Device groups (spec §2 /cms/device/groups, §3 Group tree node, §7 `is_leaf=1` and the tree). */
export const groupRoutes = [
  defineRoute({
    name: 'device.groups.index',
    query: deviceGroupListQuery,
    response: listResponse(deviceGroupRecordSchema),
    handler: async ({ deps, query }) => {
      const page = await listRecords<GroupListRow>(deps.db, groupListSpec, query);
      return { results: await toGroupRecords(deps.db, page.results), pagination: page.pagination };
    },
  }),
  defineRoute({
    name: 'device.groups.tree',
    method: 'GET',
    summary: 'The whole group tree, inactive groups included',
    response: deviceGroupTreeResponse,
    handler: async ({ deps }) => ({ results: await groupTree(deps.db) }),
  }),
  defineRoute({
    name: 'device.groups.show',
    params: idParams,
    response: modelResponse(deviceGroupRecordSchema),
    handler: async ({ deps, params }) => ({ model: await getGroupRecord(deps.db, params.id) }),
  }),
  defineRoute({
    name: 'device.groups.store',
    body: deviceGroupFormSchema,
    status: 201,
    response: writeResponse(deviceGroupRecordSchema),
    handler: async ({ deps, body, actor, lang }) => {
      const id = await createGroup(writeContext({ deps, actor }), body);
      return created(lang, await getGroupRecord(deps.db, id));
    },
  }),
  defineRoute({
    name: 'device.groups.update',
    params: idParams,
    body: deviceGroupUpdateSchema,
    response: writeResponse(deviceGroupRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateGroup(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getGroupRecord(deps.db, params.id));
    },
  }),
  defineRoute({
    name: 'device.groups.move',
    record: true,
    params: idParams,
    body: deviceGroupMoveSchema,
    summary: 'Moves a group with its subtree under another parent (never into its own subtree)',
    response: writeResponse(deviceGroupRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) => {
      await moveGroup(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getGroupRecord(deps.db, params.id));
    },
  }),
  defineRoute({
    name: 'device.groups.destroy',
    params: idParams,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await deleteGroup(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
