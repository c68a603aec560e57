import type { Query, ReferenceRoute } from './queries.ts';
import { gatheredPage, likeWord, searchedPage, storedPrefix, storedSearch } from './sql.ts';

/**
 * The bare reference of the device catalogue's hot calls (issue 8): the staff device list with
 * a search and its device page, the staff error-code list with a search and its error-code page,
 * a partner's device page and the partner error-code search, statement for statement.
 */

const DEVICE_JOINS = `left join "device_groups" on "device_groups"."id" = "devices"."group_id"
  left join "producers" on "producers"."id" = "devices"."producer_id"
  left join "product_cards" on "product_cards"."id" = "devices"."product_card_id"`;
const DEVICE_SEARCH = (planned: boolean) => storedSearch('"devices"."search_text"', 1, planned);
const DEVICE_COLUMNS = `"devices"."id", "devices"."code", "devices"."name", "devices"."name2", "devices"."unit", "devices"."factor",
  "devices"."heating_capacity", "devices"."cooling_capacity", "devices"."blocked", "devices"."sales_price", "devices"."is_offerable",
  "devices"."offer_description", "devices"."erp_managed", "devices"."group_id", "devices"."producer_id", "devices"."product_card_id",
  "devices"."created_at", "devices"."updated_at", "device_groups"."code", "device_groups"."name", "device_groups"."path",
  "producers"."name", "product_cards"."name"`;
/** The tags linked to an outer row through `links`, by name (the product's `tagsByName`). */
const tagsJson = (
  links: string,
  owner: string,
  ownerId: string,
) => `coalesce((SELECT json_agg(json_build_object('id', shown_tag.id,
  'name', shown_tag.name, 'color', shown_tag.color) ORDER BY pl_sort_key((shown_tag.name->>'pl')) COLLATE "C", shown_tag.id)
  FROM ${links} tag_link JOIN device_tags shown_tag ON shown_tag.id = tag_link.tag_id WHERE tag_link.${owner} = ${ownerId}), '[]'::json)`;
/** A device's columns with its tags as a JSON array, as the staff list and the device page select them. */
const DEVICE_LIST_COLUMNS = `${DEVICE_COLUMNS}, ${tagsJson('device_tag_links', 'device_id', '"devices"."id"')}`;
/** What partners may see of a device `d` in group `g` (blocked, unassigned, inactive groups: no). */
const visible = (
  d: string,
  g: string,
) => `("${d}"."blocked" = false AND "${g}"."id" IS NOT NULL AND ("${g}"."active" = true
    AND NOT (string_to_array(trim(BOTH '/' FROM "${g}"."path"), '/')::int[]
      && ARRAY(SELECT inactive_group.id FROM device_groups inactive_group WHERE inactive_group.active = false))))`;

/**
 * Whether an error code concerns a device that matches `match` (written against ec_device /
 * ec_device_group), tested code by code as the partner search narrowed by a code sends it
 * (`concernsDevicesEach`): a direct link to a matching device, or, for a code that lists no
 * device (the stored `lists_devices`), a group link to a group at or above a matching device's
 * group.
 */
const concernsEach = (
  match: (n: number) => string,
  first: number,
) => `(("error_codes"."lists_devices" AND EXISTS (SELECT 1 FROM error_code_devices direct_link
      JOIN devices ec_device ON ec_device.id = direct_link.device_id
      LEFT JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
      WHERE direct_link.error_code_id = "error_codes"."id" AND ${match(first)} OFFSET 0))
    OR (NOT "error_codes"."lists_devices" AND EXISTS (SELECT 1 FROM error_code_groups group_link
      WHERE group_link.error_code_id = "error_codes"."id" AND group_link.group_id = ANY ((SELECT array_agg(DISTINCT ancestor) FROM device_groups matched_group,
      unnest(string_to_array(trim(BOTH '/' FROM matched_group.path), '/')::int[]) ancestor
    WHERE matched_group.id IN (SELECT ec_device.group_id
      FROM devices ec_device JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
      WHERE ${match(first + 1)}))::int[])
      OFFSET 0)))`;

