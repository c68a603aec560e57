import { anyOf, countAndPage, like, type NaiveRoute, type ObjectQuery, offsetOf, VISIBLE } from './naive.ts';

/**
 * The naive peer of the documentation lists and document pages (see naive.ts): `ILIKE` on the
 * lowered number and Polish title with a trigram index each, the same visibility rule written
 * plainly, count and page in parallel, then tags, devices and files in parallel.
 */

export const DOCUMENTATION_NAIVE_INDEXES = [
  `CREATE INDEX IF NOT EXISTS naive_documentations_number_trgm ON documentations USING gin (lower(documentation_number) gin_trgm_ops)`,
  `CREATE INDEX IF NOT EXISTS naive_documentations_title_trgm ON documentations USING gin (lower(title->>'pl') gin_trgm_ops)`,
];

const FROM = `documentations dc JOIN documentation_types dt ON dt.id = dc.type_id
  JOIN documentation_categories dcat ON dcat.id = dc.category_id`;
const SELECT = `dc.*, dt.name AS type_name, dcat.name AS category_name`;
const SEARCHED = ['dc.documentation_number', "(dc.title->>'pl')"];
const ORDER = 'dc.created_at DESC, dc.id DESC';
const FAVORITE = (n: number) =>
  `EXISTS (SELECT 1 FROM documentation_favorites f WHERE f.documentation_id = dc.id AND f.user_id = $${n})`;
const VISIBLE_TO = (n: number) => `dc.active
  AND EXISTS (SELECT 1 FROM documentation_business_areas a WHERE a.documentation_id = dc.id AND a.business_area_id = $${n})
  AND (NOT EXISTS (SELECT 1 FROM documentation_devices l WHERE l.documentation_id = dc.id)
    OR EXISTS (SELECT 1 FROM documentation_devices l JOIN devices d ON d.id = l.device_id
      LEFT JOIN device_groups g ON g.id = d.group_id WHERE l.documentation_id = dc.id AND ${VISIBLE('d', 'g')}))`;

async function relations(
  q: ObjectQuery,
  rows: Record<string, unknown>[],
  partnerView: boolean,
  user: number | null,
) {
  if (!rows.length) return {};
  const ids = rows.map((r) => r.id);
  const fileIds = rows.flatMap((r) => [r.file_pl_id, r.file_en_id]).filter((v) => v !== null);
  const [tags, devices, files, extra] = await Promise.all([
    q(
      `SELECT l.documentation_id, t.id, t.name, t.color FROM documentation_tag_links l
       JOIN documentation_tags t ON t.id = l.tag_id WHERE l.documentation_id = ANY($1) ORDER BY t.name->>'pl'`,
      [ids],
    ),
    q(
      `SELECT l.documentation_id, d.id, d.code, d.name, d.name2 FROM documentation_devices l JOIN devices d ON d.id = l.device_id
       LEFT JOIN device_groups g ON g.id = d.group_id WHERE l.documentation_id = ANY($1)
       ${partnerView ? `AND ${VISIBLE('d', 'g')}` : ''} ORDER BY d.name`,
      [ids],
    ),
    q(`SELECT id, area, path, original_name, mime, size, signature FROM files WHERE id = ANY($1)`, [fileIds]),
    partnerView
      ? q(
          'SELECT documentation_id FROM documentation_favorites WHERE user_id = $1 AND documentation_id = ANY($2)',
          [user, ids],
        ).then((favorites) => ({ favorites }))
      : Promise.all([
          q(
            `SELECT a.documentation_id, b.id, b.name FROM documentation_business_areas a
             JOIN business_areas b ON b.id = a.business_area_id WHERE a.documentation_id = ANY($1) ORDER BY b.name`,
            [ids],
          ),
          q(
            `SELECT record_id, count(*)::int AS n FROM downloads WHERE record_type = 'documentation'
             AND record_id = ANY($1) GROUP BY record_id`,
            [ids],
          ),
        ]).then(([areas, counts]) => ({ areas, counts })),
  ]);
  return { tags, devices, files, ...extra };
}

/**
 * The caller's company's area, then the list of what it may see with `where` from parameter 2
 * on, then the page's relations and which of its rows are the caller's favourites.
 */
async function partnerList(q: ObjectQuery, input: URLSearchParams, where: string, params: unknown[]) {
  const user = Number(input.get('user'));
  const [company] = await q('SELECT business_area_id FROM partners WHERE id = $1', [
    Number(input.get('partner')),
  ]);
  const page = await countAndPage(
    q,
    FROM,
    `${VISIBLE_TO(1)} AND ${where}`,
    [company?.business_area_id ?? null, ...params],
    SELECT,
    ORDER,
    offsetOf(input),
  );
  return { ...page, ...(await relations(q, page.rows, true, user)) };
}

export const documentationNaiveRoutes: Record<string, NaiveRoute> = {
  'documentation-show': {
    path: '/naive/documentation',
    async handler(q, input) {
      const rows = await q(`SELECT ${SELECT} FROM ${FROM} WHERE dc.id = $1`, [Number(input.get('id'))]);
      return { model: rows[0] ?? null, ...(await relations(q, rows, false, null)) };
    },
  },
  'partner-documentation-show': {
    path: '/naive/partner-documentation',
    async handler(q, input) {
      const [company] = await q('SELECT business_area_id FROM partners WHERE id = $1', [
        Number(input.get('partner')),
      ]);
      const rows = await q(`SELECT ${SELECT} FROM ${FROM} WHERE dc.id = $2 AND ${VISIBLE_TO(1)}`, [
        company?.business_area_id ?? null,
        Number(input.get('id')),
      ]);
      return { model: rows[0] ?? null, ...(await relations(q, rows, true, Number(input.get('user')))) };
    },
  },
  'partner-documentations-list': {
    path: '/naive/partner-documentations',
    handler: (q, input) =>
      partnerList(q, input, `${anyOf(SEARCHED, 2)} AND dc.category_id = $3 AND dc.locale = $4`, [
        like(input.get('search') ?? ''),
        Number(input.get('category')),
        input.get('locale'),
      ]),
  },
  'partner-documentations-favorites': {
    path: '/naive/partner-documentation-favorites',
    handler: (q, input) => partnerList(q, input, FAVORITE(2), [Number(input.get('user'))]),
  },
  'documentations-list': {
    path: '/naive/documentations',
    async handler(q, input) {
      const page = await countAndPage(
        q,
        FROM,
        anyOf(SEARCHED, 1),
        [like(input.get('search') ?? '')],
        SELECT,
        ORDER,
        offsetOf(input),
      );
      return { ...page, ...(await relations(q, page.rows, false, null)) };
    },
  },
};
