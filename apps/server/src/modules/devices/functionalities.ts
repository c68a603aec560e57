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
import { writeAudit } from '../../core/audit/audit.ts';
import { type ListSpec, listRecords } from '../../core/data/list.ts';
import { inTransaction } from '../../core/data/records.ts';
import type { Actor } from '../../core/http/context.ts';
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
    name: plText(functionalities.name),
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

async function save(db: Executor, actor: Actor, id: number | null, input: Form): Promise<number> {
  return inTransaction(db, async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(functionalities).values(columnsOf(input)).returning();
      await syncSlot(tx, IMAGE, row.id, [], [input.image]);
      await writeAudit(tx, {
        actor,
        action: 'create',
        recordType: 'functionality',
        recordId: row.id,
        after: row,
      });
      return row.id;
    }
    const [before] = await tx.select().from(functionalities).where(eq(functionalities.id, id)).for('update');
    if (!before) throw notFound();
    await syncSlot(tx, IMAGE, id, [before.image_file_id], [input.image]);
    const [after] = await tx
      .update(functionalities)
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where(eq(functionalities.id, id))
      .returning();
    await writeAudit(tx, {
      actor,
      action: 'update',
      recordType: 'functionality',
      recordId: id,
      before,
      after,
    });
    return id;
  });
}

async function remove(db: Executor, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(functionalities).where(eq(functionalities.id, id)).for('update');
    if (!before) throw notFound();
    await syncSlot(tx, IMAGE, id, [before.image_file_id], []);
    await tx.delete(functionalities).where(eq(functionalities.id, id));
    await writeAudit(tx, { actor, action: 'delete', recordType: 'functionality', recordId: id, before });
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
      created(lang, await getRecord(deps.db, await save(deps.db, actor, null, body))),
  }),
  defineRoute({
    name: 'device.functionalities.update',
    params: idParams,
    body: functionalityFormSchema,
    response: writeResponse(functionalityRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) =>
      saved(lang, await getRecord(deps.db, await save(deps.db, actor, params.id, body))),
  }),
  defineRoute({
    name: 'device.functionalities.destroy',
    params: idParams,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      await remove(deps.db, actor, params.id);
      return deleted(lang);
    },
  }),
];
