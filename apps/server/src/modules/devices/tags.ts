import {
  type DeviceTagRecord,
  deviceTagFormSchema,
  deviceTagListQuery,
  deviceTagRecordSchema,
  listResponse,
  messageResponse,
  modelResponse,
  writeResponse,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { type ListSpec, listRecords, plSortKey } from '../../core/data/list.ts';
import { records, writeContext } from '../../core/data/records.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { idParams, iso, plText, type Text, text } from './shared.ts';
import { deviceTags } from './tables.ts';

type TagRow = typeof deviceTags.$inferSelect;
const repo = records(deviceTags, 'device_tag');

const listSpec: ListSpec = {
  table: deviceTags,
  sort: { created_at: deviceTags.created_at, name: plSortKey(plText(deviceTags.name)) },
  search: sql`(${deviceTags.name}->>'pl')`,
};

const toRecord = (r: TagRow): DeviceTagRecord => ({
  id: r.id,
  name: text(r.name) as Text,
  color: r.color,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

/** Device tags (spec §2 /cms/device/tags, §3 Tag: colour #RRGGBB). Deleting one unlinks it. */
export const tagRoutes = [
  defineRoute({
    name: 'device.tags.index',
    query: deviceTagListQuery,
    response: listResponse(deviceTagRecordSchema),
    handler: async ({ deps, query }) => {
      const page = await listRecords<TagRow>(deps.db, listSpec, query);
      return { results: page.results.map(toRecord), pagination: page.pagination };
    },
  }),
  defineRoute({
    name: 'device.tags.show',
    params: idParams,
    response: modelResponse(deviceTagRecordSchema),
    handler: async ({ deps, params }) => ({ model: toRecord(await repo.get(deps.db, params.id)) }),
  }),
  defineRoute({
    name: 'device.tags.store',
    body: deviceTagFormSchema,
    status: 201,
    response: writeResponse(deviceTagRecordSchema),
    handler: async ({ deps, body, actor, lang }) =>
      created(lang, toRecord(await repo.create(writeContext({ deps, actor }), body))),
  }),
  defineRoute({
    name: 'device.tags.update',
    params: idParams,
    body: deviceTagFormSchema,
    response: writeResponse(deviceTagRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) =>
      saved(lang, toRecord(await repo.update(writeContext({ deps, actor }), params.id, body))),
  }),
  defineRoute({
    name: 'device.tags.destroy',
    params: idParams,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await repo.destroy(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
