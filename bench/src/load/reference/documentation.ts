import type { Query, ReferenceRoute } from './queries.ts';

/**
 * The bare reference of the documentation library's lists (issue 18 item 6): the partner list
 * (with filters and a search, or the favourites), the back-office list and each side's document
 * page, statement for statement. The caller's user and company come as inputs (`user`, `partner`): the reference
 * has no sessions.
 */

const placeholders = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');
const likeWord = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const PER_PAGE = 10;

/** Limit and offset as the ORM writes them (it leaves out `offset 0`). */
function paging(page: number, next: number) {
  const offset = (Math.max(1, page) - 1) * PER_PAGE;
  return {
    sql: `limit $${next}${offset ? ` offset $${next + 1}` : ''}`,
    params: offset ? [PER_PAGE, offset] : [PER_PAGE],
  };
}

const JOINS = `inner join "documentation_types" on "documentation_types"."id" = "documentations"."type_id"
  inner join "documentation_categories" on "documentation_categories"."id" = "documentations"."category_id"`;
const COLUMNS = `"documentations"."id", "documentations"."documentation_number", "documentations"."title",
  "documentations"."locale", "documentations"."active", "documentations"."type_id", "documentation_types"."name",
  "documentations"."category_id", "documentation_categories"."name", "documentations"."file_pl_id",
  "documentations"."file_en_id", "documentations"."created_at", "documentations"."updated_at"`;
const ORDER = `order by "documentations"."created_at" desc, "documentations"."id" desc`;
const SEARCH = (n: number) => `"documentations"."search_text" LIKE '%' || f_unaccent($${n}) || '%'`;
const FAVORITE = (n: number) => `EXISTS (SELECT 1 FROM documentation_favorites favorite
    WHERE favorite.documentation_id = "documentations"."id" AND favorite.user_id = $${n})`;

/** What partners may see of a device `d` in group `g`. */
const visibleDevice = (
  d: string,
  g: string,
) => `("${d}"."blocked" = false AND "${g}"."id" IS NOT NULL AND ("${g}"."active" = true
    AND NOT EXISTS (SELECT 1 FROM device_groups inactive_ancestor WHERE inactive_ancestor.active = false
      AND "${g}"."path" LIKE inactive_ancestor.path || '%')))`;

/** An active document of the company's business area whose stored device rule lets partners see it. */
const VISIBLE = (n: number) => `("documentations"."active" = true
    AND EXISTS (SELECT 1 FROM documentation_business_areas area_link
    WHERE area_link.documentation_id = "documentations"."id" AND area_link.business_area_id IN ($${n}))
    AND "documentations"."visible_by_devices" = true)`;

const tagsOf = (q: Query, ids: unknown[]) =>
  q(
    `select "documentation_tag_links"."documentation_id", "documentation_tags"."id", "documentation_tags"."name", "documentation_tags"."color"
     from "documentation_tag_links" inner join "documentation_tags" on "documentation_tags"."id" = "documentation_tag_links"."tag_id"
     where "documentation_tag_links"."documentation_id" in (${placeholders(ids.length)})
     order by pl_sort_key(("documentation_tags"."name"->>'pl')) COLLATE "C" asc`,
    ids,
  );

const devicesOf = (q: Query, ids: unknown[], visibleOnly: boolean) => {
  const where = `"documentation_devices"."documentation_id" in (${placeholders(ids.length)})`;
  return q(
    `select "documentation_devices"."documentation_id", "devices"."id", "devices"."code", "devices"."name", "devices"."name2"
     from "documentation_devices" inner join "devices" on "devices"."id" = "documentation_devices"."device_id"
     left join "device_groups" on "device_groups"."id" = "devices"."group_id"
     where ${visibleOnly ? `(${where} and ${visibleDevice('devices', 'device_groups')})` : where}
     order by pl_sort_key("devices"."name") COLLATE "C" asc, "devices"."id" asc`,
    ids,
  );
};

const areasOf = (q: Query, ids: unknown[]) =>
  q(
    `select "documentation_business_areas"."documentation_id", "business_areas"."id", "business_areas"."name"
     from "documentation_business_areas" inner join "business_areas" on "business_areas"."id" = "documentation_business_areas"."business_area_id"
     where "documentation_business_areas"."documentation_id" in (${placeholders(ids.length)})
     order by pl_sort_key("business_areas"."name") COLLATE "C" asc`,
    ids,
  );

/** The page's files, each once, in the order the rows name them (the Polish file, then the English). */
function filesOf(q: Query, rows: unknown[][]) {
  const ids = [...new Set(rows.flatMap((r) => [r[9], r[10]]).filter((id) => typeof id === 'number'))];
  if (!ids.length) return Promise.resolve([]);
  return q(
    `select "id", "area", "path", "original_name", "mime", "size", "sha256", "signature", "width", "height",
       "owner_type", "owner_id", "partner_id", "uploaded_by", "uploaded_at", "attached_at", "search_text"
     from "files" where "files"."id" in (${placeholders(ids.length)})`,
    ids,
  );
}

