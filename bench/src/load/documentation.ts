import type { PartnerCaller } from './documentation-fixtures.ts';
import { bearer, searchPages } from './requests.ts';
import type { Scenario, SetupContext } from './scenarios.ts';

/**
 * The documentation library's hot calls (issue 18 item 6): the partner list with filters and a
 * search, the partner's favourites, the back-office list with a search, a document's page on
 * each side, and the ZIP of 20 documents (bytes per second and the server's peak RSS while
 * streaming).
 */

/** Staff who keep the library: admins and documentation moderators. */
const LIBRARY_STAFF = ['admin', 'moderator-docs'];

/** What installers and staff type into the library's search. */
const TERMS = ['instrukcja', 'deklaracja', 'pompy', 'montażu', 'aquaterm', 'karta', 'rekuperatora', 'cennik'];

type Caller = PartnerCaller & { token: string };
type PartnerListInput = Caller & { term: string; category: number; page: number };
type FavoritesInput = Caller & { page: number };
type StaffListInput = { token: string; term: string; page: number };
type ZipInput = { token: string; ids: number[] };
type PartnerShowInput = Caller & { doc: number };

/** Signed-in partner users with who they are (the bare reference takes the user and company as inputs). */
function partnerCallers(ctx: SetupContext): Caller[] {
  const emails = ctx.fixtures.emailsByRole.partner ?? [];
  return ctx
    .tokens('partner')
    .map((token, i) => ({ token, ...ctx.fixtures.partnerCallers[emails[i]] }))
    .filter((c) => c.id !== undefined);
}

/** The caller is passed to the bare reference, which has no sessions. */
const who = ({ id, partner_id }: Caller) => `user=${id}&partner=${partner_id}`;

const partnerListQuery = ({ term, category, page }: PartnerListInput) =>
  `?search=${encodeURIComponent(term)}&category=${category}&locale=pl&page=${page}`;
const favoritesQuery = ({ page }: FavoritesInput) => `?is_favorite=1&page=${page}`;
const staffListQuery = ({ term, page }: Omit<StaffListInput, 'token'>) =>
  `?search=${encodeURIComponent(term)}&page=${page}`;

/** Documents per ZIP: the product's default limit. */
const ZIP_SIZE = 20;

export const documentationScenarios: Scenario[] = [
  {
    name: 'partner documentation list ?search&category&locale&page',
    caller: 'partner users (random token)',
    roles: ['partner'],
    async setup(ctx) {
      const callers = partnerCallers(ctx);
      return () => ({
        ...ctx.rng.pick(callers),
        term: ctx.rng.pick(TERMS),
        category: ctx.rng.pick(ctx.fixtures.documentationCategoryIds),
        page: 1,
      });
    },
    request: (input: PartnerListInput) => ({
      method: 'GET',
      path: `/api/partner-zone/documentation/documentations${partnerListQuery(input)}`,
      headers: bearer(input.token),
    }),
    reference: {
      route: 'partner-documentations-list',
      path: (input: PartnerListInput) => `${partnerListQuery(input)}&${who(input)}`,
    },
  },
  {
    name: 'partner documentation favourites ?is_favorite=1',
    caller: 'partner users (random token)',
    roles: ['partner'],
    async setup(ctx) {
      const callers = partnerCallers(ctx);
      return () => ({ ...ctx.rng.pick(callers), page: 1 });
    },
    request: (input: FavoritesInput) => ({
      method: 'GET',
      path: `/api/partner-zone/documentation/documentations${favoritesQuery(input)}`,
      headers: bearer(input.token),
    }),
    reference: {
      route: 'partner-documentations-favorites',
      path: (input: FavoritesInput) => `${favoritesQuery(input)}&${who(input)}`,
    },
  },
  {
    name: 'documentation list ?search&page',
    caller: 'admin / moderator-docs (random token)',
    roles: LIBRARY_STAFF,
    async setup(ctx) {
      const tokens = LIBRARY_STAFF.flatMap((r) => ctx.tokens(r));
      return searchPages(
        ctx,
        tokens,
        TERMS.map((term) => ({ term })),
        (input) => `/api/documentation/documentations${staffListQuery(input)}`,
        3,
      );
    },
    request: (input: StaffListInput) => ({
      method: 'GET',
      path: `/api/documentation/documentations${staffListQuery(input)}`,
      headers: bearer(input.token),
    }),
    reference: { route: 'documentations-list', path: staffListQuery },
  },
  {
    name: 'documentation show /{id}',
    caller: 'admin / moderator-docs (random token)',
    roles: LIBRARY_STAFF,
    async setup(ctx) {
      const tokens = LIBRARY_STAFF.flatMap((r) => ctx.tokens(r));
      return () => ({ token: ctx.rng.pick(tokens), id: ctx.rng.pick(ctx.fixtures.documentationIds) });
    },
    request: ({ token, id }: { token: string; id: number }) => ({
      method: 'GET',
      path: `/api/documentation/documentations/${id}`,
      headers: bearer(token),
    }),
    reference: { route: 'documentation-show', path: ({ id }: { id: number }) => `?id=${id}` },
  },
  {
    name: 'partner documentation show /{id}',
    caller: 'partner users (random token, a document their company sees)',
    roles: ['partner'],
    async setup(ctx) {
      const callers = partnerCallers(ctx).filter(
        (c) => c.area !== null && (ctx.fixtures.zipDocumentIds[c.area] ?? []).length > 0,
      );
      return () => {
        const caller = ctx.rng.pick(callers);
        return { ...caller, doc: ctx.rng.pick(ctx.fixtures.zipDocumentIds[caller.area as number]) };
      };
    },
    request: (input: PartnerShowInput) => ({
      method: 'GET',
      path: `/api/partner-zone/documentation/documentations/${input.doc}`,
      headers: bearer(input.token),
    }),
    reference: {
      route: 'partner-documentation-show',
      path: (input: PartnerShowInput) => `?id=${input.doc}&${who(input)}`,
    },
  },
  {
    name: `documentation ZIP of ${ZIP_SIZE} (streamed)`,
    caller: 'partner users (random token, 20 documents their company sees, 2–5 MB each)',
    roles: ['partner'],
    stream: true,
    async setup(ctx) {
      const choices = partnerCallers(ctx)
        .map((c) => ({
          token: c.token,
          pool: c.area === null ? [] : (ctx.fixtures.zipDocumentIds[c.area] ?? []),
        }))
        .filter((c) => c.pool.length >= ZIP_SIZE);
      if (!choices.length) throw new Error('No partner sees 20 bench documents: run `npm run bench:seed`.');
      return () => {
        const { token, pool } = ctx.rng.pick(choices);
        return { token, ids: ctx.rng.sample(pool, ZIP_SIZE) };
      };
    },
    request: ({ token, ids }: ZipInput) => ({
      method: 'GET',
      path: `/api/partner-zone/documentation/documentations/zip?${ids.map((id) => `ids=${id}`).join('&')}`,
      headers: bearer(token),
    }),
  },
];
