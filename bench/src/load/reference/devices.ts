import type { Query, ReferenceRoute } from './queries.ts';

/**
 * The bare reference of the device catalogue's hot calls (issue 8): the staff device list with
 * a search, a partner's device page and the partner error-code search, statement for statement.
 */

const placeholders = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');
const likeWord = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const unique = (ids: unknown[]) => [...new Set(ids.filter((v) => v !== null && v !== undefined))];
const PER_PAGE = 10;

const DEVICE_JOINS = `left join "device_groups" on "device_groups"."id" = "devices"."group_id"
  left join "producers" on "producers"."id" = "devices"."producer_id"
  left join "product_cards" on "product_cards"."id" = "devices"."product_card_id"`;
const DEVICE_SEARCH = (n: number) => `"devices"."search_text" LIKE '%' || f_unaccent($${n}) || '%'`;
const DEVICE_COLUMNS = `"devices"."id", "devices"."code", "devices"."name", "devices"."name2", "devices"."unit", "devices"."factor",
  "devices"."heating_capacity", "devices"."cooling_capacity", "devices"."blocked", "devices"."sales_price", "devices"."is_offerable",
  "devices"."offer_description", "devices"."erp_managed", "devices"."group_id", "devices"."producer_id", "devices"."product_card_id",
  "devices"."created_at", "devices"."updated_at", "device_groups"."code", "device_groups"."name", "device_groups"."path",
  "producers"."name", "product_cards"."name"`;
const FILE_COLUMNS = `"id", "area", "path", "original_name", "mime", "size", "sha256", "signature", "width", "height", "owner_type",
  "owner_id", "partner_id", "uploaded_by", "uploaded_at", "attached_at", "search_text"`;

/** What partners may see of a device `d` in group `g` (blocked, unassigned, inactive groups: no). */
const visible = (
  d: string,
  g: string,
) => `("${d}"."blocked" = false AND "${g}"."id" IS NOT NULL AND ("${g}"."active" = true
  AND NOT EXISTS (SELECT 1 FROM device_groups inactive_ancestor WHERE inactive_ancestor.active = false
  AND "${g}"."path" LIKE inactive_ancestor.path || '%')))`;

/**
 * Error codes concerning a device that matches `match` (written against ec_device /
 * ec_device_group): linked directly, or linked to a group whose id is in the device's group path.
 */
const concerns = (
  match: (n: number) => string,
  first: number,
) => `("error_codes"."id" IN (SELECT direct_link.error_code_id FROM error_code_devices direct_link
      JOIN devices ec_device ON ec_device.id = direct_link.device_id
      LEFT JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
      WHERE ${match(first)})
    OR "error_codes"."id" IN (SELECT group_link.error_code_id FROM error_code_groups group_link
      WHERE group_link.group_id IN (SELECT unnest(string_to_array(trim(BOTH '/' FROM ec_device_group.path), '/')::int[])
          FROM devices ec_device JOIN device_groups ec_device_group ON ec_device_group.id = ec_device.group_id
          WHERE ${match(first + 1)})
        AND NOT EXISTS (SELECT 1 FROM error_code_devices other_link
          WHERE other_link.error_code_id = group_link.error_code_id)))`;

const tagsOf = (q: Query, ids: unknown[]) =>
  q(
    `select "device_tag_links"."device_id", "device_tags"."id", "device_tags"."name", "device_tags"."color"
     from "device_tag_links" inner join "device_tags" on "device_tags"."id" = "device_tag_links"."tag_id"
     where "device_tag_links"."device_id" in (${placeholders(ids.length)}) order by pl_sort_key(("device_tags"."name"->>'pl')) COLLATE "C" asc`,
    ids,
  );
const filesOf = async (q: Query, ids: unknown[]) =>
  ids.length
    ? q(`select ${FILE_COLUMNS} from "files" where "files"."id" in (${placeholders(ids.length)})`, ids)
    : [];
/** Groups by id; `partner`: only those partners may see (an error code's groups in the partner zone). */
const groupsOf = async (q: Query, ids: unknown[], partner = false) =>
  ids.length
    ? q(
        partner
          ? `select "id", "code", "name" from "device_groups" where ("device_groups"."id" in (${placeholders(ids.length)})
             and ("device_groups"."active" = true and not exists (select 1 from device_groups inactive_ancestor
             where inactive_ancestor.active = false and "device_groups"."path" like inactive_ancestor.path || '%')))`
          : `select "id", "code", "name" from "device_groups" where "device_groups"."id" in (${placeholders(ids.length)})`,
        ids,
      )
    : [];

/**
 * Limit and offset as the ORM writes them (it leaves out `offset 0`), at the asked page: count
 * and page go out together, as the product's list helper sends them.
 */
function paging(page: number, next: number) {
  const offset = (Math.max(1, page) - 1) * PER_PAGE;
  return {
    sql: `limit $${next}${offset ? ` offset $${next + 1}` : ''}`,
    params: offset ? [PER_PAGE, offset] : [PER_PAGE],
  };
}

