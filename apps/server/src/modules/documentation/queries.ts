import type {
  CatalogueFile,
  DocumentationRecord,
  documentationListQuery,
  Translatable,
} from '@portal/contracts';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { anyOf, equals, idList, type ListSpec, ofIds, selectRows } from '../../core/data/reads.ts';
import { type FileJson, fileJson, jsonArray, outer } from '../../core/data/show-json.ts';
import type { FileRow } from '../../core/files/files.ts';
import { fileRows, toCatalogueFile } from '../../core/files/record-files.ts';
import { AppError, notFound } from '../../core/http/errors.ts';
import { isoTime } from '../../core/iso-time.ts';
import { text } from '../../core/text/translatable.ts';
import type { Executor } from '../../db/client.ts';
import { deviceGroups, devices } from '../devices/tables.ts';
import { visibleToPartners } from '../devices/visibility.ts';
import { documentationCategories, documentations, documentationTypes } from './tables.ts';

/** Counted downloads of a document are rows of the media area's `downloads` under this type. */
export const DOWNLOAD_RECORD_TYPE = 'documentation';

/** `1, 2, 3` as bound parameters for `IN (...)` in hand-written subqueries. */
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

export const linkedToDeviceIds = (ids: readonly number[]) => linkedToDevices(inArray(linkedDevice.id, ids));
/** Documents linked to a device the partner zone shows (and that matches `extra`). */
export const linkedToVisibleDevice = (extra?: SQL) =>
  linkedToDevices(and(visibleToPartners(linkedDevice, linkedGroup), extra) as SQL);
export const linkedDeviceId = linkedDevice.id;
export const deviceSearchText = linkedDevice.search_text;

export const withTags = (ids: readonly number[]) =>
  sql`EXISTS (SELECT 1 FROM documentation_tag_links tag_link
    WHERE tag_link.documentation_id = "documentations"."id" AND tag_link.tag_id IN (${idList(ids)}))`;

/**
 * Documents for any of the business areas `ids`, read from the areas stored on the document
 * (migration 0026), which the partner search's index holds beside the category and the words.
 */
export const forBusinessAreas = (ids: readonly number[]) =>
  sql`${documentations.business_area_ids} && ARRAY[${idList(ids)}]::integer[]`;

/**
 * What a partner company may see (issue 18 item 4): an active document targeted at its
 * business area, and — when it is linked to devices — linked to at least one device the
 * partner zone shows. A document linked only to blocked or hidden devices stays hidden. The
 * device part is the stored `visible_by_devices` (kept by triggers, migration 0013): evaluating
 * it per candidate document made the partner list lose to the naive peer (bench/HISTORY.md).
 */
export function visibleToCompany(businessAreaId: number | null): SQL {
  if (businessAreaId === null) return sql`false`;
  return visibleInArea(sql`${forBusinessAreas([businessAreaId])}`);
}

/**
 * The same rule for the company `partnerId`, its business area read in the same statement (a
 * scalar subquery PostgreSQL runs once): a partner's show is one statement, not two.
 */
export const visibleToPartnerCompany = (partnerId: number | Placeholder): SQL =>
  visibleInArea(sql`${documentations.business_area_ids} @> ARRAY[(SELECT company.business_area_id
    FROM partners company WHERE company.id = ${partnerId})]`);

const visibleInArea = (inArea: SQL): SQL => sql`(${documentations.active} = true
    AND ${inArea}
    AND ${documentations.visible_by_devices} = true)`;

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
  title: Translatable;
  locale: DocumentationRecord['locale'];
  active: boolean;
  type_id: number;
  type_name: Translatable;
  category_id: number;
  category_name: Translatable;
  file_pl_id: number | null;
  file_en_id: number | null;
  created_at: Date;
  updated_at: Date;
};

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
export const joinDictionaries = (q: any) =>
  q
    .leftJoin(documentationTypes, eq(documentationTypes.id, documentations.type_id))
    .leftJoin(documentationCategories, eq(documentationCategories.id, documentations.category_id));

export const documentSorts = {
  created_at: documentations.created_at,
  updated_at: documentations.updated_at,
  documentation_number: documentations.documentation_number_sort_key,
  title: documentations.title_sort_key,
};

export type TagRef = { id: number; name: Translatable; color: string };
export type DeviceRef = { id: number; code: string; name: string; name2: string | null };
type AreaRef = { id: number; name: string };
export type TagJson = { id: number; name: { pl: string; en?: string | null }; color: string };

const outerId = outer('documentations', 'id');

/**
 * A document's relations selected with its row as JSON (issue 17): a show is one statement and
 * a list page one beside its count, instead of a statement per relation.
 */
export const documentTags = jsonArray<TagJson>(sql`SELECT json_agg(json_build_object('id', doc_tag.id,
      'name', doc_tag.name, 'color', doc_tag.color)
      ORDER BY pl_sort_key(doc_tag.name->>'pl') COLLATE "C", doc_tag.id)
    FROM documentation_tag_links doc_tag_link JOIN documentation_tags doc_tag ON doc_tag.id = doc_tag_link.tag_id
    WHERE doc_tag_link.documentation_id = ${outerId}`);

