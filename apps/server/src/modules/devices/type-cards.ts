import {
  listResponse,
  messageResponse,
  modelResponse,
  type TypeCardRecord,
  typeCardFormSchema,
  typeCardListQuery,
  typeCardRecordSchema,
  writeResponse,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ListSpec, listRecords, plSortKey } from '../../core/data/list.ts';
import { records, type WriteContext, writeContext } from '../../core/data/records.ts';
import { notFound } from '../../core/http/errors.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import type { Executor } from '../../db/client.ts';
import { type FileSlot, fileRows, syncSlot, toCatalogueFile } from './catalogue-files.ts';
import { idParams, iso, plText, type Text, text } from './shared.ts';
import { typeCards } from './tables.ts';

type Row = typeof typeCards.$inferSelect;
type Form = z.output<typeof typeCardFormSchema>;

const MAIN_PHOTO: FileSlot = { ownerType: 'type_card.main_photo', field: 'main_photo', kind: 'image' };

const listSpec: ListSpec = {
  table: typeCards,
  sort: { created_at: typeCards.created_at, order: typeCards.order, name: plSortKey(plText(typeCards.name)) },
  search: sql`(${typeCards.name}->>'pl') || ' ' || coalesce(${typeCards.group_name}, '')`,
};

async function toRecords(db: Executor, rows: Row[]): Promise<TypeCardRecord[]> {
  const photos = await fileRows(
    db,
    rows.map((r) => r.main_photo_file_id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: text(r.name) as Text,
    main_photo: toCatalogueFile(r.main_photo_file_id === null ? undefined : photos.get(r.main_photo_file_id)),
    group_name: r.group_name,
    group_kind: r.group_kind,
    order: r.order,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
}

async function getRecord(db: Executor, id: number): Promise<TypeCardRecord> {
  const [row] = await db.select().from(typeCards).where(eq(typeCards.id, id));
  if (!row) throw notFound();
  const [record] = await toRecords(db, [row]);
  return record;
}

const columnsOf = (input: Form) => ({
  name: input.name,
  main_photo_file_id: input.main_photo,
  group_name: input.group_name,
  group_kind: input.group_kind,
  order: input.order,
});

const typeCardRecords = records(typeCards, 'type_card');

/** Creates (id null) or updates a type card; its main photo slot moves in the same transaction. */
async function save(ctx: WriteContext, id: number | null, input: Form): Promise<number> {
  if (id === null) {
    const row = await typeCardRecords.create(ctx, columnsOf(input), {
      after: async (tx, row) => {
        await syncSlot(tx, MAIN_PHOTO, row.id, [], [input.main_photo]);
      },
    });
    return row.id;
  }
  await typeCardRecords.update(ctx, id, columnsOf(input), {
    before: async (tx, before) => {
      await syncSlot(tx, MAIN_PHOTO, id, [before.main_photo_file_id], [input.main_photo]);
    },
  });
  return id;
}

async function remove(ctx: WriteContext, id: number): Promise<void> {
  await typeCardRecords.destroy(ctx, id, {
    before: async (tx, before) => {
      await syncSlot(tx, MAIN_PHOTO, id, [before.main_photo_file_id], []);
    },
  });
}

/** Type cards (spec §2 /cms/device/typecards, §3 Type card, §5 "order minimum 1"). */
export const typeCardRoutes = [
  defineRoute({
    name: 'device.typecards.index',
    query: typeCardListQuery,
    response: listResponse(typeCardRecordSchema),
    handler: async ({ deps, query }) => {
      const page = await listRecords<Row>(deps.db, listSpec, query);
      return { results: await toRecords(deps.db, page.results), pagination: page.pagination };
    },
  }),
  defineRoute({
    name: 'device.typecards.show',
    params: idParams,
    response: modelResponse(typeCardRecordSchema),
    handler: async ({ deps, params }) => ({ model: await getRecord(deps.db, params.id) }),
  }),
  defineRoute({
    name: 'device.typecards.store',
    body: typeCardFormSchema,
    status: 201,
    response: writeResponse(typeCardRecordSchema),
    handler: async ({ deps, body, actor, lang }) =>
      created(lang, await getRecord(deps.db, await save(writeContext({ deps, actor }), null, body))),
  }),
  defineRoute({
    name: 'device.typecards.update',
    params: idParams,
    body: typeCardFormSchema,
    response: writeResponse(typeCardRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) =>
      saved(lang, await getRecord(deps.db, await save(writeContext({ deps, actor }), params.id, body))),
  }),
  defineRoute({
    name: 'device.typecards.destroy',
    params: idParams,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await remove(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
