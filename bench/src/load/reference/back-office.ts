import type { ReferenceRoute } from './queries.ts';
import { likeWord, pageSelect, searchedPage, storedSearch } from './sql.ts';

/**
 * The bare reference of the back office's other lists and pages (issue 17): partners (list with
 * a search, and a partner's page), partners' change requests, ERP synchronization runs and the
 * media library's directory listing, statement for statement.
 */

const pageOf = (input: URLSearchParams) => Number(input.get('page') ?? 1);

const SEARCH = (planned: boolean) => storedSearch('"contractors"."search_text"', 1, planned);

const PARTNER_JOINS = `left join "contractors" on "contractors"."id" = "partners"."contractor_id"
  left join "business_areas" on "business_areas"."id" = "partners"."business_area_id"
  left join "provinces" on "provinces"."id" = "contractors"."address_province_id"
  left join "partner_statuses" on "partner_statuses"."id" = "partners"."partner_status_id"`;
const PARTNER_LIST_COLUMNS = `"partners"."id", "partners"."contractor_id", "contractors"."name", "contractors"."nip_number",
  "contractors"."address_city", "provinces"."id", "provinces"."name", "business_areas"."id", "business_areas"."name",
  "partner_statuses"."id", "partner_statuses"."name", "partner_statuses"."color", "partners"."highlighted",
  "partners"."external_id", "partners"."created_at"`;
const PARTNER_COLUMNS = `"partners"."id", "partners"."contractor_id", "partners"."external_id", "partners"."bill_to_customer_id",
  "partners"."business_area_id", "partners"."partner_status_id", "partners"."highlighted", "partners"."created_at",
  "partners"."updated_at"`;
/** Every column of the company but the generated ones, as a record reads it (`recordColumns`). */
const CONTRACTOR_COLUMNS = `"contractors"."id", "contractors"."parent_id", "contractors"."name", "contractors"."address_street",
  "contractors"."address_city", "contractors"."address_postcode", "contractors"."address_province_id",
  "contractors"."address_country_id", "contractors"."nip_number", "contractors"."phone_number",
  "contractors"."electronic_invoice_email", "contractors"."electronic_form_invoice", "contractors"."business_area_id",
  "contractors"."registration_status", "contractors"."rejection_reason", "contractors"."decided_at",
  "contractors"."created_at", "contractors"."updated_at"`;

/** A partner's caretakers' `columns` as one JSON array column, selected with the partner's row. */
const caretakers = (columns: string[]) => `coalesce((SELECT json_agg(json_build_object(${columns
  .map((c) => `'${c}', carer.${c}`)
  .join(', ')})
    ORDER BY carer.last_name_sort_key, carer.first_name_sort_key, carer.id)
  FROM partner_moderators carer_link JOIN users carer ON carer.id = carer_link.user_id
  WHERE carer_link.partner_id = "partners"."id"), '[]'::json)`;
/** As the partner's page shows them. */
const CARETAKERS = caretakers(['id', 'first_name', 'last_name', 'email', 'phone_number', 'is_activated']);
/** As a list item names them. */
const CARETAKER_REFS = caretakers(['id', 'first_name', 'last_name']);

const CHANGE_REQUEST_JOINS = `inner join "partners" on "partners"."id" = "partner_change_requests"."partner_id"
  inner join "contractors" on "contractors"."id" = "partners"."contractor_id"
  left join "users" "requester" on "requester"."id" = "partner_change_requests"."requested_by"
  left join "users" "decider" on "decider"."id" = "partner_change_requests"."decided_by"`;
const CHANGE_REQUEST_COLUMNS = `"partner_change_requests"."id", "partner_change_requests"."partner_id",
  "partner_change_requests"."requested_by", "partner_change_requests"."status", "partner_change_requests"."changes",
  "partner_change_requests"."approved_fields", "partner_change_requests"."rejection_reason",
  "partner_change_requests"."decided_by", "partner_change_requests"."decided_at", "partner_change_requests"."created_at",
  "partner_change_requests"."updated_at", ${CONTRACTOR_COLUMNS}, "requester"."first_name", "requester"."last_name",
  "decider"."first_name", "decider"."last_name"`;

const RUN_COLUMNS = `"id", "kind", "trigger", "status", "requested_by", "started_at", "finished_at", "created_count",
  "updated_count", "skipped_count", "failed_count", "pages", "error_message",
  (SELECT "first_name" || ' ' || "last_name" FROM "users" WHERE "id" = "requested_by")`;