const countsOf = (q: Query, ids: unknown[]) =>
  q(
    `select "record_id", count(*)::int from "downloads"
     where ("downloads"."record_type" = $1 and "downloads"."record_id" in (${placeholders(ids.length, 2)}))
     group by "downloads"."record_id"`,
    ['documentation', ...ids],
  );

/**
 * The partner list: the company's area, then count and page together, then tags, visible
 * devices and files of the page. `where(n)` adds the filters from parameter `n` on.
 */
async function partnerList(
  q: Query,
  input: URLSearchParams,
  filters: (n: number) => { sql: string; params: unknown[] },
) {
  const user = Number(input.get('user'));
  const [[area]] = await q(`select "business_area_id" from "partners" where "partners"."id" = $1`, [
    Number(input.get('partner')),
  ]);
  const countWhere = filters(2);
  const pageWhere = filters(3);
  const page = paging(Number(input.get('page') ?? 1), 3 + pageWhere.params.length);
  const [[[total]], rows] = await Promise.all([
    q(`select count(*)::int from "documentations" ${JOINS} where (${VISIBLE(1)} and ${countWhere.sql})`, [
      area,
      ...countWhere.params,
    ]),
    q(
      `select ${COLUMNS}, ${FAVORITE(1)} from "documentations" ${JOINS}
       where (${VISIBLE(2)} and ${pageWhere.sql}) ${ORDER} ${page.sql}`,
      [user, area, ...pageWhere.params, ...page.params],
    ),
  ]);
  if (!rows.length) return { results: rows, total };
  const ids = rows.map((r) => r[0]);
  const [tags, devices, files] = await Promise.all([
    tagsOf(q, ids),
    devicesOf(q, ids, true),
    filesOf(q, rows),
  ]);
  return { results: rows, tags, devices, files, total };
}

/** The back office's relations of documents: every device, areas and download counts too. */
async function staffRelations(q: Query, rows: unknown[][]) {
  const ids = rows.map((r) => r[0]);
  const [tags, devices, areas, files, counts] = await Promise.all([
    tagsOf(q, ids),
    devicesOf(q, ids, false),
    areasOf(q, ids),
    filesOf(q, rows),
    countsOf(q, ids),
  ]);
  return { tags, devices, areas, files, counts };
}

export const documentationReferenceRoutes: Record<string, ReferenceRoute> = {
  'partner-documentations-list': {
    path: '/ref/partner-documentations',
    handler: (q, input) =>
      partnerList(q, input, (n) => ({
        sql: `${SEARCH(n)} and "documentations"."category_id" in ($${n + 1}) and "documentations"."locale" in ($${n + 2})`,
        params: [likeWord(input.get('search') ?? ''), Number(input.get('category')), input.get('locale')],
      })),
  },
  'partner-documentations-favorites': {
    path: '/ref/partner-documentation-favorites',
    handler: (q, input) =>
      partnerList(q, input, (n) => ({ sql: FAVORITE(n), params: [Number(input.get('user'))] })),
  },
  'documentations-list': {
    path: '/ref/documentations',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const page = paging(Number(input.get('page') ?? 1), 2);
      const [[[total]], rows] = await Promise.all([
        q(`select count(*)::int from "documentations" ${JOINS} where ${SEARCH(1)}`, [word]),
        q(`select ${COLUMNS} from "documentations" ${JOINS} where ${SEARCH(1)} ${ORDER} ${page.sql}`, [
          word,
          ...page.params,
        ]),
      ]);
      if (!rows.length) return { results: rows, total };
      return { results: rows, total, ...(await staffRelations(q, rows)) };
    },
  },
  'documentation-show': {
    path: '/ref/documentation',
    async handler(q, input) {
      const rows = await q(
        `select ${COLUMNS} from "documentations" ${JOINS} where "documentations"."id" = $1 limit $2`,
        [Number(input.get('id')), 1],
      );
      if (!rows.length) return { model: null };
      return { model: rows[0], ...(await staffRelations(q, rows)) };
    },
  },
  'partner-documentation-show': {
    path: '/ref/partner-documentation',
    async handler(q, input) {
      const [[area]] = await q(`select "business_area_id" from "partners" where "partners"."id" = $1`, [
        Number(input.get('partner')),
      ]);
      const rows = await q(
        `select ${COLUMNS}, ${FAVORITE(1)} from "documentations" ${JOINS}
         where ("documentations"."id" in ($2) and ${VISIBLE(3)})`,
        [Number(input.get('user')), Number(input.get('id')), area],
      );
      if (!rows.length) return { model: null };
      const ids = [rows[0][0]];
      const [tags, devices, files] = await Promise.all([
        tagsOf(q, ids),
        devicesOf(q, ids, true),
        filesOf(q, rows),
      ]);
      return { model: rows[0], tags, devices, files };
    },
  },
};
