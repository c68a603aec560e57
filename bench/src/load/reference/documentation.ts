import type { Query, ReferenceRoute } from './queries.ts';
import { gatheredPage, likeWord, pageSelect, searchedList, storedSearch } from './sql.ts';

/**
 * The bare reference of the documentation library's lists (issue 18 item 6): the partner list
 * (with filters and a search, or the favourites), the back-office list and each side's document
 * page, statement for statement. The caller's user and company come as inputs (`user`, `partner`): the reference
 * has no sessions.
 */

const JOINS = `left join "documentation_types" on "documentation_types"."id" = "documentations"."type_id"
  left join "documentation_categories" on "documentation_categories"."id" = "documentations"."category_id"`;
const COLUMNS = `"documentations"."id", "documentations"."documentation_number", "documentations"."title",
  "documentations"."locale", "documentations"."active", "documentations"."type_id", "documentation_types"."name",
  "documentations"."category_id", "documentation_categories"."name", "documentations"."file_pl_id",
  "documentations"."file_en_id", "documentations"."created_at", "documentations"."updated_at"`;
const ORDER = `"documentations"."created_at" desc, "documentations"."id" desc`;
/** The same order as a gathered page's sort values (`gatheredPage`). */
const BY_DATE = {
  sorts: ['"documentations"."created_at"', '"documentations"."id"'],
  descending: true,
  key: '"documentations"."id"',
  // documentations_created_idx reads the order: past the cap, the page is walked in it.
  walkable: true,
};
const SEARCH = (n: number, planned: boolean) => storedSearch('"documentations"."search_text"', n, planned);

/** What partners may see of a device `d` in group `g`. */
const visibleDevice = (
  d: string,
  g: string,
) => `("${d}"."blocked" = false AND "${g}"."id" IS NOT NULL AND ("${g}"."active" = true
    AND NOT (string_to_array(trim(BOTH '/' FROM "${g}"."path"), '/')::int[]
      && ARRAY(SELECT inactive_group.id FROM device_groups inactive_group WHERE inactive_group.active = false))))`;

/**
 * An active document of the business area of the company `$n` (the areas stored on the
 * document) whose stored device rule lets partners see it.
 */
const VISIBLE = (n: number) => `("documentations"."active" = true
    AND "documentations"."business_area_ids" @> ARRAY[(SELECT company.business_area_id
    FROM partners company WHERE company.id = $${n})]
    AND "documentations"."visible_by_devices" = true)`;

/** A document's tags, its devices (`visibleOnly`: the partner zone's) and business areas as JSON arrays. */
const TAGS = `coalesce((SELECT json_agg(json_build_object('id', doc_tag.id, 'name', doc_tag.name, 'color', doc_tag.color)
      ORDER BY pl_sort_key(doc_tag.name->>'pl') COLLATE "C", doc_tag.id)
    FROM documentation_tag_links doc_tag_link JOIN documentation_tags doc_tag ON doc_tag.id = doc_tag_link.tag_id
    WHERE doc_tag_link.documentation_id = "documentations"."id"), '[]'::json)`;

const devicesJson = (
  visibleOnly: boolean,
) => `coalesce((SELECT json_agg(json_build_object('id', doc_device.id,
      'code', doc_device.code, 'name', doc_device.name, 'name2', doc_device.name2)
      ORDER BY doc_device.name_sort_key, doc_device.id)
    FROM documentation_devices doc_link JOIN devices doc_device ON doc_device.id = doc_link.device_id
    ${visibleOnly ? 'LEFT JOIN device_groups doc_device_group ON doc_device_group.id = doc_device.group_id' : ''}
    WHERE doc_link.documentation_id = "documentations"."id"${visibleOnly ? ` AND ${visibleDevice('doc_device', 'doc_device_group')}` : ''}), '[]'::json)`;

const AREAS = `coalesce((SELECT json_agg(json_build_object('id', doc_area.id, 'name', doc_area.name)
      ORDER BY pl_sort_key(doc_area.name) COLLATE "C", doc_area.id)
    FROM documentation_business_areas doc_area_link
    JOIN business_areas doc_area ON doc_area.id = doc_area_link.business_area_id
    WHERE doc_area_link.documentation_id = "documentations"."id"), '[]'::json)`;

/** The file the column `column` names, as a JSON object. */
const file = (column: string) => `(SELECT json_build_object('id', shown_file.id, 'area', shown_file.area,
      'path', shown_file.path, 'original_name', shown_file.original_name, 'mime', shown_file.mime,
      'size', shown_file.size, 'signature', shown_file.signature)
    FROM files shown_file WHERE shown_file.id = "documentations"."${column}")`;

const DOWNLOADS = (n: number) => `(SELECT count(*)::int FROM downloads doc_download
    WHERE doc_download.record_type = $${n} AND doc_download.record_id = "documentations"."id")`;

/** The back office's document: every device, areas and its download count too (`$1`). */
const STAFF_COLUMNS = `${COLUMNS}, ${TAGS}, ${devicesJson(false)}, ${AREAS}, ${file('file_pl_id')}, ${file('file_en_id')}, ${DOWNLOADS(1)}`;

