/**
 * The naive reference (issue 17): for each list/show scenario, what a competent team writes
 * without thinking about it — the same filters and visibility rules, `ILIKE '%word%'` on
 * `lower(column)` with one `gin_trgm_ops` index per column (no folding of diacritics), the
 * count and the page as two statements in parallel on two pool connections, rows as JSON
 * objects serialized by Fastify's plain `JSON.stringify`. Not checked against our SQL: it is a
 * peer, not a copy.
 */

import { BACK_OFFICE_NAIVE_INDEXES, backOfficeNaiveRoutes } from './naive-back-office.ts';
import { DOCUMENTATION_NAIVE_INDEXES, documentationNaiveRoutes } from './naive-documentation.ts';

/** Runs one statement and resolves to its rows as objects. */
export type ObjectQuery = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export type NaiveRoute = {
  path: string;
  handler: (q: ObjectQuery, input: URLSearchParams) => Promise<unknown>;
};

/** The indexes such a team adds, one per searched column; created before the naive server listens. */
export const NAIVE_INDEXES = [
  ['users', 'first_name'],
  ['users', 'last_name'],
  ['users', 'email'],
  ['contractors', 'name'],
  ['contractors', 'nip_number'],
  ['contractors', 'address_city'],
  ['devices', 'name'],
  ['devices', 'name2'],
  ['devices', 'code'],
  ['error_codes', 'code'],
]
  .map(
    ([table, column]) =>
      `CREATE INDEX IF NOT EXISTS naive_${table}_${column}_trgm ON ${table} USING gin (lower(${column}) gin_trgm_ops)`,
  )
  .concat(DOCUMENTATION_NAIVE_INDEXES, BACK_OFFICE_NAIVE_INDEXES);

const PER_PAGE = 10;
export const offsetOf = (input: URLSearchParams) =>
  (Math.max(1, Number(input.get('page') ?? 1)) - 1) * PER_PAGE;
export const like = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A lower-cased term as an `ILIKE` pattern for the texts that start with it (a code read off a display). */
export const startsWith = (s: string) => like(s.trim()).slice(1);
/** The term in any of the columns. */
export const anyOf = (columns: string[], n: number) =>
  `(${columns.map((c) => `lower(${c}) ILIKE $${n}`).join(' OR ')})`;

