import {
  type FunctionalityRecord,
  functionalityFormSchema,
  functionalityListQuery,
  functionalityRecordSchema,
  listResponse,
  messageResponse,
  modelResponse,
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
import { functionalities } from './tables.ts';

type Row = typeof functionalities.$inferSelect;
type Form = z.output<typeof functionalityFormSchema>;

const IMAGE: FileSlot = { ownerType: 'functionality.image', field: 'image', kind: 'image' };

const listSpec: ListSpec = {
  table: functionalities,
  sort: {
    created_at: functionalities.created_at,
    name: plSortKey(plText(functionalities.name)),
    type: functionalities.type,
  },
  search: sql`(${functionalities.name}->>'pl')`,
  filters: { type: (v: 0 | 1) => eq(functionalities.type, v) },
};

export async function toFunctionalityRecords(db: Executor, rows: Row[]): Promise<FunctionalityRecord[]> {
  const images = await fileRows(
    db,
    rows.map((r) => r.image_file_id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: text(r.name) as Text,
    description: text(r.description),
    type: r.type,
    image: toCatalogueFile(r.image_file_id === null ? undefined : images.get(r.image_file_id)),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
}

async function getRecord(db: Executor, id: number): Promise<FunctionalityRecord> {
  const [row] = await db.select().from(functionalities).where(eq(functionalities.id, id));
  if (!row) throw notFound();
  const [record] = await toFunctionalityRecords(db, [row]);
  return record;
}

const columnsOf = (input: Form) => ({
  name: input.name,
  description: input.description,
  type: input.type,
  image_file_id: input.image,
});

const functionalityRecords = records(functionalities, 'functionality');

/** Creates (id null) or updates a functionality; its image slot moves in the same transaction. */
async function save(ctx: WriteContext, id: number | null, input: Form): Promise<number> {
  if (id === null) {
    const row = await functionalityRecords.create(ctx, columnsOf(input), {
      after: async (tx, row) => {
        await syncSlot(tx, IMAGE, row.id, [], [input.image]);
      },
    });
    return row.id;
  }
  await functionalityRecords.update(ctx, id, columnsOf(input), {
    before: async (tx, before) => {
      await syncSlot(tx, IMAGE, id, [before.image_file_id], [input.image]);
    },
  });
  return id;
}

async function remove(ctx: WriteContext, id: number): Promise<void> {
  await functionalityRecords.destroy(ctx, id, {
    before: async (tx, before) => {
      await syncSlot(tx, IMAGE, id, [before.image_file_id], []);
    },
  });
}

/**
 * Standard (0) and optional (1) functionalities (spec §2 functionalities/standard|optional,
 * §7 "functionalities with type filter"). Deleting one takes it off the product cards.
 */
export const functionalityRoutes = [
  defineRoute({
    name: 'device.functionalities.index',
    query: functionalityListQuery,
    response: listResponse(functionalityRecordSchema),
    handler: async ({ deps, query }) => {
      const page = await listRecords<Row>(deps.db, listSpec, query);
      return { results: await toFunctionalityRecords(deps.db, page.results), pagination: page.pagination };
    },
  }),
  defineRoute({
    name: 'device.functionalities.show',
    params: idParams,
    response: modelResponse(functionalityRecordSchema),
    handler: async ({ deps, params }) => ({ model: await getRecord(deps.db, params.id) }),
  }),
  defineRoute({
    name: 'device.functionalities.store',
    body: functionalityFormSchema,
    status: 201,
    response: writeResponse(functionalityRecordSchema),
    handler: async ({ deps, body, actor, lang }) =>
      created(lang, await getRecord(deps.db, await save(writeContext({ deps, actor }), null, body))),
  }),
  defineRoute({
    name: 'device.functionalities.update',
    params: idParams,
    body: functionalityFormSchema,
    response: writeResponse(functionalityRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) =>
      saved(lang, await getRecord(deps.db, await save(writeContext({ deps, actor }), params.id, body))),
  }),
  defineRoute({
    name: 'device.functionalities.destroy',
    params: idParams,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await remove(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