/** Linked devices; `match` (on the aliases above) keeps some of them, e.g. the partner zone's. */
const documentDevices = (match?: SQL) =>
  jsonArray<DeviceRef>(sql`SELECT json_agg(json_build_object('id', doc_device.id, 'code', doc_device.code,
      'name', doc_device.name, 'name2', doc_device.name2)
      ORDER BY doc_device.name_sort_key, doc_device.id)
    FROM documentation_devices doc_link JOIN devices doc_device ON doc_device.id = doc_link.device_id
    ${match ? sql`LEFT JOIN device_groups doc_device_group ON doc_device_group.id = doc_device.group_id ` : sql``}WHERE doc_link.documentation_id = ${outerId}${match ? sql` AND ${match}` : sql``}`);

/** Devices of the partner zone only (blocked, unassigned and inactive groups' devices never show). */
export const visibleDocumentDevices = documentDevices(visibleToPartners(linkedDevice, linkedGroup));

const documentAreas = jsonArray<AreaRef>(sql`SELECT json_agg(json_build_object('id', doc_area.id,
      'name', doc_area.name) ORDER BY pl_sort_key(doc_area.name) COLLATE "C", doc_area.id)
    FROM documentation_business_areas doc_area_link
    JOIN business_areas doc_area ON doc_area.id = doc_area_link.business_area_id
    WHERE doc_area_link.documentation_id = ${outerId}`);

const documentDownloads = sql<number>`(SELECT count(*)::int FROM downloads doc_download
    WHERE doc_download.record_type = ${DOWNLOAD_RECORD_TYPE} AND doc_download.record_id = ${outerId})`;

export const documentFiles = {
  file_pl: fileJson(outer('documentations', 'file_pl_id')),
  file_en: fileJson(outer('documentations', 'file_en_id')),
};

export const tagRefs = (tags: TagJson[]): TagRef[] =>
  tags.map((t) => ({ id: t.id, name: text(t.name), color: t.color }));

/** The back office's list and show (crud): the document with every relation. */
export const documentListSpec: ListSpec<z.output<typeof documentationListQuery>> = {
  table: documentations,
  fields: {
    ...documentFields,
    tags: documentTags,
    devices: documentDevices(),
    business_areas: documentAreas,
    ...documentFiles,
    downloads_count: documentDownloads,
  },
  join: joinDictionaries,
  id: documentations.id,
  sort: documentSorts,
  search: documentations.search_text,
  filters: {
    category: anyOf(documentations.category_id),
    type: anyOf(documentations.type_id),
    tag: ofIds(withTags),
    device: ofIds(linkedToDeviceIds),
    product_card: ofIds((ids) => linkedToDevices(inArray(linkedDevice.product_card_id, ids))),
    business_area: ofIds(forBusinessAreas),
    locale: anyOf(documentations.locale),
    active: equals(documentations.active),
  },
};

export type StaffDocumentRow = DocumentRow & {
  tags: TagJson[];
  devices: DeviceRef[];
  business_areas: AreaRef[];
  file_pl: FileJson | null;
  file_en: FileJson | null;
  downloads_count: number;
};

export const filesOf = (db: Executor, rows: readonly DocumentRow[]) =>
  fileRows(
    db,
    rows.flatMap((r) => [r.file_pl_id, r.file_en_id]),
  );

export const fileOf = (files: Map<number, FileRow>, id: number | null, url?: string): CatalogueFile | null =>
  id === null ? null : toCatalogueFile(files.get(id), url);

/** Rows of the list or the show, relations included, to back-office records. */
export function toDocumentRecords(rows: StaffDocumentRow[]): DocumentationRecord[] {
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
    tags: tagRefs(r.tags),
    business_areas: r.business_areas,
    devices: r.devices,
    file_pl: r.file_pl_id === null ? null : toCatalogueFile(r.file_pl),
    file_en: r.file_en_id === null ? null : toCatalogueFile(r.file_en),
    downloads_count: r.downloads_count,
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
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
    .orderBy(asc(documentations.title_sort_key), asc(documentations.id))) as DocumentRow[];
}

const documentSource = { table: documentations, fields: documentFields, join: joinDictionaries };

/** The documents among `ids` the company may see, or 404 when any of them is not visible to it. */
export async function visibleDocuments(
  db: Executor,
  partnerId: number,
  ids: readonly number[],
): Promise<DocumentRow[]> {
  const rows = await selectRows<DocumentRow>(db, documentSource, {
    where: and(inArray(documentations.id, [...ids]), visibleToPartnerCompany(partnerId)),
  });
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

/** The file of the asked language, else the other one: a document in one language still downloads. */
function fileIdFor(row: DocumentRow, lang: 'pl' | 'en'): number | null {
  return lang === 'pl' ? (row.file_pl_id ?? row.file_en_id) : (row.file_en_id ?? row.file_pl_id);
}

/** Each document's file in `lang` (else its other language), in the documents' order; 404 for one without. */
export async function filesFor(
  db: Executor,
  rows: readonly DocumentRow[],
  lang: 'pl' | 'en',
): Promise<FileRow[]> {
  const found = await filesOf(db, rows);
  return rows.map((row) => {
    const id = fileIdFor(row, lang);
    const file = id === null ? undefined : found.get(id);
    if (!file) throw new AppError(404, 'documentation.file_missing');
    return file;
  });
}
