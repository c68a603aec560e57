import type {
  ConfigurationRecord,
  configurationFormSchema,
  configurationUpdateSchema,
} from '@portal/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anyOf, type ListSpec, listRecords } from '../../core/data/reads.ts';
import { records, type WriteContext, within, writeContext } from '../../core/data/records.ts';
import { notFound } from '../../core/http/errors.ts';
import { created, deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { isoTime } from '../../core/iso-time.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { assertIdsExist } from './shared.ts';
import { deviceConfigurationItems, deviceConfigurations, devices } from './tables.ts';

type ConfigurationRow = typeof deviceConfigurations.$inferSelect;
type Line = z.output<typeof configurationFormSchema>['items'][number];

const listSpec: ListSpec = {
  table: deviceConfigurations,
  sort: { created_at: deviceConfigurations.created_at, name: deviceConfigurations.name },
  search: sql`${deviceConfigurations.name}`,
  filters: { device: anyOf(deviceConfigurations.device_id) },
};

async function toRecords(db: Executor, rows: ConfigurationRow[]): Promise<ConfigurationRecord[]> {
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          id: deviceConfigurationItems.id,
          configuration_id: deviceConfigurationItems.configuration_id,
          device_id: deviceConfigurationItems.device_id,
          item_type: deviceConfigurationItems.item_type,
          quantity: deviceConfigurationItems.quantity,
          code: devices.code,
          name: devices.name,
          name2: devices.name2,
        })
        .from(deviceConfigurationItems)
        .innerJoin(devices, eq(devices.id, deviceConfigurationItems.device_id))
        .where(inArray(deviceConfigurationItems.configuration_id, ids))
        .orderBy(asc(deviceConfigurationItems.position), asc(deviceConfigurationItems.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    device_id: r.device_id,
    name: r.name,
    items: lines
      .filter((l) => l.configuration_id === r.id)
      .map((l) => ({
        id: l.id,
        device_id: l.device_id,
        device: { id: l.device_id, code: l.code, name: l.name, name2: l.name2 },
        item_type: l.item_type,
        quantity: l.quantity,
      })),
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  }));
}

async function getRecord(db: Executor, id: number): Promise<ConfigurationRecord> {
  const [row] = await db.select().from(deviceConfigurations).where(eq(deviceConfigurations.id, id));
  if (!row) throw notFound();
  const [record] = await toRecords(db, [row]);
  return record;
}

async function replaceLines(tx: Tx, configurationId: number, items: Line[]) {
  await tx
    .delete(deviceConfigurationItems)
    .where(eq(deviceConfigurationItems.configuration_id, configurationId));
  await tx.insert(deviceConfigurationItems).values(
    items.map((item, position) => ({
      configuration_id: configurationId,
      device_id: item.device_id,
      item_type: item.item_type,
      quantity: item.quantity,
      position,
    })),
  );
}

async function linesOf(tx: Executor, configurationId: number) {
  return tx
    .select({
      device_id: deviceConfigurationItems.device_id,
      item_type: deviceConfigurationItems.item_type,
      quantity: deviceConfigurationItems.quantity,
    })
    .from(deviceConfigurationItems)
    .where(eq(deviceConfigurationItems.configuration_id, configurationId))
    .orderBy(asc(deviceConfigurationItems.position));
}

const configurationRecords = records(deviceConfigurations, 'device_configuration');

/** The lines as the audit row shows them, in the same shape `linesOf` reads back. */
const auditedLines = (items: Line[]) =>
  items.map((i) => ({ device_id: i.device_id, item_type: i.item_type, quantity: i.quantity }));

async function createConfiguration(
  ctx: WriteContext,
  input: z.output<typeof configurationFormSchema>,
): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    await assertIdsExist(tx, devices, [input.device_id], 'device_id');
    await assertIdsExist(
      tx,
      devices,
      input.items.map((i) => i.device_id),
      'items',
    );
    const row = await configurationRecords.create(
      within(ctx, tx),
      { device_id: input.device_id, name: input.name },
      {
        after: async (tx, row) => {
          await replaceLines(tx, row.id, input.items);
          return { items: auditedLines(input.items) };
        },
      },
    );
    return row.id;
  });
}

/** A partial update: the name when sent; the lines, when sent, replaced as a whole. */
async function updateConfiguration(
  ctx: WriteContext,
  id: number,
  input: z.output<typeof configurationUpdateSchema>,
): Promise<void> {
  const { items } = input;
  await configurationRecords.update(
    ctx,
    id,
    { name: input.name },
    items && {
      before: async (tx) => {
        await assertIdsExist(
          tx,
          devices,
          items.map((i) => i.device_id),
          'items',
        );
        const oldLines = await linesOf(tx, id);
        await replaceLines(tx, id, items);
        return { items: oldLines };
      },
      after: async () => ({ items: auditedLines(items) }),
    },
  );
}

/** Deletes a configuration with its lines (also when its device is deleted). */
export async function destroyConfiguration(ctx: WriteContext, id: number): Promise<void> {
  await configurationRecords.destroy(ctx, id, {
    before: async (tx) => ({ items: await linesOf(tx, id) }),
  });
}

/** Configurations of a device (spec §2 devices/{id}/configurations; the offer generator reads them). */
export const configurationRoutes = [
  defineRoute('device.configurations.index', {
    handler: async ({ deps, query }) => {
      const page = await listRecords<ConfigurationRow>(deps.db, listSpec, query);
      return { results: await toRecords(deps.db, page.results), pagination: page.pagination };
    },
  }),
  defineRoute('device.configurations.show', {
    handler: async ({ deps, params }) => ({ model: await getRecord(deps.db, params.id) }),
  }),
  defineRoute('device.configurations.store', {
    status: 201,
    handler: async ({ deps, body, actor, lang }) =>
      created(lang, await getRecord(deps.db, await createConfiguration(writeContext({ deps, actor }), body))),
  }),
  defineRoute('device.configurations.update', {
    handler: async ({ deps, params, body, actor, lang }) => {
      await updateConfiguration(writeContext({ deps, actor }), params.id, body);
      return saved(lang, await getRecord(deps.db, params.id));
    },
  }),
  defineRoute('device.configurations.destroy', {
    handler: async ({ deps, params, actor, lang }) => {
      await destroyConfiguration(writeContext({ deps, actor }), params.id);
      return deleted(lang);
    },
  }),
];
