import {
  DOCUMENTATION_FILE,
  type documentationFormSchema,
  type documentationSyncSchema,
  msg,
} from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { patched } from '../../core/data/patch.ts';
import { auditAction, records, type WriteContext, within } from '../../core/data/records.ts';
import type { FileRow } from '../../core/files/files.ts';
import { type FileSlot, syncSlot } from '../../core/files/record-files.ts';
import { downloads } from '../../core/files/tables.ts';
import type { PartnerCaller } from '../../core/http/context.ts';
import { fieldError, notFound, validationError } from '../../core/http/errors.ts';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { devices } from '../devices/tables.ts';
import { businessAreas } from '../dictionaries/tables.ts';
import { DOWNLOAD_RECORD_TYPE, filesFor, visibleDocuments } from './queries.ts';
import {
  documentationBusinessAreas,
  documentationCategories,
  documentationDevices,
  documentationFavorites,
  documentations,
  documentationTagLinks,
  documentationTags,
  documentationTypes,
} from './tables.ts';

type DocumentForm = z.output<typeof documentationFormSchema>;
type DocumentPatch = Partial<DocumentForm>;
type SyncForm = z.output<typeof documentationSyncSchema>;
type IdTable = typeof documentationTypes | typeof documentationCategories | typeof documentationTags;

const documentRecords = records(documentations, 'documentation');

/** The two file slots of a document; each is its own owner type, so one file may fill both. */
const FILE_SLOTS = {
  file_pl: { ownerType: 'documentation.file_pl', field: 'file_pl', ...DOCUMENTATION_FILE },
  file_en: { ownerType: 'documentation.file_en', field: 'file_en', ...DOCUMENTATION_FILE },
} as const satisfies Record<string, FileSlot>;

/** 422 on `field` unless every id names an existing row of `table`. */
async function assertExist(
  db: Executor,
  table: IdTable | typeof devices | typeof businessAreas | typeof documentations,
  ids: readonly number[],
  field: string,
): Promise<void> {
  if (!ids.length) return;
  const unique = [...new Set(ids)];
  // biome-ignore lint/suspicious/noExplicitAny: the tables above all have an integer id
  const found = await (db as any).select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (found.length !== unique.length) throw fieldError(field, 'validation.exists');
}

async function checkReferences(tx: Tx, form: DocumentForm) {
  await assertExist(tx, documentationTypes, [form.type_id], 'type_id');
  await assertExist(tx, documentationCategories, [form.category_id], 'category_id');
  await assertExist(tx, documentationTags, form.tags, 'tags');
  await assertExist(tx, businessAreas, form.business_areas, 'business_areas');
  await assertExist(tx, devices, form.devices, 'devices');
}

const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);

async function linksOf(db: Executor, id: number) {
  const [tags, areas, linked] = await Promise.all([
    db
      .select({ id: documentationTagLinks.tag_id })
      .from(documentationTagLinks)
      .where(eq(documentationTagLinks.documentation_id, id)),
    db
      .select({ id: documentationBusinessAreas.business_area_id })
      .from(documentationBusinessAreas)
      .where(eq(documentationBusinessAreas.documentation_id, id)),
    db
      .select({ id: documentationDevices.device_id })
      .from(documentationDevices)
      .where(eq(documentationDevices.documentation_id, id)),
  ]);
  return linksAudit({
    tags: tags.map((r) => r.id),
    business_areas: areas.map((r) => r.id),
    devices: linked.map((r) => r.id),
  });
}

/** The links audited with the row, sorted so an unchanged set is no change. */
const linksAudit = (form: Pick<DocumentForm, 'tags' | 'business_areas' | 'devices'>) => ({
  tags: sorted(form.tags),
  business_areas: sorted(form.business_areas),
  devices: sorted(form.devices),
});

async function replaceLinks(tx: Tx, id: number, form: DocumentForm) {
  await tx.delete(documentationTagLinks).where(eq(documentationTagLinks.documentation_id, id));
  await tx.delete(documentationBusinessAreas).where(eq(documentationBusinessAreas.documentation_id, id));
  await tx.delete(documentationDevices).where(eq(documentationDevices.documentation_id, id));
  if (form.tags.length)
    await tx
      .insert(documentationTagLinks)
      .values(form.tags.map((tag_id) => ({ documentation_id: id, tag_id })));
  await tx
    .insert(documentationBusinessAreas)
    .values(form.business_areas.map((business_area_id) => ({ documentation_id: id, business_area_id })));
  if (form.devices.length)
    await tx
      .insert(documentationDevices)
      .values(form.devices.map((device_id) => ({ documentation_id: id, device_id })));
}

const columnsOf = (form: DocumentForm) => ({
  type_id: form.type_id,
  category_id: form.category_id,
  documentation_number: form.documentation_number,
  title: form.title,
  locale: form.locale,
  active: form.active,
  file_pl_id: form.file_pl,
  file_en_id: form.file_en,
});

export async function createDocument(ctx: WriteContext, form: DocumentForm): Promise<number> {
  return inTransaction(ctx.db, async (tx) => {
    await checkReferences(tx, form);
    const row = await documentRecords.create(within(ctx, tx), columnsOf(form), {
      after: async (tx, row) => {
        await syncSlot(tx, FILE_SLOTS.file_pl, row.id, [], [form.file_pl]);
        await syncSlot(tx, FILE_SLOTS.file_en, row.id, [], [form.file_en]);
        await replaceLinks(tx, row.id, form);
        return linksAudit(form);
      },
    });
    return row.id;
  });
}

