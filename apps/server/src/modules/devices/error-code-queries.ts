import type { ErrorCodeRecord, Translatable } from '@portal/contracts';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  idList,
  type ListSpec,
  ofIds,
  prefixCondition,
  recordColumns,
  searchCondition,
  selectOne,
} from '../../core/data/reads.ts';
import { type FileJson, fileJson, jsonArray, outer } from '../../core/data/show-json.ts';
import { toCatalogueFile } from '../../core/files/record-files.ts';
import { notFound } from '../../core/http/errors.ts';
import { isoTime } from '../../core/iso-time.ts';
import { text } from '../../core/text/translatable.ts';
import type { Executor } from '../../db/client.ts';
import { deviceGroups, devices, errorCodes } from './tables.ts';
import { groupVisibleToPartners, pathIds, visibleToPartners } from './visibility.ts';

/**
 * The device and its group as error-code conditions see them: `match` conditions use these
 * aliases, which the subqueries below declare by name (drizzle renders an alias interpolated
 * into SQL as its bare name).
 */
const ecDevice = alias(devices, 'ec_device');
const ecDeviceGroup = alias(deviceGroups, 'ec_device_group');

const matchedPathIds = pathIds(sql.raw('matched_group.path'));

/** A `matched_group` that holds a device matching `match` (on `ecDevice` and `ecDeviceGroup`). */
const ofMatchingDevices = (match: SQL) => sql`matched_group.id IN (SELECT ec_device.group_id
      FROM devices ec_device JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
      WHERE ${match})`;

/**
 * Error codes that concern at least one device matching `match` (a condition on `ecDevice`
 * and `ecDeviceGroup`): listed on the device itself, or — for a code that lists no devices —
 * on a group at or above the device's group. A group's `path` lists its own id and its
 * ancestors' (`/3/17/42/`), so "at or above" is membership in the ids of the matching devices'
 * paths: both branches are uncorrelated sets, instead of comparing every linked group with every
 * matching device (issue 17). The paths are split once per matching group, not per matching
 * device (a model word matches hundreds of devices in a few dozen groups). They are one `IN (… UNION ALL …)`, not two `IN`s joined by `OR`:
 * an `OR` of two sets makes PostgreSQL test every error code against both, a scan that grows with
 * the table, while one set can be joined to the codes by their key.
 */
function concernsDevices(match: SQL): SQL {
  return sql`("error_codes"."id" IN (SELECT direct_link.error_code_id FROM error_code_devices direct_link
      JOIN devices ec_device ON ec_device.id = direct_link.device_id
      LEFT JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
      WHERE ${match}
    UNION ALL SELECT group_link.error_code_id FROM error_code_groups group_link
      WHERE group_link.group_id IN (SELECT unnest(${matchedPathIds})
          FROM device_groups matched_group WHERE ${ofMatchingDevices(match)})
        AND NOT EXISTS (SELECT 1 FROM error_code_devices other_link
          WHERE other_link.error_code_id = group_link.error_code_id)))`;
}

/**
 * The ids of the groups at or above the groups of the devices matching `match`, as one array: a
 * subquery PostgreSQL evaluates once per statement, which a group link then tests with its key
 * (`group_id = ANY (…)`).
 */
function groupsAboveDevices(match: SQL): SQL {
  return sql`(SELECT array_agg(DISTINCT ancestor) FROM device_groups matched_group,
      unnest(${matchedPathIds}) ancestor WHERE ${ofMatchingDevices(match)})::int[]`;
}

/**
 * `concernsDevices` for the few devices a `device` filter names (a device's own page of codes):
 * the codes' ids gathered as one array their key then looks up, and the groups above the devices
 * as one array the group links' key looks up. The sets of `concernsDevices` suit a model word's
 * hundreds of devices; for one device PostgreSQL joined them to every code and every group link,
 * a scan that grows with the tables (3.8 → 0.8 ms at `--scale 1`).
 */
