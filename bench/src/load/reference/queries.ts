import { deviceReferenceRoutes } from './devices.ts';
/**
 * The bare reference: for each list/show scenario, the SQL the product runs for that call,
 * written out and run directly (no auth, no validation, no framework of ours). Before a run the
 * harness records the product's statements for a sample call and compares them with these,
 * so a change on either side shows in the report instead of skewing the ratio silently.
 */

/** Runs one statement and resolves to its rows as arrays (as the product's ORM reads them). */
export type Query = (text: string, params: unknown[]) => Promise<unknown[][]>;

export type ReferenceRoute = {
  /** Path on the reference server; inputs come as query-string parameters. */
  path: string;
  handler: (q: Query, input: URLSearchParams) => Promise<unknown>;
};

const USER_COLUMNS = `"users"."id", "users"."email", "users"."first_name", "users"."last_name", "users"."phone_number",
  "users"."role_id", "roles"."slug", "roles"."name", "users"."partner_id", "contractors"."name",
  "users"."is_company_admin", "users"."is_activated", ("users"."password_hash" IS NOT NULL),
  "users"."last_login_at", "users"."created_at", "users"."updated_at"`;

const USER_JOINS = `inner join "roles" on "roles"."id" = "users"."role_id"
  left join "partners" on "partners"."id" = "users"."partner_id"
  left join "contractors" on "contractors"."id" = "partners"."contractor_id"`;

const USER_SEARCH = `"users"."search_text" LIKE '%' || f_unaccent($1) || '%'`;

const placeholders = (n: number) => Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ');

/** Brands and provinces of a page of users, two statements as the product issues them. */
async function userRelations(q: Query, ids: unknown[]) {
  if (!ids.length) return { brands: [], provinces: [] };
  const brands = await q(
    `select "user_brands"."user_id", "brands"."id", "brands"."name" from "user_brands"
     inner join "brands" on "brands"."id" = "user_brands"."brand_id"
     where "user_brands"."user_id" in (${placeholders(ids.length)}) order by "brands"."name" asc`,
    ids,
  );
  const provinces = await q(
    `select "user_provinces"."user_id", "provinces"."id", "provinces"."name" from "user_provinces"
     inner join "provinces" on "provinces"."id" = "user_provinces"."province_id"
     where "user_provinces"."user_id" in (${placeholders(ids.length)}) order by "provinces"."name" asc`,
    ids,
  );
  return { brands, provinces };
}

/** Escapes LIKE wildcards in a search word, as the product's list helper does. */
const likeWord = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
const CONTRACTOR_WHERE = `("contractors"."parent_id" is null
  and "contractors"."search_text" LIKE '%' || f_unaccent($2) || '%'
  and "contractors"."address_province_id" in ($3) and "partners"."id" is not null)`;

export const referenceRoutes: Record<string, ReferenceRoute> = {
  ...deviceReferenceRoutes,
  'users-list': {
    path: '/ref/users',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const perPage = 10;
      // Count and page at once, the page at the asked offset (the bench asks pages that exist).
      const offset = (Math.max(1, Number(input.get('page') ?? 1)) - 1) * perPage;
      const [[[total]], rows] = await Promise.all([
        q(`select count(*)::int from "users" ${USER_JOINS} where ${USER_SEARCH}`, [word]),
        q(
          `select ${USER_COLUMNS} from "users" ${USER_JOINS} where ${USER_SEARCH}
         order by "users"."created_at" desc, "users"."id" desc limit $2${offset ? ' offset $3' : ''}`,
          offset ? [word, perPage, offset] : [word, perPage],
        ),
      ]);
      return {
        results: rows,
        relations: await userRelations(
          q,
          rows.map((r) => r[0]),
        ),
        total,
      };
    },
  },
  'user-show': {
    path: '/ref/user',
    async handler(q, input) {
      const id = Number(input.get('id'));
      const rows = await q(
        `select ${USER_COLUMNS} from "users" ${USER_JOINS} where "users"."id" = $1 limit $2`,
        [id, 1],
      );
      return { model: rows[0] ?? null, relations: await userRelations(q, rows.length ? [id] : []) };
    },
  },
  'contractors-list': {
    path: '/ref/contractors',
    async handler(q, input) {
      const word = likeWord(input.get('search') ?? '');
      const province = Number(input.get('province'));
      const perPage = 10;
      const offset = (Math.max(1, Number(input.get('page') ?? 1)) - 1) * perPage;
      // The ORM leaves out `offset 0`.
      const [[[total]], rows] = await Promise.all([
        q(`select count(*)::int from "contractors" ${CONTRACTOR_JOINS} where ${CONTRACTOR_WHERE}`, [
          true,
          word,
          province,
        ]),
        q(
          `select ${CONTRACTOR_LIST_COLUMNS} from "contractors" ${CONTRACTOR_JOINS} where ${CONTRACTOR_WHERE}
         order by pl_sort_key("contractors"."name") COLLATE "C" asc, "contractors"."id" asc limit $4${offset ? ' offset $5' : ''}`,
          offset ? [true, word, province, perPage, offset] : [true, word, province, perPage],
        ),
      ]);
      return { results: rows, total };
    },
  },
  'contractor-show': {
    path: '/ref/contractor',
    async handler(q, input) {
      const id = Number(input.get('id'));
      const rows = await q(
        `select ${CONTRACTOR_LIST_COLUMNS}, ${CONTRACTOR_COLUMNS}, "countries"."name", "countries"."code"
         from "contractors" ${CONTRACTOR_JOINS}
         inner join "countries" on "countries"."id" = "contractors"."address_country_id"
         where ("contractors"."id" = $2 and "contractors"."parent_id" is null) limit $3`,
        [true, id, 1],
      );
      if (!rows.length) return { model: null };
      const consents = await q(
        `select distinct on ("consents"."slug") "slug", "given" from "consents" where "consents"."contractor_id" = $1
         order by "consents"."slug", "consents"."created_at" desc, "consents"."id" desc`,
        [id],
      );
      return { model: rows[0], consents };
    },
  },
};