/**
 * The same rule for the devices a `device` filter names (`concernsNamedDevices`): the codes' ids
 * gathered as one array, the groups above the devices as another.
 */
const concernsNamed = (
  match: string,
) => `"error_codes"."id" = ANY (ARRAY(SELECT direct_link.error_code_id FROM error_code_devices direct_link
      JOIN devices ec_device ON ec_device.id = direct_link.device_id
      LEFT JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
      WHERE ${match}
    UNION ALL SELECT group_link.error_code_id FROM error_code_groups group_link
      WHERE group_link.group_id = ANY ((SELECT array_agg(DISTINCT ancestor) FROM device_groups matched_group,
      unnest(string_to_array(trim(BOTH '/' FROM matched_group.path), '/')::int[]) ancestor WHERE matched_group.id IN (SELECT ec_device.group_id
      FROM devices ec_device JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
      WHERE ${match}))::int[])
        AND NOT EXISTS (SELECT 1 FROM error_code_devices other_link
          WHERE other_link.error_code_id = group_link.error_code_id OFFSET 0)))`;

/** A file as a JSON object (`id` an outer column), as the product's one-statement shows select it. */
const fileJson = (
  id: string,
) => `(SELECT json_build_object('id', shown_file.id, 'area', shown_file.area, 'path', shown_file.path,
  'original_name', shown_file.original_name, 'mime', shown_file.mime, 'size', shown_file.size, 'signature', shown_file.signature)
  FROM files shown_file WHERE shown_file.id = ${id})`;
const cardFilesJson = (
  kind: string,
) => `coalesce((SELECT json_agg(json_build_object('id', card_file.id, 'area', card_file.area,
  'path', card_file.path, 'original_name', card_file.original_name, 'mime', card_file.mime, 'size', card_file.size,
  'signature', card_file.signature) ORDER BY file_link.position)
  FROM product_card_files file_link JOIN files card_file ON card_file.id = file_link.file_id
  WHERE file_link.product_card_id = "product_cards"."id" AND file_link.kind = ${kind}), '[]'::json)`;

/**
 * An error code's groups and devices partners see, and its manuals, as JSON selected with each
 * page row (the product's error-code lists: count and page, nothing after).
 */
const ERROR_CODE_RELATIONS = `coalesce((SELECT json_agg(json_build_object('id', visible_group.id, 'code', visible_group.code,
    'name', visible_group.name) ORDER BY visible_group.id)
    FROM error_code_groups shown_link JOIN device_groups visible_group ON visible_group.id = shown_link.group_id
    WHERE shown_link.error_code_id = "error_codes"."id" AND ("visible_group"."active" = true
    AND NOT (string_to_array(trim(BOTH '/' FROM "visible_group"."path"), '/')::int[]
      && ARRAY(SELECT inactive_group.id FROM device_groups inactive_group WHERE inactive_group.active = false)))), '[]'::json),
  coalesce((SELECT json_agg(json_build_object('id', ec_device.id, 'code', ec_device.code, 'name', ec_device.name,
    'name2', ec_device.name2) ORDER BY "ec_device"."name_sort_key", ec_device.id)
    FROM error_code_devices shown_device_link JOIN devices ec_device ON ec_device.id = shown_device_link.device_id
    LEFT JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
    WHERE shown_device_link.error_code_id = "error_codes"."id" AND ${visible('ec_device', 'ec_device_group')}), '[]'::json),
  ${fileJson('"error_codes"."manual_pl_file_id"')}, ${fileJson('"error_codes"."manual_en_file_id"')}`;

const PARTNER_ERROR_CODE_COLUMNS = `"error_codes"."id", "error_codes"."code", "error_codes"."description",
  "error_codes"."manual_pl_file_id", "error_codes"."manual_en_file_id", "error_codes"."created_at", "error_codes"."updated_at",
  ${ERROR_CODE_RELATIONS}`;

