import type { partnerDeviceSchema, Translatable } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { anyOf, type ListSpec, listRecords, ofIds, selectOne } from '../../core/data/reads.ts';
import type { FileJson } from '../../core/data/show-json.ts';
import { streamCountedDownload } from '../../core/files/downloads.ts';
import { fileRows, imageUrl, toCatalogueFile } from '../../core/files/record-files.ts';
import { AppError, notFound } from '../../core/http/errors.ts';
import { defineRoute } from '../../core/http/routes.ts';
import { text } from '../../core/text/translatable.ts';
import type { Executor } from '../../db/client.ts';
import { producers } from '../producers/tables.ts';
import { deviceSorts, withTags } from './device-queries.ts';
import {
  type ErrorCodeShowRow,
  errorCodeVisibleToPartners,
  getErrorCodeRecord,
  partnerErrorCodeListSpec,
  partnerErrorCodeScope,
  toErrorCodeRecord,
} from './error-code-queries.ts';
import { groupTree, inSubtreeOf } from './groups.ts';
import {
  type PartnerDeviceRelations,
  partnerDevicePhoto,
  partnerDeviceRelations,
  toPartnerDeviceRelations,
} from './partner-device-show.ts';
import { deviceGroups, devices, errorCodes, errorCodeViews, productCards } from './tables.ts';
import { deviceTagsJson, type TagRef } from './tag-json.ts';
import { visibleToPartners } from './visibility.ts';

type PartnerDevice = z.input<typeof partnerDeviceSchema>;

const fields = {
  id: devices.id,
  code: devices.code,
  name: devices.name,
  name2: devices.name2,
  unit: devices.unit,
  heating_capacity: devices.heating_capacity,
  cooling_capacity: devices.cooling_capacity,
  product_card_id: devices.product_card_id,
  group_id: deviceGroups.id,
  group_code: deviceGroups.code,
  group_name: deviceGroups.name,
  group_path: deviceGroups.path,
  producer_id: producers.id,
  producer_name: producers.name,
  photo_file_id: productCards.main_photo_file_id,
};

type Row = {
  id: number;
  code: string;
  name: string;
  name2: string | null;
  unit: string;
  heating_capacity: string | null;
  cooling_capacity: string | null;
  product_card_id: number | null;
  group_id: number;
  group_code: string;
  group_name: Translatable;
  group_path: string;
  producer_id: number | null;
  producer_name: string | null;
  photo_file_id: number | null;
};

// biome-ignore lint/suspicious/noExplicitAny: a dynamic drizzle select of any shape
const join = (q: any) =>
  q
    .innerJoin(deviceGroups, eq(deviceGroups.id, devices.group_id))
    .leftJoin(producers, eq(producers.id, devices.producer_id))
    .leftJoin(productCards, eq(productCards.id, devices.product_card_id));

const visible = visibleToPartners(devices, deviceGroups);

/** A listed device with its tags and main photo, selected with its row (one statement per page). */
const listFields = { ...fields, tags: deviceTagsJson, photo: partnerDevicePhoto };
type ListRow = Row & { tags: TagRef[]; photo: FileJson | null };

/** The partner zone's device list: blocked and unassigned devices (and inactive groups) never show. */
export const partnerDeviceListSpec: ListSpec = {
  table: devices,
  fields: listFields,
  join,
  sort: { name: deviceSorts.name, code: deviceSorts.code, created_at: deviceSorts.created_at },
  search: devices.search_text,
  filters: {
    group: ofIds((ids) => inSubtreeOf(devices.group_id, ids)),
    tag: ofIds(withTags),
    producer: anyOf(devices.producer_id),
  },
};

function toPartnerDevice(r: ListRow): PartnerDevice {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    name2: r.name2,
    unit: r.unit,
    heating_capacity: r.heating_capacity,
    cooling_capacity: r.cooling_capacity,
    group: { id: r.group_id, code: r.group_code, name: text(r.group_name) as Translatable },
    producer:
      r.producer_id !== null && r.producer_name !== null
        ? { id: r.producer_id, name: r.producer_name }
        : null,
    tags: r.tags.map((t) => ({ id: t.id, name: text(t.name) as Translatable, color: t.color })),
    main_photo: r.photo_file_id === null ? null : toCatalogueFile(r.photo, imageUrl(r.photo) ?? undefined),
  };
}

const showFields = { ...listFields, ...partnerDeviceRelations };
const showSource = { table: devices, fields: showFields, join };
type ShowRow = ListRow & PartnerDeviceRelations;

/** The device page: the list's device with its ancestors, product card and error codes, one statement. */
async function partnerDevicePage(db: Executor, id: number) {
  const row = await selectOne<ShowRow>(db, showSource, devices.id, id, visible);
  if (!row) throw notFound();
  return Object.assign(toPartnerDevice(row), toPartnerDeviceRelations(row));
}

export const partnerZoneRoutes = [
  defineRoute('partner-zone.device.groups.tree', {
    summary: 'Active groups as a tree, for browsing devices',
    handler: async ({ deps }) => ({ results: await groupTree(deps.db, { activeOnly: true }) }),
  }),
  defineRoute('partner-zone.device.devices.index', {
    handler: async ({ deps, query }) => {
      const page = await listRecords<ListRow>(deps.db, partnerDeviceListSpec, query, visible);
      return { results: page.results.map(toPartnerDevice), pagination: page.pagination };
    },
  }),
  defineRoute('partner-zone.device.devices.show', {
    summary: 'The device page: data, product card and error codes',
    handler: async ({ deps, params }) => ({ model: await partnerDevicePage(deps.db, params.id) }),
  }),
  defineRoute('partner-zone.device.errorcodes.index', {
    summary: 'Error-code search by code and device model',
    handler: async ({ deps, query }) => {
      const page = await listRecords<ErrorCodeShowRow>(
        deps.db,
        partnerErrorCodeListSpec,
        query,
        partnerErrorCodeScope(query),
      );
      return {
        results: page.results.map((r) => toErrorCodeRecord(r, { partner: true })),
        pagination: page.pagination,
      };
    },
  }),
  defineRoute('partner-zone.device.errorcodes.show', {
    summary: 'One error code; every opening is recorded for the dashboard and reports',
    handler: async ({ deps, params, auth }) => {
      const model = await getErrorCodeRecord(deps.db, params.id, { partner: true });
      await deps.db.insert(errorCodeViews).values({
        error_code_id: params.id,
        user_id: auth.id,
        partner_id: auth.partner_id,
        viewed_at: deps.clock.now(),
      });
      return { model };
    },
  }),
  defineRoute('partner-zone.device.errorcodes.download', {
    stream: true,
    summary: 'The manual of an error code in Polish or English, as a counted download',
    handler: async (ctx) => {
      const [code] = await ctx.deps.db
        .select()
        .from(errorCodes)
        .where(and(eq(errorCodes.id, ctx.params.id), errorCodeVisibleToPartners));
      if (!code) throw notFound();
      const fileId = ctx.query.lang === 'pl' ? code.manual_pl_file_id : code.manual_en_file_id;
      const file = fileId === null ? undefined : (await fileRows(ctx.deps.db, [fileId])).get(fileId);
      if (!file) throw new AppError(404, 'devices.manual_missing');
      await streamCountedDownload(ctx, file, { recordType: 'error_code', recordId: code.id });
      return undefined;
    },
  }),
];
