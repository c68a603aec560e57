import { anyOf, countAndPage, like, type NaiveRoute, type ObjectQuery, offsetOf } from './naive.ts';

/**
 * The naive peer of the back office's other lists and pages (see naive.ts): partners, change
 * requests, ERP runs, the media library, and the staff device and error-code pages. `ILIKE` on
 * the lowered company name, NIP and city (indexed for the contractors list), on the error code
 * and its Polish description, on a file's name and path; related rows in parallel statements.
 */

export const BACK_OFFICE_NAIVE_INDEXES = [
  `CREATE INDEX IF NOT EXISTS naive_error_codes_description_trgm ON error_codes USING gin (lower(description->>'pl') gin_trgm_ops)`,
  `CREATE INDEX IF NOT EXISTS naive_files_original_name_trgm ON files USING gin (lower(original_name) gin_trgm_ops)`,
  `CREATE INDEX IF NOT EXISTS naive_files_path_trgm ON files USING gin (lower(path) gin_trgm_ops)`,
];

const COMPANY_SEARCH = ['c.name', 'c.nip_number', 'c.address_city'];

const PARTNER_FROM = `partners p JOIN contractors c ON c.id = p.contractor_id JOIN business_areas ba ON ba.id = p.business_area_id
  LEFT JOIN provinces pv ON pv.id = c.address_province_id LEFT JOIN partner_statuses ps ON ps.id = p.partner_status_id`;
const PARTNER_SELECT = `p.*, c.name, c.nip_number, c.address_city, pv.id AS province_id, pv.name AS province_name,
  ba.name AS business_area_name, ps.name AS status_name, ps.color AS status_color`;

const caretakers = (q: ObjectQuery, ids: unknown[]) =>
  q(
    `SELECT pm.partner_id, u.id, u.first_name, u.last_name, u.email, u.phone_number, u.is_activated
     FROM partner_moderators pm JOIN users u ON u.id = pm.user_id WHERE pm.partner_id = ANY($1)
     ORDER BY u.last_name, u.first_name, u.id`,
    [ids],
  );

/** An error code's groups, devices and manual files, for the given codes. */
async function errorCodeRelations(q: ObjectQuery, rows: Record<string, unknown>[]) {
  if (!rows.length) return {};
  const ids = rows.map((r) => r.id);
  const [groups, devices, manuals] = await Promise.all([
    q(
      `SELECT gl.error_code_id, g.id, g.code, g.name FROM error_code_groups gl JOIN device_groups g ON g.id = gl.group_id
       WHERE gl.error_code_id = ANY($1) ORDER BY g.id`,
      [ids],
    ),
    q(
      `SELECT l.error_code_id, d.id, d.code, d.name, d.name2 FROM error_code_devices l JOIN devices d ON d.id = l.device_id
       WHERE l.error_code_id = ANY($1) ORDER BY d.name, d.id`,
      [ids],
    ),
    q(`SELECT id, area, path, original_name, mime, size, signature FROM files WHERE id = ANY($1)`, [
      rows.flatMap((r) => [r.manual_pl_file_id, r.manual_en_file_id]).filter((v) => v !== null),
    ]),
  ]);
  return { groups, devices, manuals };
}

