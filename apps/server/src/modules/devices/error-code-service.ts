import { type errorCodeFormSchema, msg } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { diff, writeAudit } from '../../core/audit/audit.ts';
import { inTransaction } from '../../core/data/records.ts';
import type { Actor } from '../../core/http/context.ts';
import { notFound, validationError } from '../../core/http/errors.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { type FileSlot, syncSlot } from './catalogue-files.ts';
import { inSubtreeOf } from './groups.ts';
import { assertIdsExist, listChange, withChanges } from './shared.ts';
import { deviceGroups, devices, errorCodeDevices, errorCodeGroups, errorCodes } from './tables.ts';

type ErrorCodeForm = z.output<typeof errorCodeFormSchema>;

export const MANUAL_SLOTS = {
  pl: { ownerType: 'error_code.manual_pl', field: 'manual_pl', kind: 'manual' },
  en: { ownerType: 'error_code.manual_en', field: 'manual_en', kind: 'manual' },
} as const satisfies Record<string, FileSlot>;

/** Devices are picked from the chosen groups (spec §5): each must lie in one of their subtrees. */
async function checkLinks(tx: Tx, input: ErrorCodeForm) {
  await assertIdsExist(tx, deviceGroups, input.groups, 'groups');
  await assertIdsExist(tx, devices, input.device_ids, 'device_ids');
  if (!input.device_ids.length) return;
  const inside = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(inArray(devices.id, input.device_ids), inSubtreeOf(devices.group_id, input.groups)));
  if (inside.length !== input.device_ids.length) {
    throw validationError({ device_ids: [msg('devices.device_outside_groups')] });
  }
}

async function linksOf(tx: Executor, id: number) {
  const groups = await tx
    .select({ id: errorCodeGroups.group_id })
    .from(errorCodeGroups)
    .where(eq(errorCodeGroups.error_code_id, id));
  const linked = await tx
    .select({ id: errorCodeDevices.device_id })
    .from(errorCodeDevices)
    .where(eq(errorCodeDevices.error_code_id, id));
  return { groups: groups.map((g) => g.id), devices: linked.map((d) => d.id) };
}

async function replaceLinks(tx: Tx, id: number, input: ErrorCodeForm) {
  await tx.delete(errorCodeGroups).where(eq(errorCodeGroups.error_code_id, id));
  await tx.delete(errorCodeDevices).where(eq(errorCodeDevices.error_code_id, id));
  if (input.groups.length) {
    await tx
      .insert(errorCodeGroups)
      .values(input.groups.map((group_id) => ({ error_code_id: id, group_id })));
  }
  if (input.device_ids.length) {
    await tx
      .insert(errorCodeDevices)
      .values(input.device_ids.map((device_id) => ({ error_code_id: id, device_id })));
  }
}

const columnsOf = (input: ErrorCodeForm) => ({
  code: input.code,
  description: input.description,
  manual_pl_file_id: input.manual_pl,
  manual_en_file_id: input.manual_en,
});

export async function createErrorCode(db: Executor, actor: Actor, input: ErrorCodeForm): Promise<number> {
  return inTransaction(db, async (tx) => {
    await checkLinks(tx, input);
    const [row] = await tx.insert(errorCodes).values(columnsOf(input)).returning();
    await syncSlot(tx, MANUAL_SLOTS.pl, row.id, [], [input.manual_pl]);
    await syncSlot(tx, MANUAL_SLOTS.en, row.id, [], [input.manual_en]);
    await replaceLinks(tx, row.id, input);
    await writeAudit(tx, {
      actor,
      action: 'create',
      recordType: 'error_code',
      recordId: row.id,
      changes: withChanges(diff(null, row), {
        groups: listChange([], input.groups),
        device_ids: listChange([], input.device_ids),
      }),
    });
    return row.id;
  });
}

export async function updateErrorCode(
  db: Executor,
  actor: Actor,
  id: number,
  input: ErrorCodeForm,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(errorCodes).where(eq(errorCodes.id, id)).for('update');
    if (!before) throw notFound();
    await checkLinks(tx, input);
    await syncSlot(tx, MANUAL_SLOTS.pl, id, [before.manual_pl_file_id], [input.manual_pl]);
    await syncSlot(tx, MANUAL_SLOTS.en, id, [before.manual_en_file_id], [input.manual_en]);
    const old = await linksOf(tx, id);
    await replaceLinks(tx, id, input);
    const [after] = await tx
      .update(errorCodes)
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where(eq(errorCodes.id, id))
      .returning();
    await writeAudit(tx, {
      actor,
      action: 'update',
      recordType: 'error_code',
      recordId: id,
      changes: withChanges(diff(before, after), {
        groups: listChange(old.groups, input.groups),
        device_ids: listChange(old.devices, input.device_ids),
      }),
    });
  });
}

export async function deleteErrorCode(db: Executor, actor: Actor, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(errorCodes).where(eq(errorCodes.id, id)).for('update');
    if (!before) throw notFound();
    await syncSlot(tx, MANUAL_SLOTS.pl, id, [before.manual_pl_file_id], []);
    await syncSlot(tx, MANUAL_SLOTS.en, id, [before.manual_en_file_id], []);
    await tx.delete(errorCodes).where(eq(errorCodes.id, id));
    await writeAudit(tx, { actor, action: 'delete', recordType: 'error_code', recordId: id, before });
  });
}