/**
 * The caller (`"caller"."id" = $n` in the condition) is joined to every row, and through it the
 * caller's favourite mark of the row, for `is_favorite`.
 */
const CALLER_JOIN = `${JOINS} inner join "users" "caller" on true left join "documentation_favorites" "favorite"
  on ("favorite"."documentation_id" = "documentations"."id" and "favorite"."user_id" = "caller"."id")`;
const FAVORITE = `("favorite"."user_id" IS NOT NULL)`;
const PARTNER_COLUMNS = `${COLUMNS}, ${FAVORITE}, ${TAGS}, ${devicesJson(true)}, ${file('file_pl_id')}, ${file('file_en_id')}`;

/**
 * The partner list, the caller and company as condition values (`$1`, `$2`), the relations in the
 * page's columns. `filters(n, planned)` adds the filters from parameter `n` on, the search in the
 * form planned once or not (`searchedList`).
 */
async function partnerList(
  q: Query,
  input: URLSearchParams,
  filters: (n: number, planned: boolean) => { sql: string; params: unknown[] },
) {
  const caller = [Number(input.get('user')), Number(input.get('partner'))];
  const pageNumber = Number(input.get('page') ?? 1);
  const statements = (planned: boolean) => {
    const where = filters(3, planned);
    const condition = `(("caller"."id" = $1 and ${VISIBLE(2)}) and ${where.sql})`;
    const params = [...caller, ...where.params];
    const from = `"documentations" ${CALLER_JOIN}`;
    return {
      gathered: { columns: PARTNER_COLUMNS, table: from, where: condition, ...BY_DATE, params },
      count: `select count(*)::int from "documentations" ${CALLER_JOIN} where ${condition}`,
      params,
      page: pageSelect(
        {
          columns: PARTNER_COLUMNS,
          from: `"documentations" ${CALLER_JOIN}`,
          where: condition,
          order: ORDER,
          key: '"documentations"."id"',
          params,
        },
        pageNumber,
      ),
    };
  };
  const search = input.get('search');
  if (search) {
    const { total, rows } = await searchedList(q, likeWord(search), statements, pageNumber);
    return { results: rows, total };
  }
  const { count, params, page: first } = statements(false);
  const [[[total]], rows] = await Promise.all([q(count, params), q(first.text, first.params)]);
  return { results: rows, total };
}

export const documentationReferenceRoutes: Record<string, ReferenceRoute> = {
  'partner-documentations-list': {
    path: '/ref/partner-documentations',
    handler: (q, input) =>
      partnerList(q, input, (n, planned) => {
        const word = likeWord(input.get('search') ?? '');
        return {
          sql: `${SEARCH(n, planned)} and "documentations"."category_id" in ($${n + 1}) and "documentations"."locale" in ($${n + 2})`,
          params: [word, Number(input.get('category')), input.get('locale')],
        };
      }),
  },
  'partner-documentations-favorites': {
    path: '/ref/partner-documentation-favorites',
    // A user's favourites are gathered, counted and paged by one named statement, as the product does.
    async handler(q, input) {
      const caller = [Number(input.get('user')), Number(input.get('partner'))];
      const condition = `(("caller"."id" = $1 and ${VISIBLE(2)}) and ${FAVORITE})`;
      const parts = { columns: PARTNER_COLUMNS, table: `"documentations" ${CALLER_JOIN}`, where: condition };
      return gatheredPage(q, { ...parts, ...BY_DATE, params: caller }, Number(input.get('page') ?? 1), {
        named: true,
      });
    },
  },
  'documentations-list': {
    path: '/ref/documentations',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const page = Number(input.get('page') ?? 1);
      const { total, rows } = await searchedList(
        q,
        word,
        (planned) => ({
          count: `select count(*)::int from "documentations" ${JOINS} where ${SEARCH(1, planned)}`,
          params: [word],
          gathered: {
            columns: STAFF_COLUMNS,
            table: `"documentations" ${JOINS}`,
            where: SEARCH(2, planned),
            ...BY_DATE,
            params: ['documentation', word],
          },
          page: pageSelect(
            {
              columns: STAFF_COLUMNS,
              from: `"documentations" ${JOINS}`,
              where: SEARCH(2, planned),
              order: ORDER,
              key: '"documentations"."id"',
              params: ['documentation', word],
            },
            page,
          ),
        }),
        page,
      );
      return { results: rows, total };
    },
  },
  'documentation-show': {
    path: '/ref/documentation',
    async handler(q, input) {
      const rows = await q(
        `select ${STAFF_COLUMNS} from "documentations" ${JOINS} where "documentations"."id" = $2 limit $3`,
        ['documentation', Number(input.get('id')), 1],
        { named: true },
      );
      return { model: rows[0] ?? null };
    },
  },
  'partner-documentation-show': {
    path: '/ref/partner-documentation',
    async handler(q, input) {
      const rows = await q(
        `select ${PARTNER_COLUMNS} from "documentations" ${CALLER_JOIN}
         where ("documentations"."id" = $1 and ("caller"."id" = $2 and ${VISIBLE(3)})) limit $4`,
        [Number(input.get('id')), Number(input.get('user')), Number(input.get('partner')), 1],
        { named: true },
      );
      return { model: rows[0] ?? null };
    },
  },
};