function concernsNamedDevices(match: SQL): SQL {
  return sql`"error_codes"."id" = ANY (ARRAY(SELECT direct_link.error_code_id FROM error_code_devices direct_link
      JOIN devices ec_device ON ec_device.id = direct_link.device_id
      LEFT JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
      WHERE ${match}
    UNION ALL SELECT group_link.error_code_id FROM error_code_groups group_link
      WHERE group_link.group_id = ANY (${groupsAboveDevices(match)})
        AND NOT EXISTS (SELECT 1 FROM error_code_devices other_link
          WHERE other_link.error_code_id = group_link.error_code_id OFFSET 0)))`;
}

/**
 * `concernsDevices` as a test of each code, for a statement that already has few codes to test:
 * those its code filter leaves, or the one a show asks for (issue 17). It never gathers the codes
 * of every matching device, so its cost follows the codes tested, not the devices matched. The
 * stored `lists_devices` (migration 0022) says which of the two ways applies, so each code runs
 * one lookup, not a third one into its links to learn that it lists none (a sixth of the
 * search's time). `OFFSET 0` keeps each `EXISTS` a test of this one code: without it PostgreSQL
 * turns it into a hashed set built by reading every link.
 */
function concernsDevicesEach(match: SQL): SQL {
  return sql`((${errorCodes.lists_devices} AND EXISTS (SELECT 1 FROM error_code_devices direct_link
      JOIN devices ec_device ON ec_device.id = direct_link.device_id
      LEFT JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
      WHERE direct_link.error_code_id = "error_codes"."id" AND ${match} OFFSET 0))
    OR (NOT ${errorCodes.lists_devices} AND EXISTS (SELECT 1 FROM error_code_groups group_link
      WHERE group_link.error_code_id = "error_codes"."id" AND group_link.group_id = ANY (${groupsAboveDevices(match)})
      OFFSET 0)))`;
}

const visibleGroup = alias(deviceGroups, 'visible_group');

/**
 * A general code (one that concerns no device) is shown unless every group it is linked to is
 * hidden.
 */
const generalCodeShown = sql`(NOT EXISTS (SELECT 1 FROM error_code_groups any_link
      WHERE any_link.error_code_id = "error_codes"."id" OFFSET 0)
    OR EXISTS (SELECT 1 FROM error_code_groups visible_link
      JOIN device_groups visible_group ON visible_group.id = visible_link.group_id
      WHERE visible_link.error_code_id = "error_codes"."id" AND ${groupVisibleToPartners(visibleGroup)} OFFSET 0))`;

const visibleDevice = visibleToPartners(ecDevice, ecDeviceGroup);

/**
 * An error code the partner zone may show (issue 14), with the devices' own rule
 * (`visibleToPartners`): a code that concerns a device partners see. A code whose devices are
 * all blocked, unassigned or in inactive groups is hidden, as they are. A code that concerns no
 * device at all is a general one: shown unless every group it is linked to is hidden.
 *
 * Tested code by code (`concernsDevicesEach`): for a show, and for a search its code filter
 * narrows first.
 */
export const errorCodeVisibleToPartners: SQL = sql`(${concernsDevicesEach(visibleDevice)}
  OR (NOT ${concernsDevicesEach(sql`true`)} AND ${generalCodeShown}))`;

/** The same rule with the codes of visible devices gathered as sets, for a list of every code. */
const errorCodesVisibleGathered: SQL = sql`(${concernsDevices(visibleDevice)}
  OR (NOT ${concernsDevices(sql`true`)} AND ${generalCodeShown}))`;

/** Error codes linked to one of the groups, to a group above or below them. */
function linkedToGroups(ids: readonly number[]): SQL {
  return sql`EXISTS (SELECT 1 FROM error_code_groups group_link
    JOIN device_groups link_group ON link_group.id = group_link.group_id
    JOIN device_groups filter_group ON filter_group.id IN (${idList(ids)})
    WHERE group_link.error_code_id = "error_codes"."id"
      AND (filter_group.path LIKE link_group.path || '%' OR link_group.path LIKE filter_group.path || '%'))`;
}