async function partnerDevice(q: Query, id: number) {
  const [row] = await q(
    `select "devices"."id", "devices"."code", "devices"."name", "devices"."name2", "devices"."unit", "devices"."heating_capacity",
       "devices"."cooling_capacity", "devices"."product_card_id", "device_groups"."id", "device_groups"."code", "device_groups"."name",
       "device_groups"."path", "producers"."id", "producers"."name", "product_cards"."main_photo_file_id"
     from "devices" inner join "device_groups" on "device_groups"."id" = "devices"."group_id"
     left join "producers" on "producers"."id" = "devices"."producer_id"
     left join "product_cards" on "product_cards"."id" = "devices"."product_card_id"
     where ("devices"."id" = $1 and ${visible('devices', 'device_groups')}) limit $2`,
    [id, 1],
  );
  if (!row) return null;
  const tags = await tagsOf(q, [id]);
  const photo = await filesOf(q, unique([row[14]]));
  const ancestors = String(row[11]).split('/').filter(Boolean).map(Number).slice(0, -1);
  const groups = await groupsOf(q, unique(ancestors));
  let card = null;
  if (row[7] !== null) {
    const [c] = await q(
      `select "id", "name", "features", "video_link", "video_description", "main_photo_file_id", "show_on_homepage",
         "show_on_brandpage", "created_at", "updated_at",
         (SELECT count(*)::int FROM devices counted WHERE counted.product_card_id = "product_cards"."id")
       from "product_cards" where "product_cards"."id" = $1`,
      [row[7]],
    );
    const links = await q(
      `select "product_card_id", "file_id", "kind", "position" from "product_card_files"
       where "product_card_files"."product_card_id" in ($1) order by "product_card_files"."position" asc`,
      [row[7]],
    );
    const files = await filesOf(q, unique([c[5], ...links.map((l) => l[1])]));
    const cardTags = await q(
      `select "product_card_tags"."product_card_id", "device_tags"."id", "device_tags"."name", "device_tags"."color"
       from "product_card_tags" inner join "device_tags" on "device_tags"."id" = "product_card_tags"."tag_id"
       where "product_card_tags"."product_card_id" in ($1) order by pl_sort_key(("device_tags"."name"->>'pl')) COLLATE "C" asc`,
      [row[7]],
    );
    const fns = await q(
      `select "product_card_functionalities"."product_card_id", "functionalities"."id", "functionalities"."name",
         "functionalities"."description", "functionalities"."type", "functionalities"."image_file_id",
         "functionalities"."created_at", "functionalities"."updated_at"
       from "product_card_functionalities" inner join "functionalities"
         on "functionalities"."id" = "product_card_functionalities"."functionality_id"
       where "product_card_functionalities"."product_card_id" in ($1) order by ("functionalities"."name"->>'pl') asc`,
      [row[7]],
    );
    const icons = await filesOf(q, unique(fns.map((f) => f[5])));
    card = { c, links, files, cardTags, fns, icons };
  }
  const codes = await q(
    `select "id", "code", "description" from "error_codes" where ${concerns((n) => `"ec_device"."id" = $${n}`, 1)}
     order by "error_codes"."code" asc, "error_codes"."id" asc`,
    [id, id],
  );
  return { row, tags, photo, groups, card, codes };
}

export const deviceReferenceRoutes: Record<string, ReferenceRoute> = {
  'devices-list': {
    path: '/ref/devices',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const page = paging(Number(input.get('page') ?? 1), 2);
      const [[[total]], rows] = await Promise.all([
        q(`select count(*)::int from "devices" ${DEVICE_JOINS} where ${DEVICE_SEARCH(1)}`, [word]),
        q(
          `select ${DEVICE_COLUMNS} from "devices" ${DEVICE_JOINS} where ${DEVICE_SEARCH(1)}
         order by "devices"."created_at" desc, "devices"."id" desc ${page.sql}`,
          [word, ...page.params],
        ),
      ]);
      const tags = rows.length
        ? await tagsOf(
            q,
            rows.map((r) => r[0]),
          )
        : [];
      return { results: rows, tags, total };
    },
  },
  'partner-device-show': {
    path: '/ref/partner-device',
    handler: (q, input) => partnerDevice(q, Number(input.get('id'))),
  },
  'partner-errorcodes-search': {
    path: '/ref/partner-errorcodes',
    async handler(q, input) {
      const code = likeWord(input.get('code') ?? '');
      const model = likeWord(input.get('model') ?? '');
      const match = (n: number) =>
        `${visible('ec_device', 'ec_device_group')} AND "ec_device"."search_text" LIKE '%' || f_unaccent($${n}) || '%'`;
      const where = `("error_codes"."code_search" LIKE '%' || f_unaccent($1) || '%' and ${concerns(match, 2)})`;
      const page = paging(Number(input.get('page') ?? 1), 4);
      const [[[total]], rows] = await Promise.all([
        q(`select count(*)::int from "error_codes" where ${where}`, [code, model, model]),
        q(
          `select "id", "code", "description", "manual_pl_file_id", "manual_en_file_id", "created_at", "updated_at",
           "search_text", "code_search"
         from "error_codes" where ${where} order by "error_codes"."created_at" desc, "error_codes"."id" desc ${page.sql}`,
          [code, model, model, ...page.params],
        ),
      ]);
      if (!rows.length) return { results: [], total };
      const ids = rows.map((r) => r[0]);
      const groupLinks = await q(
        `select "error_code_id", "group_id" from "error_code_groups"
         where "error_code_groups"."error_code_id" in (${placeholders(ids.length)})`,
        ids,
      );
      const deviceLinks = await q(
        `select "error_code_devices"."error_code_id", "ec_device"."id", "ec_device"."code", "ec_device"."name", "ec_device"."name2"
         from "error_code_devices" inner join "devices" "ec_device" on "ec_device"."id" = "error_code_devices"."device_id"
         left join "device_groups" "ec_device_group" on "ec_device_group"."id" = "ec_device"."group_id"
         where "error_code_devices"."error_code_id" in (${placeholders(ids.length)}) AND ${visible('ec_device', 'ec_device_group')}
         order by pl_sort_key("ec_device"."name") COLLATE "C" asc`,
        ids,
      );
      const groups = await groupsOf(q, unique(groupLinks.map((l) => l[1])), true);
      const manuals = await filesOf(q, unique(rows.flatMap((r) => [r[3], r[4]])));
      return { results: rows, groupLinks, deviceLinks, groups, manuals, total };
    },
  },
};
