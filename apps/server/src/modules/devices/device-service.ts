import { DEVICE_ERP_FIELDS, type deviceFormSchema, type deviceUpdateSchema, msg } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { records, type WriteContext, within } from '../../core/data/records.ts';
import { conflict, inUse, validationError } from '../../core/http/errors.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { producers } from '../producers/tables.ts';
import { destroyConfiguration } from './configurations.ts';
import { assertLeafGroup } from './groups.ts';
import { assertIdsExist, sortedIds } from './shared.ts';
import {
  deviceConfigurationItems,
  deviceConfigurations,
  devices,
  deviceTagLinks,
  deviceTags,
  productCards,
} from './tables.ts';

type DeviceRow = typeof devices.$inferSelect;
type DeviceForm = z.output<typeof deviceFormSchema>;
type DeviceUpdate = z.output<typeof deviceUpdateSchema>;

async function checkReferences(tx: Tx, input: DeviceUpdate) {
  if (input.group_id !== undefined) await assertLeafGroup(tx, input.group_id);
  if (input.producer_id) await assertIdsExist(tx, producers, [input.producer_id], 'producer_id');
  if (input.product_card_id)
    await assertIdsExist(tx, productCards, [input.product_card_id], 'product_card_id');
  if (input.tags?.length) await assertIdsExist(tx, deviceTags, input.tags, 'tags');
}

async function tagIdsOf(tx: Executor, deviceId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: deviceTagLinks.tag_id })
    .from(deviceTagLinks)
    .where(eq(deviceTagLinks.device_id, deviceId));
  return rows.map((r) => r.id);
}

async function replaceTags(tx: Tx, deviceId: number, tagIds: number[]) {
  await tx.delete(deviceTagLinks).where(eq(deviceTagLinks.device_id, deviceId));
  if (tagIds.length) {
    await tx.insert(deviceTagLinks).values(tagIds.map((tag_id) => ({ device_id: deviceId, tag_id })));
  }
}

function columnsOf(input: DeviceUpdate) {
  const { tags: _tags, ...columns } = input;
  return columns;
}

/** Devices' one audited write path; the ERP pull writes the devices it imports through it too. */
export const deviceRecords = records(devices, 'device');

/** A device added by hand; the ERP adds its own through the synchronization. */
export async function createDevice(ctx: WriteContext, input: DeviceForm): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    await checkReferences(tx, input);
    const { tags: _tags, ...columns } = input;
    const row = await deviceRecords.create(
      within(ctx, tx),
      { ...columns, erp_managed: false },
      {
        after: async (tx, row) => {
          await replaceTags(tx, row.id, input.tags);
          return { tags: sortedIds(input.tags) };
        },
      },
    );
    return row.id;
  });
}

function sameValue(field: (typeof DEVICE_ERP_FIELDS)[number], current: unknown, given: unknown): boolean {
  if (field === 'factor') return Number(current) === Number(given);
  return (current ?? null) === (given ?? null);
}

/** ERP-owned fields of an ERP device may be sent unchanged (a full form), never changed. */
function checkErpFields(before: DeviceRow, input: DeviceUpdate) {
  if (!before.erp_managed) return;
  const errors: Record<string, string[]> = {};
  for (const field of DEVICE_ERP_FIELDS) {
    if (input[field] === undefined) continue;
    if (!sameValue(field, before[field], input[field])) errors[field] = [msg('devices.erp_field_readonly')];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

export async function updateDevice(ctx: WriteContext, id: number, input: DeviceUpdate): Promise<void> {
  await deviceRecords.update(ctx, id, columnsOf(input), {
    before: async (tx, before) => {
      checkErpFields(before, input);
      await checkReferences(tx, input);
      if (input.tags === undefined) return;
      const old = await tagIdsOf(tx, id);
      await replaceTags(tx, id, input.tags);
      return { tags: sortedIds(old) };
    },
    after: async () => (input.tags === undefined ? undefined : { tags: sortedIds(input.tags) }),
  });
}

/**
 * Deletes a hand-made device. ERP devices come back with the next pull, so they are blocked
 * in the ERP instead; a device that is a unit of another device's configuration stays.
 */
export async function destroyDevice(ctx: WriteContext, id: number): Promise<void> {
  await deviceRecords.destroy(ctx, id, {
    before: async (tx, before) => {
      if (before.erp_managed) throw conflict('devices.erp_device_delete');
      const [used] = await tx
        .select({ id: deviceConfigurationItems.id })
        .from(deviceConfigurationItems)
        .innerJoin(
          deviceConfigurations,
          eq(deviceConfigurations.id, deviceConfigurationItems.configuration_id),
        )
        .where(and(eq(deviceConfigurationItems.device_id, id), ne(deviceConfigurations.device_id, id)))
        .limit(1);
      if (used) throw inUse('devices.device_in_use');
      // The device's own configurations may list the device itself as a unit.
      const own = await tx
        .select({ id: deviceConfigurations.id })
        .from(deviceConfigurations)
        .where(eq(deviceConfigurations.device_id, id));
      for (const c of own) await destroyConfiguration(within(ctx, tx), c.id);
    },
  });
}