/**
 * The `code` filter of both error-code lists: codes that start with what was typed, ignoring case
 * and diacritics (`E1` finds E1, E10, E12; docs/decisions/0021-codes-match-from-their-start.md).
 */
const codeCondition = (code: string) => prefixCondition(errorCodes.code_search, code);

/**
 * Staff list: each page row carries its groups, devices and manuals as JSON (`errorCodeFields`),
 * so a page is its count and its rows, two statements in parallel (issue 17).
 */
export const errorCodeListSpec: ListSpec = {
  table: errorCodes,
  fields: errorCodeFields(false),
  sort: {
    created_at: errorCodes.created_at,
    updated_at: errorCodes.updated_at,
    code: errorCodes.code_sort_key,
  },
  search: errorCodes.search_text,
  filters: {
    code: codeCondition,
    device: ofIds((ids) => concernsNamedDevices(inArray(ecDevice.id, ids))),
    group: ofIds(linkedToGroups),
  },
};

type PartnerErrorCodeQuery = { code?: string; model?: string; device?: number[] };

/**
 * Whether the search names a code: the few codes it matches are then tested one by one
 * (`concernsDevicesEach`), instead of gathering the codes of every visible or matching device
 * first (issue 17: at `--scale 1`, "E1" leaves 144 of 5,300 codes, "pompa" matches 855 devices
 * with 1,846 codes).
 */
const narrowedByCode = (query: PartnerErrorCodeQuery) => (query.code ?? '').trim() !== '';

/**
 * Whether the search is one device's page of codes (`device`, no model word): its codes are
 * looked up by key whatever the device, so one plan serves every device, and planning the
 * statement cost PostgreSQL more than running it (2.4 ms against 1.6 at `--scale 1`).
 */
const narrowedToDevices = (query: PartnerErrorCodeQuery) =>
  (query.device ?? []).length > 0 && (query.model ?? '').trim() === '';

/**
 * What the partner zone's error-code search is narrowed to: the codes partners may see. A
 * `model` or `device` filter already asks for a code concerning a visible device, which is the
 * first way a code is visible, so with one of them the visibility condition adds nothing and
 * is left out of the statement (issue 17: the search as cheap as a list).
 */
export function partnerErrorCodeScope(query: PartnerErrorCodeQuery): SQL | undefined {
  const byModel = (query.model ?? '').trim() !== '';
  const byDevice = (query.device ?? []).length > 0;
  if (byModel || byDevice) return undefined;
  return narrowedByCode(query) ? errorCodeVisibleToPartners : errorCodesVisibleGathered;
}

/**
 * The partner zone's error-code search: by code and by device model, visible devices only. Its
 * condition always gathers codes through the devices' links (the visibility rule, a model, a
 * device), so count and page come from one statement (issue 17).
 */
export const partnerErrorCodeListSpec: ListSpec = {
  ...errorCodeListSpec,
  countsWithPage: true,
  plannedOnce: (query: PartnerErrorCodeQuery) => narrowedByCode(query) || narrowedToDevices(query),
  fields: errorCodeFields(true),
  sort: { created_at: errorCodes.created_at, code: errorCodes.code_sort_key },
  filters: {
    code: codeCondition,
    model: (v: string, query: PartnerErrorCodeQuery) => {
      const byCode = narrowedByCode(query);
      const words = searchCondition(ecDevice.search_text, v, byCode);
      if (!words) return undefined;
      const match = sql`${visibleDevice} AND ${words}`;
      return byCode ? concernsDevicesEach(match) : concernsDevices(match);
    },
    device: ofIds((ids) => concernsNamedDevices(sql`${visibleDevice} AND ${inArray(ecDevice.id, ids)}`)),
    group: ofIds(linkedToGroups),
  },
};