/** Staff see every group and device of an error code. */
const STAFF_ERROR_CODE_RELATIONS = `coalesce((SELECT json_agg(json_build_object('id', visible_group.id,
    'code', visible_group.code, 'name', visible_group.name) ORDER BY visible_group.id)
    FROM error_code_groups shown_link JOIN device_groups visible_group ON visible_group.id = shown_link.group_id
    WHERE shown_link.error_code_id = "error_codes"."id"), '[]'::json),
  coalesce((SELECT json_agg(json_build_object('id', ec_device.id, 'code', ec_device.code,
    'name', ec_device.name, 'name2', ec_device.name2) ORDER BY "ec_device"."name_sort_key", ec_device.id)
    FROM error_code_devices shown_device_link JOIN devices ec_device ON ec_device.id = shown_device_link.device_id
    LEFT JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
    WHERE shown_device_link.error_code_id = "error_codes"."id"), '[]'::json),
  ${fileJson('"error_codes"."manual_pl_file_id"')}, ${fileJson('"error_codes"."manual_en_file_id"')}`;
const ERROR_CODE_COLUMNS = `"id", "code", "description", "manual_pl_file_id", "manual_en_file_id", "created_at", "updated_at"`;
const ERROR_CODE_SEARCH = (planned: boolean) => storedSearch('"error_codes"."search_text"', 1, planned);

/** The back-office device page: one statement, the list's columns with tags as JSON. */
const STAFF_DEVICE = `select ${DEVICE_LIST_COLUMNS}
  from "devices" ${DEVICE_JOINS} where "devices"."id" = $1 limit $2`;

/**
 * The partner's device page: one statement, the device row with its tags, photo, ancestors,
 * product card (files, tags, functionalities) as JSON.
 */
const PARTNER_DEVICE = `select "devices"."id", "devices"."code", "devices"."name", "devices"."name2", "devices"."unit",
    "devices"."heating_capacity", "devices"."cooling_capacity", "devices"."product_card_id", "device_groups"."id",
    "device_groups"."code", "device_groups"."name", "device_groups"."path", "producers"."id", "producers"."name",
    "product_cards"."main_photo_file_id",
    ${tagsJson('device_tag_links', 'device_id', '"devices"."id"')},
    ${fileJson('"product_cards"."main_photo_file_id"')},
    coalesce((SELECT json_agg(json_build_object('id', ancestor.id, 'code', ancestor.code, 'name', ancestor.name)
      ORDER BY length(ancestor.path)) FROM device_groups ancestor
      WHERE ancestor.id IN (SELECT unnest(string_to_array(trim(BOTH '/' FROM "device_groups"."path"), '/')::int[]))
        AND ancestor.id <> "device_groups"."id"), '[]'::json),
    CASE WHEN "product_cards"."id" IS NULL THEN NULL ELSE json_build_object(
      'id', "product_cards"."id", 'name', "product_cards"."name", 'features', "product_cards"."features",
      'video_link', "product_cards"."video_link", 'video_description', "product_cards"."video_description",
      'main_photo', ${fileJson('"product_cards"."main_photo_file_id"')}, 'gallery', ${cardFilesJson('$1')},
      'downloadable_materials', ${cardFilesJson('$2')},
      'tags', ${tagsJson('product_card_tags', 'product_card_id', '"product_cards"."id"')},
      'functionalities', coalesce((SELECT json_agg(json_build_object('id', card_fn.id, 'name', card_fn.name,
        'description', card_fn.description, 'type', card_fn.type, 'image', ${fileJson('card_fn.image_file_id')})
        ORDER BY pl_sort_key((card_fn.name->>'pl')) COLLATE "C", card_fn.id)
        FROM product_card_functionalities fn_link JOIN functionalities card_fn ON card_fn.id = fn_link.functionality_id
        WHERE fn_link.product_card_id = "product_cards"."id"), '[]'::json)) END
  from "devices" inner join "device_groups" on "device_groups"."id" = "devices"."group_id"
  left join "producers" on "producers"."id" = "devices"."producer_id"
  left join "product_cards" on "product_cards"."id" = "devices"."product_card_id"
  where ("devices"."id" = $3 and ${visible('devices', 'device_groups')}) limit $4`;