/** Count and page at once, on two connections. */
export async function countAndPage(
  q: ObjectQuery,
  from: string,
  where: string,
  params: unknown[],
  select: string,
  order: string,
  offset: number,
) {
  const n = params.length;
  const [[count], rows] = await Promise.all([
    q(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params),
    q(`SELECT ${select} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...params,
      PER_PAGE,
      offset,
    ]),
  ]);
  return { total: count.total, rows };
}

const USER_FROM = `users u JOIN roles r ON r.id = u.role_id
  LEFT JOIN partners p ON p.id = u.partner_id LEFT JOIN contractors pc ON pc.id = p.contractor_id`;
const USER_SELECT = `u.id, u.email, u.first_name, u.last_name, u.phone_number, u.role_id, r.slug AS role_slug, r.name AS role_name,
  u.partner_id, pc.name AS partner_name, u.is_company_admin, u.is_activated, u.password_hash IS NOT NULL AS has_password,
  u.last_login_at, u.created_at, u.updated_at`;

async function userRelations(q: ObjectQuery, ids: unknown[]) {
  if (!ids.length) return { brands: [], provinces: [] };
  const [brands, provinces] = await Promise.all([
    q(
      `SELECT ub.user_id, b.id, b.name FROM user_brands ub JOIN brands b ON b.id = ub.brand_id WHERE ub.user_id = ANY($1) ORDER BY b.name`,
      [ids],
    ),
    q(
      `SELECT up.user_id, pr.id, pr.name FROM user_provinces up JOIN provinces pr ON pr.id = up.province_id WHERE up.user_id = ANY($1) ORDER BY pr.name`,
      [ids],
    ),
  ]);
  return { brands, provinces };
}

const CONTRACTOR_FROM = `contractors c LEFT JOIN provinces pv ON pv.id = c.address_province_id
  LEFT JOIN business_areas ba ON ba.id = c.business_area_id LEFT JOIN partners p ON p.contractor_id = c.id
  LEFT JOIN contacts pc ON pc.contractor_id = c.id AND pc.is_primary`;
const CONTRACTOR_SELECT = `c.*, pv.name AS province_name, ba.name AS business_area_name, p.id AS partner_id,
  pc.id AS contact_id, pc.first_name AS contact_first_name, pc.last_name AS contact_last_name, pc.email AS contact_email,
  pc.phone_number AS contact_phone`;

/** Partners see a device that is not blocked, in a group, under active groups only. */
export const VISIBLE = (
  d: string,
  g: string,
) => `(${d}.blocked = false AND ${g}.id IS NOT NULL AND ${g}.active
  AND NOT EXISTS (SELECT 1 FROM device_groups ia WHERE NOT ia.active AND ${g}.path LIKE ia.path || '%'))`;
/** Error codes of a device matching `match` (on `d`/`g`): linked directly, or via a group above it. */
const CONCERNS = (match: string) => `(ec.id IN (SELECT l.error_code_id FROM error_code_devices l
    JOIN devices d ON d.id = l.device_id LEFT JOIN device_groups g ON g.id = d.group_id WHERE ${match})
  OR ec.id IN (SELECT gl.error_code_id FROM error_code_groups gl JOIN device_groups lg ON lg.id = gl.group_id
    WHERE NOT EXISTS (SELECT 1 FROM error_code_devices o WHERE o.error_code_id = gl.error_code_id)
      AND EXISTS (SELECT 1 FROM devices d JOIN device_groups g ON g.id = d.group_id
        WHERE ${match} AND g.path LIKE lg.path || '%')))`;
const DEVICE_COLUMNS = ['d.name', 'd.name2', 'd.code'];

export const naiveRoutes: Record<string, NaiveRoute> = {
  ...documentationNaiveRoutes,
  ...backOfficeNaiveRoutes,
  'users-list': {
    path: '/naive/users',
    async handler(q, input) {
      const page = await countAndPage(
        q,
        USER_FROM,
        anyOf(['u.first_name', 'u.last_name', 'u.email'], 1),
        [like(input.get('search') ?? '')],
        USER_SELECT,
        'u.created_at DESC, u.id DESC',
        offsetOf(input),
      );
      return {
        ...page,
        ...(await userRelations(
          q,
          page.rows.map((r) => r.id),
        )),
      };
    },
  },
  'users-list-by-surname': {
    path: '/naive/users-by-surname',
    async handler(q, input) {
      const direction = input.get('direction') === 'desc' ? 'DESC' : 'ASC';
      const page = await countAndPage(
        q,
        USER_FROM,
        'TRUE',
        [],
        USER_SELECT,
        `u.last_name ${direction}, u.id ${direction}`,
        offsetOf(input),
      );
      return {
        ...page,
        ...(await userRelations(
          q,
          page.rows.map((r) => r.id),
        )),
      };
    },
  },
  'user-show': {
    path: '/naive/user',
    async handler(q, input) {
      const id = Number(input.get('id'));
      const [[model], relations] = await Promise.all([
        q(`SELECT ${USER_SELECT} FROM ${USER_FROM} WHERE u.id = $1`, [id]),
        userRelations(q, [id]),
      ]);
      return { model: model ?? null, ...relations };
    },
  },
  'contractors-list': {
    path: '/naive/contractors',
    handler: (q, input) =>
      countAndPage(
        q,
        CONTRACTOR_FROM,
        `c.parent_id IS NULL AND ${anyOf(['c.name', 'c.nip_number', 'c.address_city'], 1)} AND c.address_province_id = $2 AND p.id IS NOT NULL`,
        [like(input.get('search') ?? ''), Number(input.get('province'))],
        CONTRACTOR_SELECT,
        'c.name, c.id',
        offsetOf(input),
      ),
  },
  'contractor-show': {
    path: '/naive/contractor',
    async handler(q, input) {
      const id = Number(input.get('id'));
      const [[model], consents] = await Promise.all([
        q(
          `SELECT ${CONTRACTOR_SELECT}, co.name AS country_name, co.code AS country_code FROM ${CONTRACTOR_FROM}
           JOIN countries co ON co.id = c.address_country_id WHERE c.id = $1 AND c.parent_id IS NULL`,
          [id],
        ),
        q(
          `SELECT DISTINCT ON (slug) slug, given FROM consents WHERE contractor_id = $1 ORDER BY slug, created_at DESC, id DESC`,
          [id],
        ),
      ]);
      return { model: model ?? null, consents };
    },
  },
  'devices-list': {
    path: '/naive/devices',
    async handler(q, input) {
      const page = await countAndPage(
        q,
        `devices d LEFT JOIN device_groups g ON g.id = d.group_id LEFT JOIN producers pr ON pr.id = d.producer_id
         LEFT JOIN product_cards pc ON pc.id = d.product_card_id`,
        anyOf(DEVICE_COLUMNS, 1),
        [like(input.get('search') ?? '')],
        `d.*, g.code AS group_code, g.name AS group_name, g.path AS group_path, pr.name AS producer_name, pc.name AS card_name`,
        'd.created_at DESC, d.id DESC',
        offsetOf(input),
      );
      const tags = page.rows.length
        ? await q(
            `SELECT l.device_id, t.id, t.name, t.color FROM device_tag_links l JOIN device_tags t ON t.id = l.tag_id
             WHERE l.device_id = ANY($1) ORDER BY t.name->>'pl'`,
            [page.rows.map((r) => r.id)],
          )
        : [];
      return { ...page, tags };
    },
  },
  'partner-device-show': {
    path: '/naive/partner-device',
    async handler(q, input) {
      const id = Number(input.get('id'));
      const [[device], tags] = await Promise.all([
        q(
          `SELECT d.id, d.code, d.name, d.name2, d.unit, d.heating_capacity, d.cooling_capacity, d.product_card_id,
             g.id AS group_id, g.code AS group_code, g.name AS group_name, g.path AS group_path,
             pr.id AS producer_id, pr.name AS producer_name, pc.name AS card_name, pc.features, pc.video_link,
             pc.video_description, ph.path AS photo_path
           FROM devices d JOIN device_groups g ON g.id = d.group_id LEFT JOIN producers pr ON pr.id = d.producer_id
           LEFT JOIN product_cards pc ON pc.id = d.product_card_id LEFT JOIN files ph ON ph.id = pc.main_photo_file_id
           WHERE d.id = $1 AND ${VISIBLE('d', 'g')}`,
          [id],
        ),
        q(
          `SELECT t.id, t.name, t.color FROM device_tag_links l JOIN device_tags t ON t.id = l.tag_id
           WHERE l.device_id = $1 ORDER BY t.name->>'pl'`,
          [id],
        ),
      ]);
      if (!device) return { model: null };
      const card = device.product_card_id;
      const [files, functionalities, ancestors] = await Promise.all([
        card === null
          ? []
          : q(
              `SELECT f.path, f.original_name, f.mime, pf.kind FROM product_card_files pf JOIN files f ON f.id = pf.file_id
               WHERE pf.product_card_id = $1 ORDER BY pf.position`,
              [card],
            ),
        card === null
          ? []
          : q(
              `SELECT fn.id, fn.name, fn.description, fn.type, fi.path AS image_path FROM product_card_functionalities pf
               JOIN functionalities fn ON fn.id = pf.functionality_id LEFT JOIN files fi ON fi.id = fn.image_file_id
               WHERE pf.product_card_id = $1 ORDER BY fn.name->>'pl'`,
              [card],
            ),
        q(`SELECT id, code, name FROM device_groups WHERE $1 LIKE path || '%' AND id <> $2`, [
          device.group_path,
          device.group_id,
        ]),
      ]);
      return { model: device, tags, files, functionalities, ancestors };
    },
  },
  'partner-errorcodes-search': {
    path: '/naive/partner-errorcodes',
    async handler(q, input) {
      const page = await countAndPage(
        q,
        'error_codes ec',
        `lower(ec.code) ILIKE $1 AND ${CONCERNS(`${VISIBLE('d', 'g')} AND ${anyOf(DEVICE_COLUMNS, 2)}`)}`,
        [startsWith(input.get('code') ?? ''), like(input.get('model') ?? '')],
        'ec.*',
        'ec.created_at DESC, ec.id DESC',
        offsetOf(input),
      );
      return withErrorCodeRelations(q, page);
    },
  },
  'partner-device-errorcodes': {
    path: '/naive/partner-device-errorcodes',
    async handler(q, input) {
      const page = await countAndPage(
        q,
        'error_codes ec',
        CONCERNS(`${VISIBLE('d', 'g')} AND d.id = $1`),
        [Number(input.get('id'))],
        'ec.*',
        'ec.code, ec.id',
        offsetOf(input),
      );
      return withErrorCodeRelations(q, page);
    },
  },
};

/** A page of the partner's error codes with what each row shows: its groups, visible devices, manuals. */
async function withErrorCodeRelations(q: ObjectQuery, page: Awaited<ReturnType<typeof countAndPage>>) {
  if (!page.rows.length) return page;
  const ids = page.rows.map((r) => r.id);
  const [groups, devices, manuals] = await Promise.all([
    q(
      `SELECT gl.error_code_id, g.id, g.code, g.name FROM error_code_groups gl JOIN device_groups g ON g.id = gl.group_id
           WHERE gl.error_code_id = ANY($1)`,
      [ids],
    ),
    q(
      `SELECT l.error_code_id, d.id, d.code, d.name, d.name2 FROM error_code_devices l JOIN devices d ON d.id = l.device_id
           LEFT JOIN device_groups g ON g.id = d.group_id WHERE l.error_code_id = ANY($1) AND ${VISIBLE('d', 'g')} ORDER BY d.name`,
      [ids],
    ),
    q(`SELECT id, path, original_name, mime, size FROM files WHERE id = ANY($1)`, [
      page.rows.flatMap((r) => [r.manual_pl_file_id, r.manual_en_file_id]).filter((v) => v !== null),
    ]),
  ]);
  return { ...page, groups, devices, manuals };
}
