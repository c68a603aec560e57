import { backOfficeReferenceRoutes } from './back-office.ts';
import { deviceReferenceRoutes } from './devices.ts';
import { documentationReferenceRoutes } from './documentation.ts';
import { likeWord, pageSelect, searchedPage, storedSearch } from './sql.ts';
/**
 * The bare reference: for each list/show scenario, the SQL the product runs for that call,
 * written out and run directly (no auth, no validation, no framework of ours). Before a run the
 * harness records the product's statements for a sample call and compares them with these,
 * so a change on either side shows in the report instead of skewing the ratio silently.
 */

/**
 * Runs one statement and resolves to its rows as arrays (as the product's ORM reads them);
 * `named` prepares it on the server once per connection, as the product does for shows.
 */
/**
 * `perCall`: a named statement planned for each call's values (the product's ordered pages);
 * other named ones are planned once for every value, as the product's are (db/pipelined.ts).
 */
export type QueryOptions = { named: boolean; perCall?: boolean };
export type Query = (text: string, params: unknown[], options?: QueryOptions) => Promise<unknown[][]>;

export type ReferenceRoute = {
  /** Path on the reference server; inputs come as query-string parameters. */
  path: string;
  handler: (q: Query, input: URLSearchParams) => Promise<unknown>;
};

/** A user's brands or provinces as one JSON array column, selected with the user's row. */
const refs = (link: string, column: string, ref: string) =>
  `coalesce((SELECT json_agg(json_build_object('id', "${ref}"."id", 'name', "${ref}"."name")
      ORDER BY pl_sort_key("${ref}"."name") COLLATE "C", "${ref}"."id")
    FROM "${link}" JOIN "${ref}" ON "${ref}"."id" = "${link}"."${column}"
    WHERE "${link}"."user_id" = "users"."id"), '[]'::json)`;

const USER_COLUMNS = `"users"."id", "users"."email", "users"."first_name", "users"."last_name", "users"."phone_number",
  "users"."role_id", "roles"."slug", "roles"."name", "users"."partner_id", "contractors"."name",
  "users"."is_company_admin", "users"."is_activated", ("users"."password_hash" IS NOT NULL),
  "users"."last_login_at", "users"."created_at", "users"."updated_at",
  ${refs('user_brands', 'brand_id', 'brands')}, ${refs('user_provinces', 'province_id', 'provinces')}`;

const USER_JOINS = `left join "roles" on "roles"."id" = "users"."role_id"
  left join "partners" on "partners"."id" = "users"."partner_id"
  left join "contractors" on "contractors"."id" = "partners"."contractor_id"`;

const USER_SEARCH = (planned: boolean) => storedSearch('"users"."search_text"', 1, planned);

const CONTRACTOR_LIST_COLUMNS = `"contractors"."id", "contractors"."name", "contractors"."nip_number",
  "contractors"."address_city", "provinces"."id", "provinces"."name", "business_areas"."id", "business_areas"."name",
  "partners"."id", "contractors"."registration_status", "contractors"."created_at", "primary_contact"."id",
  "primary_contact"."first_name", "primary_contact"."last_name", "primary_contact"."email", "primary_contact"."phone_number"`;

const CONTRACTOR_COLUMNS = `"contractors"."id", "contractors"."parent_id", "contractors"."name", "contractors"."address_street",
  "contractors"."address_city", "contractors"."address_postcode", "contractors"."address_province_id",
  "contractors"."address_country_id", "contractors"."nip_number", "contractors"."phone_number",
  "contractors"."electronic_invoice_email", "contractors"."electronic_form_invoice", "contractors"."business_area_id",
  "contractors"."registration_status", "contractors"."rejection_reason", "contractors"."decided_at",
  "contractors"."created_at", "contractors"."updated_at"`;

const CONTRACTOR_JOINS = `left join "provinces" on "provinces"."id" = "contractors"."address_province_id"
  left join "business_areas" on "business_areas"."id" = "contractors"."business_area_id"
  left join "partners" on "partners"."contractor_id" = "contractors"."id"
  left join "contacts" "primary_contact" on ("primary_contact"."contractor_id" = "contractors"."id" and "primary_contact"."is_primary" = $1)`;