async function partnerDevice(q: Query, id: number) {
  const [row] = await q(PARTNER_DEVICE, ['gallery', 'material', id, 1], { named: true });
  return row ?? null;
}

export const deviceReferenceRoutes: Record<string, ReferenceRoute> = {
  'devices-list': {
    path: '/ref/devices',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const page = Number(input.get('page') ?? 1);
      const { total, rows } = await searchedPage(q, word, page, {
        columns: DEVICE_LIST_COLUMNS,
        from: `"devices" ${DEVICE_JOINS}`,
        where: DEVICE_SEARCH,
        order: `"devices"."created_at" desc, "devices"."id" desc`,
        walkable: true,
        key: '"devices"."id"',
        params: [word],
      });
      return { results: rows, total };
    },
  },
  'device-show': {
    path: '/ref/device',
    async handler(q, input) {
      const [row] = await q(STAFF_DEVICE, [Number(input.get('id')), 1], { named: true });
      return { model: row ?? null };
    },
  },
  'error-codes-list': {
    path: '/ref/error-codes',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const page = Number(input.get('page') ?? 1);
      const { total, rows } = await searchedPage(q, word, page, {
        columns: `${ERROR_CODE_COLUMNS}, ${STAFF_ERROR_CODE_RELATIONS}`,
        from: '"error_codes"',
        where: ERROR_CODE_SEARCH,
        order: `"error_codes"."created_at" desc, "error_codes"."id" desc`,
        walkable: true,
        key: '"error_codes"."id"',
        params: [word],
      });
      return { results: rows, total };
    },
  },
  'error-code-show': {
    path: '/ref/error-code',
    async handler(q, input) {
      const [row] = await q(
        `select ${ERROR_CODE_COLUMNS}, ${STAFF_ERROR_CODE_RELATIONS} from "error_codes" where "error_codes"."id" = $1 limit $2`,
        [Number(input.get('id')), 1],
        { named: true },
      );
      return { model: row ?? null };
    },
  },
  'partner-device-show': {
    path: '/ref/partner-device',
    handler: (q, input) => partnerDevice(q, Number(input.get('id'))),
  },
  'partner-device-errorcodes': {
    path: '/ref/partner-device-errorcodes',
    handler: (q, input) =>
      gatheredPage(
        q,
        {
          columns: PARTNER_ERROR_CODE_COLUMNS,
          table: '"error_codes"',
          where: concernsNamed(`${visible('ec_device', 'ec_device_group')} AND "ec_device"."id" in ($1)`),
          sorts: ['"error_codes"."code_sort_key"', '"error_codes"."id"'],
          descending: false,
          key: '"error_codes"."id"',
          params: [Number(input.get('id'))],
        },
        Number(input.get('page') ?? 1),
        { named: true },
      ),
  },
  'partner-errorcodes-search': {
    path: '/ref/partner-errorcodes',
    async handler(q, input) {
      // A code is matched from its start, taken literally; a model word anywhere in the device's text.
      const code = (input.get('code') ?? '').trim();
      const model = likeWord(input.get('model') ?? '');
      // Narrowed by a code's start: each code tested, planned once, each pattern folded once.
      const match = (n: number) =>
        `${visible('ec_device', 'ec_device_group')} AND ${storedSearch('"ec_device"."search_text"', n, true)}`;
      const where = `(${storedPrefix('"error_codes"."code_search"', 1)} and ${concernsEach(match, 3)})`;
      return gatheredPage(
        q,
        {
          columns: PARTNER_ERROR_CODE_COLUMNS,
          table: '"error_codes"',
          where,
          sorts: ['"error_codes"."created_at"', '"error_codes"."id"'],
          descending: true,
          key: '"error_codes"."id"',
          params: [code, code, model, model],
        },
        Number(input.get('page') ?? 1),
        { named: true },
      );
    },
  },
};
