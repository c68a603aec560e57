import type { DeviceRecord, Translatable } from '@portal/contracts';
import { eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { anyOf, either, equals, type ListSpec, ofIds, selectOne } from '../../core/data/reads.ts';
import { notFound } from '../../core/http/errors.ts';
import { isoTime } from '../../core/iso-time.ts';
import { text } from '../../core/text/translatable.ts';
import type { Executor } from '../../db/client.ts';
import { producers } from '../producers/tables.ts';
import { inSubtreeOf } from './groups.ts';
import { deviceGroups, devices, deviceTagLinks, productCards } from './tables.ts';
import { deviceTagsJson, type TagRef } from './tag-json.ts';

const deviceFields = {
  id: devices.id,
  code: devices.code,
  name: devices.name,
  name2: devices.name2,
  unit: devices.unit,
  factor: devices.factor,
  heating_capacity: devices.heating_capacity,
  cooling_capacity: devices.cooling_capacity,
  blocked: devices.blocked,
  sales_price: devices.sales_price,
  is_offerable: devices.is_offerable,
  offer_description: devices.offer_description,
  erp_managed: devices.erp_managed,
  group_id: devices.group_id,
  producer_id: devices.producer_id,
  product_card_id: devices.product_card_id,
  created_at: devices.created_at,
  updated_at: devices.updated_at,
  group_code: deviceGroups.code,
  group_name: deviceGroups.name,
  group_path: deviceGroups.path,
  producer_name: producers.name,
  product_card_name: productCards.name,
};

export type DeviceRow = typeof devices.$inferSelect & {
  group_code: string | null;
  group_name: Translatable | null;
  group_path: string | null;
  producer_name: string | null;
  product_card_name: Translatable | null;
};

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
const joinRefs = (q: any) =>
  q
    .leftJoin(deviceGroups, eq(deviceGroups.id, devices.group_id))
    .leftJoin(producers, eq(producers.id, devices.producer_id))
    .leftJoin(productCards, eq(productCards.id, devices.product_card_id));

/** Devices carrying any of the tags. */
export const withTags = (ids: readonly number[]) =>
  sql`EXISTS (SELECT 1 FROM ${deviceTagLinks} WHERE ${deviceTagLinks.device_id} = ${devices.id} AND ${inArray(deviceTagLinks.tag_id, ids)})`;

export const deviceSorts = {
  created_at: devices.created_at,
  updated_at: devices.updated_at,
  code: devices.code_sort_key,
  name: devices.name_sort_key,
  sales_price: devices.sales_price,
  blocked: devices.blocked,
};

/**
 * A device's tags in name order as a JSON array, selected with the device's row: a show or a list
 * page is one statement (issue 17), not one for the rows and one for their tags.
 */
const showFields = { ...deviceFields, tags: deviceTagsJson };

/** Staff list (spec §2 /cms/device/devices): every device, unassigned ones included. */
export const deviceListSpec: ListSpec = {
  table: devices,
  fields: showFields,
  join: joinRefs,
  sort: deviceSorts,
  search: devices.search_text,
  filters: {
    group: ofIds((ids) => inSubtreeOf(devices.group_id, ids)),
    producer: anyOf(devices.producer_id),
    tag: ofIds(withTags),
    product_card: anyOf(devices.product_card_id),
    blocked: equals(devices.blocked),
    offerable: equals(devices.is_offerable),
    erp_managed: equals(devices.erp_managed),
    unassigned: either(isNull(devices.group_id), isNotNull(devices.group_id)),
  },
};

/** A device row with its tags (`showFields`) as the API's device record. */
export function toDeviceRecord(r: DeviceRow & { tags: TagRef[] }): DeviceRecord {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    name2: r.name2,
    unit: r.unit,
    factor: r.factor,
    heating_capacity: r.heating_capacity,
    cooling_capacity: r.cooling_capacity,
    blocked: r.blocked,
    sales_price: r.sales_price,
    is_offerable: r.is_offerable,
    offer_description: r.offer_description,
    erp_managed: r.erp_managed,
    group_id: r.group_id,
    group:
      r.group_id !== null && r.group_code !== null
        ? { id: r.group_id, code: r.group_code, name: text(r.group_name) as Translatable }
        : null,
    producer_id: r.producer_id,
    producer:
      r.producer_id !== null && r.producer_name !== null
        ? { id: r.producer_id, name: r.producer_name }
        : null,
    product_card_id: r.product_card_id,
    product_card:
      r.product_card_id !== null && r.product_card_name
        ? { id: r.product_card_id, name: text(r.product_card_name) as Translatable }
        : null,
    tags: r.tags.map((t) => ({ id: t.id, name: text(t.name) as Translatable, color: t.color })),
    created_at: isoTime(r.created_at),
    updated_at: isoTime(r.updated_at),
  };
}

/** A device row as lists and shows select it: with its tags. */
export type ShowRow = DeviceRow & { tags: TagRef[] };

const recordSource = { table: devices, fields: showFields, join: joinRefs };

/**
 * A device record: its row and tags, one statement. The error codes that concern it are not part
 * of it: a device may have hundreds, so they are the error-code list's `device` filter, paged and
 * searchable (docs/decisions/0039-a-show-carries-what-is-bounded.md).
 */
export async function getDeviceRecord(db: Executor, id: number): Promise<DeviceRecord> {
  const row = await selectOne<ShowRow>(db, recordSource, devices.id, id);
  if (!row) throw notFound();
  return toDeviceRecord(row);
}