/** The list's search over the stored `search_text`, a province and partners only. */
const CONTRACTOR_WHERE = (planned: boolean) => `("contractors"."parent_id" is null
  and ${storedSearch('"contractors"."search_text"', 2, planned)}
  and "contractors"."address_province_id" in ($3) and "partners"."id" is not null)`;

/** Shows are named statements in the product; lists are when searched by words with trigrams. */
export const SHOW = { named: true };

export const referenceRoutes: Record<string, ReferenceRoute> = {
  ...deviceReferenceRoutes,
  ...backOfficeReferenceRoutes,
  ...documentationReferenceRoutes,
  'users-list': {
    path: '/ref/users',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const page = Number(input.get('page') ?? 1);
      const { total, rows } = await searchedPage(q, word, page, {
        columns: USER_COLUMNS,
        from: `"users" ${USER_JOINS}`,
        where: USER_SEARCH,
        order: `"users"."created_at" desc, "users"."id" desc`,
        walkable: true,
        key: '"users"."id"',
        params: [word],
      });
      return { results: rows, total };
    },
  },
  'users-list-by-surname': {
    path: '/ref/users-by-surname',
    async handler(q, input) {
      const direction = input.get('direction') === 'desc' ? 'desc' : 'asc';
      // Unsearched, the page carries its count as a sub-select: one statement, planned once as
      // it has no condition.
      const count = `(select count(*)::int from "users" ${USER_JOINS}) as "list_total_matches"`;
      const page = pageSelect(
        {
          columns: `${USER_COLUMNS}, ${count}`,
          from: `"users" ${USER_JOINS}`,
          where: '',
          order: `"users"."last_name_sort_key" ${direction}, "users"."id" ${direction}`,
          key: '"users"."id"',
          params: [],
        },
        Number(input.get('page') ?? 1),
      );
      const rows = await q(page.text, page.params, { named: true, perCall: true });
      return { results: rows, total: rows[0]?.[rows[0].length - 1] };
    },
  },
  'user-show': {
    path: '/ref/user',
    async handler(q, input) {
      const id = Number(input.get('id'));
      const rows = await q(
        `select ${USER_COLUMNS} from "users" ${USER_JOINS} where "users"."id" = $1 limit $2`,
        [id, 1],

        SHOW,
      );
      return { model: rows[0] ?? null };
    },
  },
  'contractors-list': {
    path: '/ref/contractors',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const province = Number(input.get('province'));
      const page = Number(input.get('page') ?? 1);
      const { total, rows } = await searchedPage(q, word, page, {
        columns: CONTRACTOR_LIST_COLUMNS,
        from: `"contractors" ${CONTRACTOR_JOINS}`,
        where: CONTRACTOR_WHERE,
        order: `"contractors"."name_sort_key" asc, "contractors"."id" asc`,
        walkable: true,
        key: '"contractors"."id"',
        params: [true, word, province],
      });
      return { results: rows, total };
    },
  },
  'contractor-show': {
    path: '/ref/contractor',
    async handler(q, input) {
      const id = Number(input.get('id'));
      const rows = await q(
        `select ${CONTRACTOR_LIST_COLUMNS}, ${CONTRACTOR_COLUMNS}, "countries"."name", "countries"."code",
           coalesce((SELECT json_object_agg(latest.slug, latest.given)
             FROM (SELECT DISTINCT ON (answer.slug) answer.slug, answer.given FROM consents answer
               WHERE answer.contractor_id = "contractors"."id"
               ORDER BY answer.slug, answer.created_at DESC, answer.id DESC) latest), '{}'::json)
         from "contractors" ${CONTRACTOR_JOINS}
         inner join "countries" on "countries"."id" = "contractors"."address_country_id"
         where ("contractors"."id" = $2 and "contractors"."parent_id" is null) limit $3`,
        [true, id, 1],

        SHOW,
      );
      return { model: rows[0] ?? null };
    },
  },
};
