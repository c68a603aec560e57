import {
  idParam,
  listResponse,
  messageResponse,
  modelResponse,
  type ProducerRecord,
  producerFormSchema,
  producerListQuery,
  producerRecordSchema,
  writeResponse,
} from '@portal/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type ListSpec, listRecords } from '../../core/data/list.ts';
import { records, writeContext } from '../../core/data/records.ts';
import { AppError, fieldError, inUse } from '../../core/http/errors.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import type { Executor } from '../../db/client.ts';
import { producers } from './tables.ts';

const idParams = z.object({ id: idParam() });
const repo = records(producers, 'producer');

// Written out in full: the select list of a one-table query leaves columns unqualified.
const devicesCount = sql<number>`(SELECT count(*)::int FROM devices counted WHERE counted.producer_id = "producers"."id")`;

type ProducerRow = typeof producers.$inferSelect & { devices_count: number };

const listSpec: ListSpec = {
  table: producers,
  fields: {
    id: producers.id,
    name: producers.name,
    created_at: producers.created_at,
    updated_at: producers.updated_at,
    devices_count: devicesCount,
  },
  sort: { created_at: producers.created_at, name: producers.name },
  search: sql`${producers.name}`,
};

function toRecord(r: ProducerRow): ProducerRecord {
  return {
    id: r.id,
    name: r.name,
    devices_count: r.devices_count,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

async function getRecord(db: Executor, id: number): Promise<ProducerRecord> {
  const [row] = await db
    .select(listSpec.fields as never)
    .from(producers)
    .where(eq(producers.id, id));
  if (!row) throw new AppError(404, 'errors.not_found');
  return toRecord(row as ProducerRow);
}

async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: producers.id })
    .from(producers)
    .where(
      and(
        sql`lower(${producers.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(producers.id, exceptId),
      ),
    )
    .limit(1);
  if (row) throw fieldError('name', 'validation.unique');
}

/** Producers (spec §2 /cms/producer/producers): used by devices and trainings. */
export const producerRoutes = [
  defineRoute({
    name: 'producer.producers.index',
    query: producerListQuery,
    response: listResponse(producerRecordSchema),
    handler: async ({ deps, query }) => {
      const page = await listRecords<ProducerRow>(deps.db, listSpec, query);
      return { results: page.results.map(toRecord), pagination: page.pagination };
    },
  }),
  defineRoute({
    name: 'producer.producers.show',
    params: idParams,
    response: modelResponse(producerRecordSchema),
    handler: async ({ deps, params }) => ({ model: await getRecord(deps.db, params.id) }),
  }),
  defineRoute({
    name: 'producer.producers.store',
    body: producerFormSchema,
    status: 201,
    response: writeResponse(producerRecordSchema),
    handler: async ({ deps, body, actor, lang }) => {
      await assertNameFree(deps.db, body.name);
      const row = await repo.create(writeContext({ deps, actor }), { name: body.name });
      return created(lang, await getRecord(deps.db, row.id));
    },
  }),
  defineRoute({
    name: 'producer.producers.update',
    params: idParams,
    body: producerFormSchema,
    response: writeResponse(producerRecordSchema),
    handler: async ({ deps, params, body, actor, lang }) => {
      await repo.get(deps.db, params.id);
      await assertNameFree(deps.db, body.name, params.id);
      await repo.update(writeContext({ deps, actor }), params.id, { name: body.name });
      return saved(lang, await getRecord(deps.db, params.id));
    },
  }),
  defineRoute({
    name: 'producer.producers.destroy',
    params: idParams,
    response: messageResponse,
    handler: async ({ deps, params, actor, lang }) => {
      const producer = await getRecord(deps.db, params.id);
      if (producer.devices_count > 0) throw inUse('devices.producer_in_use');
      await repo.destroy(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