export const backOfficeNaiveRoutes: Record<string, NaiveRoute> = {
  'partners-list': {
    path: '/naive/partners',
    async handler(q, input) {
      const page = await countAndPage(
        q,
        PARTNER_FROM,
        anyOf(COMPANY_SEARCH, 1),
        [like(input.get('search') ?? '')],
        PARTNER_SELECT,
        'p.created_at DESC, p.id DESC',
        offsetOf(input),
      );
      if (!page.rows.length) return page;
      return {
        ...page,
        caretakers: await caretakers(
          q,
          page.rows.map((r) => r.id),
        ),
      };
    },
  },
  'partner-show': {
    path: '/naive/partner',
    async handler(q, input) {
      const id = Number(input.get('id'));
      const [[model], people] = await Promise.all([
        q(
          `SELECT ${PARTNER_SELECT}, c.parent_id, c.address_street, c.address_postcode, c.address_country_id,
             c.phone_number, c.electronic_invoice_email, c.electronic_form_invoice, c.registration_status,
             co.name AS country_name, co.code AS country_code FROM ${PARTNER_FROM}
           JOIN countries co ON co.id = c.address_country_id WHERE p.id = $1`,
          [id],
        ),
        caretakers(q, [id]),
      ]);
      return { model: model ?? null, caretakers: people };
    },
  },
  'change-requests-list': {
    path: '/naive/change-requests',
    handler: (q, input) =>
      countAndPage(
        q,
        `partner_change_requests r JOIN partners p ON p.id = r.partner_id JOIN contractors c ON c.id = p.contractor_id
         LEFT JOIN users rq ON rq.id = r.requested_by LEFT JOIN users dc ON dc.id = r.decided_by`,
        anyOf(COMPANY_SEARCH, 1),
        [like(input.get('search') ?? '')],
        `r.*, c.name, c.address_street, c.address_city, c.address_postcode, c.nip_number,
         rq.first_name AS requester_first_name, rq.last_name AS requester_last_name,
         dc.first_name AS decider_first_name, dc.last_name AS decider_last_name`,
        'r.created_at DESC, r.id DESC',
        offsetOf(input),
      ),
  },
  'sync-runs-list': {
    path: '/naive/sync-runs',
    async handler(q, input) {
      const [page, states, running] = await Promise.all([
        countAndPage(
          q,
          'erp_sync_runs r LEFT JOIN users u ON u.id = r.requested_by',
          'r.kind = $1',
          [input.get('kind')],
          `r.*, u.first_name || ' ' || u.last_name AS requested_by_name`,
          'r.started_at DESC, r.id DESC',
          offsetOf(input),
        ),
        q('SELECT * FROM erp_sync_state', []),
        q(`SELECT kind FROM erp_sync_runs WHERE status = 'running'`, []),
      ]);
      return { ...page, states, running };
    },
  },
  'media-files-list': {
    path: '/naive/media-files',
    handler: (q, input) => {
      const dir = `${input.get('dir') ?? ''}/`;
      return countAndPage(
        q,
        'files f',
        `f.area = 'public' AND f.path LIKE $1 AND f.path NOT LIKE $2 AND ${anyOf(['f.original_name', 'f.path'], 3)}`,
        [`${dir}%`, `${dir}%/%`, like(input.get('search') ?? '')],
        'f.*',
        'f.uploaded_at DESC, f.id DESC',
        offsetOf(input),
      );
    },
  },
  'device-show': {
    path: '/naive/device',
    async handler(q, input) {
      const id = Number(input.get('id'));
      const [[model], tags] = await Promise.all([
        q(
          `SELECT d.*, g.code AS group_code, g.name AS group_name, g.path AS group_path, pr.name AS producer_name,
             pc.name AS card_name
           FROM devices d LEFT JOIN device_groups g ON g.id = d.group_id LEFT JOIN producers pr ON pr.id = d.producer_id
           LEFT JOIN product_cards pc ON pc.id = d.product_card_id WHERE d.id = $1`,
          [id],
        ),
        q(
          `SELECT t.id, t.name, t.color FROM device_tag_links l JOIN device_tags t ON t.id = l.tag_id
           WHERE l.device_id = $1 ORDER BY t.name->>'pl'`,
          [id],
        ),
      ]);
      return { model: model ?? null, tags };
    },
  },
  'error-codes-list': {
    path: '/naive/error-codes',
    async handler(q, input) {
      const page = await countAndPage(
        q,
        'error_codes ec',
        anyOf(['ec.code', "(ec.description->>'pl')"], 1),
        [like(input.get('search') ?? '')],
        'ec.*',
        'ec.created_at DESC, ec.id DESC',
        offsetOf(input),
      );
      return { ...page, ...(await errorCodeRelations(q, page.rows)) };
    },
  },
  'error-code-show': {
    path: '/naive/error-code',
    async handler(q, input) {
      const [model] = await q('SELECT * FROM error_codes WHERE id = $1', [Number(input.get('id'))]);
      if (!model) return { model: null };
      return { model, ...(await errorCodeRelations(q, [model])) };
    },
  },
};
