import { DEVICE_ERP_FIELDS, type deviceFormSchema, type deviceUpdateSchema, msg } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { diff, writeAudit } from '../../core/audit/audit.ts';
import { inTransaction } from '../../core/data/records.ts';
import type { Actor } from '../../core/http/context.ts';
import { fieldError, notFound, validationError } from '../../core/http/errors.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { producers } from '../producers/tables.ts';
import { assertLeafGroup } from './groups.ts';
import { assertIdsExist, listChange, refused, withChanges } from './shared.ts';
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

async function assertCodeFree(db: Executor, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.code, code), exceptId === undefined ? undefined : ne(devices.id, exceptId)))
    .limit(1);
  if (row) throw fieldError('code', 'validation.unique');
}

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

/** A device added by hand; the ERP adds its own through the synchronization. */
export async function createDevice(db: Executor, actor: Actor, input: DeviceForm): Promise<number> {
  return inTransaction(db, async (tx) => {
    await assertCodeFree(tx, input.code);
    await checkReferences(tx, input);
    const { tags: _tags, ...columns } = input;
    const [row] = await tx
      .insert(devices)
      .values({ ...columns, erp_managed: false })
      .returning();
    await replaceTags(tx, row.id, input.tags);
    await writeAudit(tx, {
      actor,
      action: 'create',
      recordType: 'device',
      recordId: row.id,
      changes: withChanges(diff(null, row), { tags: listChange([], input.tags) }),
    });
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

export async function updateDevice(
  db: Executor,
  actor: Actor,
  id: number,
  input: DeviceUpdate,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(devices).where(eq(devices.id, id)).for('update');
    if (!before) throw notFound();
    checkErpFields(before, input);
    if (input.code !== undefined && input.code !== before.code) await assertCodeFree(tx, input.code, id);
    await checkReferences(tx, input);
    const [after] = await tx
      .update(devices)
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where(eq(devices.id, id))
      .returning();
    let tags = null;
    if (input.tags !== undefined) {
      const old = await tagIdsOf(tx, id);
      await replaceTags(tx, id, input.tags);
      tags = listChange(old, input.tags);
    }
    await writeAudit(tx, {
      actor,
      action: 'update',
      recordType: 'device',
      recordId: id,
      changes: withChanges(diff(before, after), { tags }),
    });
  });
}

/**
 * Deletes a hand-made device. ERP devices come back with the next pull, so they are blocked
 * in the ERP instead; a device that is a unit of another device's configuration stays.
 */
export async function deleteDevice(db: Executor, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(devices).where(eq(devices.id, id)).for('update');
    if (!before) throw notFound();
    if (before.erp_managed) throw refused('devices.erp_device_delete');
    const [used] = await tx
      .select({ id: deviceConfigurationItems.id })
      .from(deviceConfigurationItems)
      .innerJoin(deviceConfigurations, eq(deviceConfigurations.id, deviceConfigurationItems.configuration_id))
      .where(and(eq(deviceConfigurationItems.device_id, id), ne(deviceConfigurations.device_id, id)))
      .limit(1);
    if (used) throw refused('devices.device_in_use');
    // The device's own configurations may list the device itself as a unit.
    await tx.delete(deviceConfigurations).where(eq(deviceConfigurations.device_id, id));
    await tx.delete(devices).where(eq(devices.id, id));
    await writeAudit(tx, { actor, action: 'delete', recordType: 'device', recordId: id, before });
  });
}