type ErrorCodeRow = typeof errorCodes.$inferSelect;
type DeviceRef = { id: number; code: string; name: string; name2: string | null };

export type RecordOptions = {
  /** Partner zone: only devices partners may see, and manuals through the counted download. */
  partner?: boolean;
};

const manualDownloadUrl = (id: number, lang: 'pl' | 'en') =>
  `/api/partner-zone/device/errorcodes/${id}/download?lang=${lang}`;

export type ErrorCodeShowRow = ErrorCodeRow & {
  groups: { id: number; code: string; name: Translatable }[];
  devices: DeviceRef[];
  manual_pl: FileJson | null;
  manual_en: FileJson | null;
};

/**
 * The relations of the outer `error_codes` row as JSON, as `toErrorCodeRecords` reads them:
 * its groups (partner zone: those partners see), its devices by name (partner zone: the visible
 * ones) and its two manuals.
 */
function errorCodeRelations(partner: boolean) {
  const codeId = outer('error_codes', 'id');
  return {
    groups: jsonArray<
      ErrorCodeShowRow['groups'][number]
    >(sql`SELECT json_agg(json_build_object('id', visible_group.id,
        'code', visible_group.code, 'name', visible_group.name) ORDER BY visible_group.id)
      FROM error_code_groups shown_link JOIN device_groups visible_group ON visible_group.id = shown_link.group_id
      WHERE shown_link.error_code_id = ${codeId}${partner ? sql` AND ${groupVisibleToPartners(visibleGroup)}` : sql``}`),
    devices:
      jsonArray<DeviceRef>(sql`SELECT json_agg(json_build_object('id', ec_device.id, 'code', ec_device.code,
        'name', ec_device.name, 'name2', ec_device.name2) ORDER BY ${ecDevice.name_sort_key}, ec_device.id)
      FROM error_code_devices shown_device_link JOIN devices ec_device ON ec_device.id = shown_device_link.device_id
      LEFT JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
      WHERE shown_device_link.error_code_id = ${codeId}${partner ? sql` AND ${visibleDevice}` : sql``}`),
    manual_pl: fileJson(outer('error_codes', 'manual_pl_file_id')),
    manual_en: fileJson(outer('error_codes', 'manual_en_file_id')),
  };
}

/**
 * The columns of an error code with its relations, for the lists and the show alike; not the
 * trigger-kept `lists_devices`, which only the search's conditions read.
 */
export function errorCodeFields(partner: boolean) {
  const { lists_devices: _conditionsOnly, ...columns } = recordColumns(errorCodes);
  return { ...columns, ...errorCodeRelations(partner) };
}

export function toErrorCodeRecord(row: ErrorCodeShowRow, opts: RecordOptions = {}): ErrorCodeRecord {
  const manual = (lang: 'pl' | 'en') =>
    toCatalogueFile(row[`manual_${lang}`], opts.partner ? manualDownloadUrl(row.id, lang) : undefined);
  return {
    id: row.id,
    code: row.code,
    description: text(row.description),
    manual_pl: manual('pl'),
    manual_en: manual('en'),
    groups: row.groups.map((g) => ({ id: g.id, code: g.code, name: text(g.name) as Translatable })),
    device_ids: row.devices.map((d) => d.id),
    devices: row.devices.map(({ id, code, name, name2 }) => ({ id, code, name, name2 })),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

/** One error code with its groups, devices and manuals: one statement (issue 17). */
export async function getErrorCodeRecord(
  db: Executor,
  id: number,
  opts: RecordOptions = {},
): Promise<ErrorCodeRecord> {
  const row = await selectOne<ErrorCodeShowRow>(
    db,
    opts.partner ? partnerErrorCodeListSpec : errorCodeListSpec,
    errorCodes.id,
    id,
    opts.partner ? errorCodeVisibleToPartners : undefined,
  );
  if (!row) throw notFound();
  return toErrorCodeRecord(row, opts);
}