/** Public files directly in a directory (not in its subdirectories) whose name or path holds the word. */
const IN_DIRECTORY = (planned: boolean) => `(("files"."area" = 'public' and "files"."folder" = $1)
  and ${storedSearch('"files"."search_text"', 2, planned)})`;
const FILE_COLUMNS = `"id", "area", "path", "original_name", "mime", "size", "sha256", "signature", "width", "height",
  "owner_type", "owner_id", "partner_id", "uploaded_by", "uploaded_at", "attached_at"`;

export const backOfficeReferenceRoutes: Record<string, ReferenceRoute> = {
  'partners-list': {
    path: '/ref/partners',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const params = [word];
      const { total, rows } = await searchedPage(q, word, pageOf(input), {
        columns: `${PARTNER_LIST_COLUMNS}, ${CARETAKER_REFS}`,
        from: `"partners" ${PARTNER_JOINS}`,
        where: SEARCH,
        order: `"partners"."created_at" desc, "partners"."id" desc`,
        // partners_created_idx reads the order.
        walkable: true,
        key: '"partners"."id"',
        params,
      });
      return { results: rows, total };
    },
  },
  'partner-show': {
    path: '/ref/partner',
    async handler(q, input) {
      const id = Number(input.get('id'));
      const [row] = await q(
        `select ${PARTNER_LIST_COLUMNS}, ${PARTNER_COLUMNS}, ${CONTRACTOR_COLUMNS}, "countries"."name", "countries"."code",
           ${CARETAKERS}
         from "partners" ${PARTNER_JOINS} inner join "countries" on "countries"."id" = "contractors"."address_country_id"
         where "partners"."id" = $1 limit $2`,
        [id, 1],
        { named: true },
      );
      return { model: row ?? null };
    },
  },
  'change-requests-list': {
    path: '/ref/change-requests',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const params = [word];
      const { total, rows } = await searchedPage(q, word, pageOf(input), {
        columns: CHANGE_REQUEST_COLUMNS,
        from: `"partner_change_requests" ${CHANGE_REQUEST_JOINS}`,
        where: (planned) => storedSearch('"partner_change_requests"."search_text"', 1, planned),
        order: `"partner_change_requests"."created_at" desc, "partner_change_requests"."id" desc`,
        // No index starts with created_at: the product reads a capped page per call.
        walkable: false,
        key: '"partner_change_requests"."id"',
        params,
      });
      return { results: rows, total };
    },
  },
  'sync-runs-list': {
    path: '/ref/sync-runs',
    async handler(q, input) {
      const params = [input.get('kind')];
      // The runs of a kind counted from the counts the database keeps (migration 0018), carried
      // by the page's statement; the ERP's state beside it (where each kind resumes, which kind
      // runs now), one statement too. Both planned once, asked at once.
      const kept = `(select coalesce(sum("runs"), 0)::int from "erp_sync_run_counts" where "erp_sync_run_counts"."kind" in ($1)) as "list_total_matches"`;
      const page = pageSelect(
        {
          columns: `${RUN_COLUMNS}, ${kept}`,
          from: '"erp_sync_runs"',
          where: `"erp_sync_runs"."kind" in ($1)`,
          order: `"erp_sync_runs"."started_at" desc, "erp_sync_runs"."id" desc`,
          key: '"erp_sync_runs"."id"',
          params,
        },
        pageOf(input),
      );
      const [states, rows] = await Promise.all([
        q(
          `(select "kind", "last_synchronized_at", "resume_modified_at", "resume_number", false from "erp_sync_state") union all (select "kind", NULL, NULL, NULL, true from "erp_sync_runs" where "erp_sync_runs"."status" = 'running')`,
          [],
          { named: true },
        ),
        q(page.text, page.params, { named: true, perCall: true }),
      ]);
      return { results: rows, total: rows[0]?.[rows[0].length - 1], states };
    },
  },
  'media-files-list': {
    path: '/ref/media-files',
    async handler(q, input) {
      const dir = input.get('dir') ?? '';
      const word = likeWord(input.get('search') ?? '');
      const params = [dir, word];
      const { total, rows } = await searchedPage(q, word, pageOf(input), {
        columns: FILE_COLUMNS,
        from: '"files"',
        where: IN_DIRECTORY,
        order: `"files"."uploaded_at" desc, "files"."id" desc`,
        // files_uploaded_idx reads the order.
        walkable: true,
        key: '"files"."id"',
        params,
      });
      return { results: rows, total };
    },
  },
};
