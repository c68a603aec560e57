import type { CatalogueFile, DocumentationRecord, documentationListQuery } from '@portal/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type ListSpec, plSortKey } from '../../core/data/list.ts';
import type { FileRow } from '../../core/files/files.ts';
import { downloads } from '../../core/files/tables.ts';
import { notFound } from '../../core/http/errors.ts';
import type { Executor } from '../../db/client.ts';
import { fileRows, toCatalogueFile } from '../devices/catalogue-files.ts';
import { deviceGroups, devices } from '../devices/tables.ts';
import { visibleToPartners } from '../devices/visibility.ts';
import { businessAreas } from '../dictionaries/tables.ts';
import {
  documentationBusinessAreas,
  documentationCategories,
  documentationDevices,
  documentations,
  documentationTagLinks,
  documentationTags,
  documentationTypes,
} from './tables.ts';

type Text = { pl: string; en: string | null };
const text = (v: { pl: string; en?: string | null }): Text => ({ pl: v.pl, en: v.en ?? null });

/** Counted downloads of a document are rows of the media area's `downloads` under this type. */
export const DOWNLOAD_RECORD_TYPE = 'documentation';

/** `1, 2, 3` as bound parameters for `IN (...)` in hand-written subqueries. */
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * A linked device and its group as the subqueries below name them (drizzle renders an alias
 * interpolated into SQL as its bare name), so the devices' own visibility rule applies as is.
 */
const linkedDevice = alias(devices, 'doc_device');
const linkedGroup = alias(deviceGroups, 'doc_device_group');

