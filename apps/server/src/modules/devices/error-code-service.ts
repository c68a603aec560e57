import { CATALOGUE_FILES, type errorCodeFormSchema, errorCodeGroupMissing, msg } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { patched } from '../../core/data/patch.ts';
import { records, type WriteContext, within } from '../../core/data/records.ts';
import { type FileSlot, syncSlot } from '../../core/files/record-files.ts';
import { validationError } from '../../core/http/errors.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { inSubtreeOf } from './groups.ts';
import { assertIdsExist } from './shared.ts';
import { deviceGroups, devices, errorCodeDevices, errorCodeGroups, errorCodes } from './tables.ts';

type ErrorCodeForm = z.output<typeof errorCodeFormSchema>;

/** Manuals reach partners through the counted download, so they may be private. */
const MANUAL_SLOTS = {
  pl: { ownerType: 'error_code.manual_pl', field: 'manual_pl', ...CATALOGUE_FILES.manual },
  en: { ownerType: 'error_code.manual_en', field: 'manual_en', ...CATALOGUE_FILES.manual },
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

const errorCodeRecords = records(errorCodes, 'error_code');

/** The links audited with the row, sorted so an unchanged set is no change. */
const linksAudit = (groups: readonly number[], deviceIds: readonly number[]) => ({
  groups: [...groups].sort((x, y) => x - y),
  device_ids: [...deviceIds].sort((x, y) => x - y),
});

export async function createErrorCode(ctx: WriteContext, input: ErrorCodeForm): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    await checkLinks(tx, input);
    const row = await errorCodeRecords.create(within(ctx, tx), columnsOf(input), {
      after: async (tx, row) => {
        await syncSlot(tx, MANUAL_SLOTS.pl, row.id, [], [input.manual_pl]);
        await syncSlot(tx, MANUAL_SLOTS.en, row.id, [], [input.manual_en]);
        await replaceLinks(tx, row.id, input);
        return linksAudit(input.groups, input.device_ids);
      },
    });
    return row.id;
  });
}

/** A partial update: the fields sent over the stored code, whose links are checked and written as a set. */
export async function updateErrorCode(
  ctx: WriteContext,
  id: number,
  patch: Partial<ErrorCodeForm>,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const stored = await errorCodeRecords.lock(tx, id);
    const old = await linksOf(tx, id);
    const input = patched<ErrorCodeForm>(
      {
        code: stored.code,
        description: stored.description,
        manual_pl: stored.manual_pl_file_id,
        manual_en: stored.manual_en_file_id,
        groups: old.groups,
        device_ids: old.devices,
      },
      patch,
    );
    if (errorCodeGroupMissing(input)) throw validationError({ groups: [msg('devices.group_required')] });
    await checkLinks(tx, input);
    await errorCodeRecords.update(within(ctx, tx), id, columnsOf(input), {
      before: async (tx, before) => {
        await syncSlot(tx, MANUAL_SLOTS.pl, id, [before.manual_pl_file_id], [input.manual_pl]);
        await syncSlot(tx, MANUAL_SLOTS.en, id, [before.manual_en_file_id], [input.manual_en]);
        await replaceLinks(tx, id, input);
        return linksAudit(old.groups, old.devices);
      },
      after: async () => linksAudit(input.groups, input.device_ids),
    });
  });
}

export async function destroyErrorCode(ctx: WriteContext, id: number): Promise<void> {
  await errorCodeRecords.destroy(ctx, id, {
    before: async (tx, before) => {
      await syncSlot(tx, MANUAL_SLOTS.pl, id, [before.manual_pl_file_id], []);
      await syncSlot(tx, MANUAL_SLOTS.en, id, [before.manual_en_file_id], []);
    },
  });
}