/** A partial update: the fields sent over the stored document and its links. */
export async function updateDocument(ctx: WriteContext, id: number, patch: DocumentPatch): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const stored = await documentRecords.lock(tx, id);
    const old = await linksOf(tx, id);
    const form = patched<DocumentForm>(
      {
        type_id: stored.type_id,
        category_id: stored.category_id,
        documentation_number: stored.documentation_number,
        title: stored.title,
        locale: stored.locale,
        active: stored.active,
        file_pl: stored.file_pl_id,
        file_en: stored.file_en_id,
        ...old,
      },
      patch,
    );
    await documentRecords.update(within(ctx, tx), id, columnsOf(form), {
      before: async (tx, before) => {
        await checkReferences(tx, form);
        await syncSlot(tx, FILE_SLOTS.file_pl, id, [before.file_pl_id], [form.file_pl]);
        await syncSlot(tx, FILE_SLOTS.file_en, id, [before.file_en_id], [form.file_en]);
        await replaceLinks(tx, id, form);
        return old;
      },
      after: async () => linksAudit(form),
    });
  });
}

export async function destroyDocument(ctx: WriteContext, id: number): Promise<void> {
  await documentRecords.destroy(ctx, id, {
    before: async (tx, before) => {
      await syncSlot(tx, FILE_SLOTS.file_pl, id, [before.file_pl_id], []);
      await syncSlot(tx, FILE_SLOTS.file_en, id, [before.file_en_id], []);
      return linksOf(tx, id);
    },
  });
}

async function documentsOfDevice(db: Executor, deviceId: number): Promise<number[]> {
  const rows = await db
    .select({ id: documentationDevices.documentation_id })
    .from(documentationDevices)
    .where(eq(documentationDevices.device_id, deviceId));
  return sorted(rows.map((r) => r.id));
}

/**
 * `device/devices/{id}/sync-documentations`: attaches and detaches many documents of one
 * device in one transaction, with one audit row on the device listing the documents before
 * and after. A document both attached and detached in one call ends detached.
 */
export async function syncDeviceDocuments(
  ctx: WriteContext,
  deviceId: number,
  form: SyncForm,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const [device] = await tx
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.id, deviceId))
      .for('update');
    if (!device) throw notFound();
    await assertExist(tx, documentations, form.attach, 'attach');
    await assertExist(tx, documentations, form.detach, 'detach');
    const before = await documentsOfDevice(tx, deviceId);
    if (form.attach.length) {
      await tx
        .insert(documentationDevices)
        .values(form.attach.map((documentation_id) => ({ documentation_id, device_id: deviceId })))
        .onConflictDoNothing();
    }
    if (form.detach.length) {
      await tx
        .delete(documentationDevices)
        .where(
          and(
            eq(documentationDevices.device_id, deviceId),
            inArray(documentationDevices.documentation_id, form.detach),
          ),
        );
    }
    const after = await documentsOfDevice(tx, deviceId);
    if (before.join() === after.join()) return;
    await auditAction(within(ctx, tx), {
      action: 'sync-documentations',
      recordType: 'device',
      recordId: deviceId,
      before: { documentations: before },
      after: { documentations: after },
    });
  });
}

/**
 * Marks the document as the caller's favourite, or unmarks it when it was one (a toggle);
 * answers whether it is a favourite now. A document the company may not see is not found.
 */
export async function toggleFavourite(
  ctx: WriteContext,
  caller: PartnerCaller,
  id: number,
): Promise<boolean> {
  await visibleDocuments(ctx.db, caller.partner_id, [id]);
  const mark = and(
    eq(documentationFavorites.user_id, caller.id),
    eq(documentationFavorites.documentation_id, id),
  );
  const removed = await ctx.db.delete(documentationFavorites).where(mark).returning();
  if (removed.length) return false;
  await ctx.db
    .insert(documentationFavorites)
    .values({ user_id: caller.id, documentation_id: id, created_at: ctx.now })
    .onConflictDoNothing();
  return true;
}

/**
 * The files of several documents for one ZIP, in the order asked: at most `limit` documents
 * (422), each visible to the caller's company (404), each with a file in `lang` or its other
 * language (404). Every file taken counts as a download of its document by the caller.
 */
export async function documentsForZip(
  ctx: WriteContext,
  caller: PartnerCaller,
  ask: { ids: readonly number[]; lang: 'pl' | 'en' },
  limit: number,
): Promise<FileRow[]> {
  if (ask.ids.length > limit)
    throw validationError({ ids: [msg('documentation.select_at_most', { length: limit })] });
  const rows = await visibleDocuments(ctx.db, caller.partner_id, ask.ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ask.ids.map((id) => byId.get(id) as (typeof rows)[number]);
  const files = await filesFor(ctx.db, ordered, ask.lang);
  await ctx.db.insert(downloads).values(
    ordered.map((row, i) => ({
      user_id: caller.id,
      partner_id: caller.partner_id,
      file_id: files[i].id,
      record_type: DOWNLOAD_RECORD_TYPE,
      record_id: row.id,
      downloaded_at: ctx.now,
    })),
  );
  return files;
}