/** Documents linked to a device that matches `match` (a condition on the aliases above). */
export function linkedToDevices(match: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM documentation_devices doc_link
    JOIN devices doc_device ON doc_device.id = doc_link.device_id
    LEFT JOIN device_groups doc_device_group ON doc_device_group.id = doc_device.group_id
    WHERE doc_link.documentation_id = "documentations"."id" AND ${match})`;
}

export const linkedToDeviceIds = (ids: number[]) => linkedToDevices(inArray(linkedDevice.id, ids));
/** Documents linked to a device the partner zone shows (and that matches `extra`). */
export const linkedToVisibleDevice = (extra?: SQL) =>
  linkedToDevices(and(visibleToPartners(linkedDevice, linkedGroup), extra) as SQL);
export const linkedDeviceId = linkedDevice.id;
export const deviceSearchText = linkedDevice.search_text;

export const withTags = (ids: number[]) =>
  sql`EXISTS (SELECT 1 FROM documentation_tag_links tag_link
    WHERE tag_link.documentation_id = "documentations"."id" AND tag_link.tag_id IN (${idList(ids)}))`;

export const forBusinessAreas = (ids: number[]) =>
  sql`EXISTS (SELECT 1 FROM documentation_business_areas area_link
    WHERE area_link.documentation_id = "documentations"."id" AND area_link.business_area_id IN (${idList(ids)}))`;

/**
 * What a partner company may see (issue 18 item 4): an active document targeted at its
 * business area, and — when it is linked to devices — linked to at least one device the
 * partner zone shows. A document linked only to blocked or hidden devices stays hidden. The
 * device part is the stored `visible_by_devices` (kept by triggers, migration 0013): evaluating
 * it per candidate document made the partner list lose to the naive peer (README Performance).
 */
export function visibleToCompany(businessAreaId: number | null): SQL {
  if (businessAreaId === null) return sql`false`;
  return sql`(${documentations.active} = true
    AND ${forBusinessAreas([businessAreaId])}
    AND ${documentations.visible_by_devices} = true)`;
}

export const documentFields = {
  id: documentations.id,
  documentation_number: documentations.documentation_number,
  title: documentations.title,
  locale: documentations.locale,
  active: documentations.active,
  type_id: documentations.type_id,
  type_name: documentationTypes.name,
  category_id: documentations.category_id,
  category_name: documentationCategories.name,
  file_pl_id: documentations.file_pl_id,
  file_en_id: documentations.file_en_id,
  created_at: documentations.created_at,
  updated_at: documentations.updated_at,
};

export type DocumentRow = {
  id: number;
  documentation_number: string;
  title: Text;
  locale: DocumentationRecord['locale'];
  active: boolean;
  type_id: number;
  type_name: Text;
  category_id: number;
  category_name: Text;
  file_pl_id: number | null;
  file_en_id: number | null;
  created_at: Date;
  updated_at: Date;
};

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
export const joinDictionaries = (q: any) =>
  q
    .innerJoin(documentationTypes, eq(documentationTypes.id, documentations.type_id))
    .innerJoin(documentationCategories, eq(documentationCategories.id, documentations.category_id));

export const documentSorts = {
  created_at: documentations.created_at,
  updated_at: documentations.updated_at,
  documentation_number: documentations.documentation_number,
  title: plSortKey(sql`(${documentations.title}->>'pl')`),
};

/** The back office's list (spec §2 /cms/documentation/documentations). */
export const documentListSpec: ListSpec<z.output<typeof documentationListQuery>> = {
  table: documentations,
  fields: documentFields,
  join: joinDictionaries,
  id: documentations.id,
  sort: documentSorts,
  search: documentations.search_text,
  filters: {
    category: (ids: number[]) => inArray(documentations.category_id, ids),
    type: (ids: number[]) => inArray(documentations.type_id, ids),
    tag: (ids: number[]) => withTags(ids),
    device: (ids: number[]) => linkedToDeviceIds(ids),
    product_card: (ids: number[]) => linkedToDevices(inArray(linkedDevice.product_card_id, ids)),
    business_area: (ids: number[]) => forBusinessAreas(ids),
    locale: (values) => inArray(documentations.locale, values),
    active: (active: boolean) => eq(documentations.active, active),
  },
};

export type TagRef = { id: number; name: Text; color: string };
export type DeviceRef = { id: number; code: string; name: string; name2: string | null };

export async function tagsOf(db: Executor, ids: readonly number[]): Promise<Map<number, TagRef[]>> {
  const out = new Map<number, TagRef[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      documentation_id: documentationTagLinks.documentation_id,
      id: documentationTags.id,
      name: documentationTags.name,
      color: documentationTags.color,
    })
    .from(documentationTagLinks)
    .innerJoin(documentationTags, eq(documentationTags.id, documentationTagLinks.tag_id))
    .where(inArray(documentationTagLinks.documentation_id, [...ids]))
    .orderBy(asc(plSortKey(sql`(${documentationTags.name}->>'pl')`)));
  for (const r of rows) {
    const list = out.get(r.documentation_id) ?? [];
    list.push({ id: r.id, name: text(r.name), color: r.color });
    out.set(r.documentation_id, list);
  }
  return out;
}

/** Linked devices per document; `visibleOnly` keeps the ones the partner zone shows. */
export async function devicesOf(
  db: Executor,
  ids: readonly number[],
  opts: { visibleOnly?: boolean } = {},
): Promise<Map<number, DeviceRef[]>> {
  const out = new Map<number, DeviceRef[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      documentation_id: documentationDevices.documentation_id,
      id: devices.id,
      code: devices.code,
      name: devices.name,
      name2: devices.name2,
    })
    .from(documentationDevices)
    .innerJoin(devices, eq(devices.id, documentationDevices.device_id))
    .leftJoin(deviceGroups, eq(deviceGroups.id, devices.group_id))
    .where(
      and(
        inArray(documentationDevices.documentation_id, [...ids]),
        opts.visibleOnly ? visibleToPartners(devices, deviceGroups) : undefined,
      ),
    )
    .orderBy(asc(plSortKey(devices.name)), asc(devices.id));
  for (const { documentation_id, ...device } of rows) {
    const list = out.get(documentation_id) ?? [];
    list.push(device);
    out.set(documentation_id, list);
  }
  return out;
}

async function businessAreasOf(db: Executor, ids: readonly number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      documentation_id: documentationBusinessAreas.documentation_id,
      id: businessAreas.id,
      name: businessAreas.name,
    })
    .from(documentationBusinessAreas)
    .innerJoin(businessAreas, eq(businessAreas.id, documentationBusinessAreas.business_area_id))
    .where(inArray(documentationBusinessAreas.documentation_id, [...ids]))
    .orderBy(asc(plSortKey(businessAreas.name)));
  for (const { documentation_id, ...area } of rows) {
    const list = out.get(documentation_id) ?? [];
    list.push(area);
    out.set(documentation_id, list);
  }
  return out;
}

async function downloadCounts(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: downloads.record_id, count: sql<number>`count(*)::int` })
    .from(downloads)
    .where(and(eq(downloads.record_type, DOWNLOAD_RECORD_TYPE), inArray(downloads.record_id, [...ids])))
    .groupBy(downloads.record_id);
  return new Map(rows.map((r) => [r.id, r.count]));
}

export const filesOf = (db: Executor, rows: readonly DocumentRow[]) =>
  fileRows(
    db,
    rows.flatMap((r) => [r.file_pl_id, r.file_en_id]),
  );

export const fileOf = (files: Map<number, FileRow>, id: number | null, url?: string): CatalogueFile | null =>
  id === null ? null : toCatalogueFile(files.get(id), url);

/** Rows of the list (a page at a time) to back-office records, relations read per page. */
export async function toDocumentRecords(db: Executor, rows: DocumentRow[]): Promise<DocumentationRecord[]> {
  const ids = rows.map((r) => r.id);
  const [tags, linked, areas, files, counts] = await Promise.all([
    tagsOf(db, ids),
    devicesOf(db, ids),
    businessAreasOf(db, ids),
    filesOf(db, rows),
    downloadCounts(db, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    documentation_number: r.documentation_number,
    title: text(r.title),
    locale: r.locale,
    active: r.active,
    type_id: r.type_id,
    type: { id: r.type_id, name: text(r.type_name) },
    category_id: r.category_id,
    category: { id: r.category_id, name: text(r.category_name) },
    tags: tags.get(r.id) ?? [],
    business_areas: areas.get(r.id) ?? [],
    devices: linked.get(r.id) ?? [],
    file_pl: fileOf(files, r.file_pl_id),
    file_en: fileOf(files, r.file_en_id),
    downloads_count: counts.get(r.id) ?? 0,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

/**
 * A device's or a product card's documents, for their documentation children; `urlFor` gives
 * the partner zone's counted download instead of the staff file address.
 */
export async function toDocumentSummaries(
  db: Executor,
  rows: DocumentRow[],
  urlFor?: (id: number, lang: 'pl' | 'en') => string,
) {
  const found = await filesOf(db, rows);
  return rows.map((r) => ({
    id: r.id,
    documentation_number: r.documentation_number,
    title: text(r.title),
    locale: r.locale,
    active: r.active,
    type: { id: r.type_id, name: text(r.type_name) },
    category: { id: r.category_id, name: text(r.category_name) },
    file_pl: fileOf(found, r.file_pl_id, urlFor?.(r.id, 'pl')),
    file_en: fileOf(found, r.file_en_id, urlFor?.(r.id, 'en')),
  }));
}

export async function findDocumentRows(db: Executor, where: SQL): Promise<DocumentRow[]> {
  return (await joinDictionaries(db.select(documentFields).from(documentations).$dynamic())
    .where(where)
    .orderBy(asc(plSortKey(sql`(${documentations.title}->>'pl')`)), asc(documentations.id))) as DocumentRow[];
}

export async function getDocumentRecord(db: Executor, id: number): Promise<DocumentationRecord> {
  const [row] = await findDocumentRows(db, eq(documentations.id, id));
  if (!row) throw notFound();
  const [record] = await toDocumentRecords(db, [row]);
  return record;
}
