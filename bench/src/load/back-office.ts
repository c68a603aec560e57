import {
  bearer,
  firstPageSearch,
  searchPages,
  searchQuery,
  searchRequest,
  showScenario,
  tokensOf,
} from './requests.ts';
import type { Scenario } from './scenarios.ts';

/**
 * The back office's other hot calls (issue 17): the partners list with a search and a partner's
 * page, partners' change requests, the ERP synchronization runs and the media library's
 * directory listing with a search — each by the staff roles that hold the route by default.
 */

/** Admins and the moderators who look after partners: customer service and trade (caretakers). */
const PARTNER_STAFF = ['admin', 'moderator-customer-service', 'moderator-trade'];
/** Who decides change requests: admins and customer service. */
const CHANGE_REQUEST_STAFF = ['admin', 'moderator-customer-service'];
/** Who watches the ERP pulls: admins, service and management moderators. */
const ERP_STAFF = ['admin', 'moderator-service', 'moderator-management'];
/** Who keeps the media library: admins, documentation and marketing moderators. */
const MEDIA_STAFF = ['admin', 'moderator-docs', 'moderator-marketing'];

/** Trade words, a surname and cities: what staff type to find a partner (each hits at least a page). */
const PARTNER_TERMS = ['instal', 'klima', 'serwis', 'hydro', 'nowak', 'kraków', 'gdańsk', 'łódź'];
/** Company-name words of the partners that asked for changes. */
const CHANGE_REQUEST_TERMS = ['instal', 'serwis', 'hydro', 'eko', 'therm', 'kraków'];
/** The seeded library's directories (bench seed area `media library`) with words of their files' names. */
const MEDIA_SEARCHES = [
  { dir: 'media/katalog/zdjecia', term: 'montaz' },
  { dir: 'media/katalog/zdjecia', term: 'aquaterm' },
  { dir: 'media/katalog/instrukcje', term: 'serwisowa' },
  { dir: 'media/katalog/instrukcje', term: '-pl' },
  { dir: 'media/katalog/ikony', term: 'mode' },
  { dir: 'media/realizacje/krakow', term: 'pompa' },
  { dir: 'media/marketing/2025', term: 'ulotka' },
  { dir: 'media/szkolenia', term: 'klimatyzacja' },
];

type RunsInput = { token: string; kind: 'customers' | 'items'; page: number };
type MediaInput = { token: string; dir: string; term: string };

const runsQuery = ({ kind, page }: RunsInput) => `?kind=${kind}&page=${page}`;
const mediaQuery = ({ dir, term }: MediaInput) =>
  `?dir=${encodeURIComponent(dir)}&search=${encodeURIComponent(term)}`;

export const backOfficeScenarios: Scenario[] = [
  {
    name: 'partners list ?search&page',
    caller: 'admin / moderator-customer-service / moderator-trade (random token)',
    roles: PARTNER_STAFF,
    async setup(ctx) {
      const tokens = tokensOf(ctx, PARTNER_STAFF);
      return searchPages(
        ctx,
        tokens,
        PARTNER_TERMS.map((term) => ({ term })),
        (input) => `/api/partner/partners${searchQuery(input)}`,
        2,
      );
    },
    request: searchRequest('/api/partner/partners'),
    reference: { route: 'partners-list', path: searchQuery },
  },
  firstPageSearch({
    name: 'partners list ?search=<NIP>',
    caller: 'admin / moderator-customer-service / moderator-trade (random token)',
    roles: PARTNER_STAFF,
    terms: (f) => f.partnerNips,
    path: '/api/partner/partners',
    reference: 'partners-list',
  }),
  showScenario({
    name: 'partner show /{id}',
    caller: 'admin / moderator-customer-service / moderator-trade (random token)',
    roles: PARTNER_STAFF,
    ids: (f) => f.partnerIds,
    path: (id) => `/api/partner/partners/${id}`,
    reference: 'partner-show',
  }),
  firstPageSearch({
    name: 'partner change requests list ?search',
    caller: 'admin / moderator-customer-service (random token)',
    roles: CHANGE_REQUEST_STAFF,
    terms: () => CHANGE_REQUEST_TERMS,
    path: '/api/partner/change-requests',
    reference: 'change-requests-list',
  }),
  {
    name: 'ERP sync runs list ?kind&page',
    caller: 'admin / moderator-service / moderator-management (random token)',
    roles: ERP_STAFF,
    async setup(ctx) {
      const tokens = tokensOf(ctx, ERP_STAFF);
      const runs = ctx.fixtures.syncRuns;
      if (!runs.customers || !runs.items)
        ctx.note(
          'ERP sync runs list: the bench database holds no runs of a kind (seed it again: area `erp sync runs`)',
        );
      // Only pages that exist: past the last one the product asks again for the last page.
      const lastPage = (kind: string) => Math.max(1, Math.min(5, Math.ceil((runs[kind] ?? 0) / 10)));
      return () => {
        const kind = ctx.rng.pick(['customers', 'items'] as const);
        return { token: ctx.rng.pick(tokens), kind, page: ctx.rng.int(1, lastPage(kind)) };
      };
    },
    request: (input: RunsInput) => ({
      method: 'GET',
      path: `/api/synchronization/synchronizations${runsQuery(input)}`,
      headers: bearer(input.token),
    }),
    reference: { route: 'sync-runs-list', path: runsQuery },
  },
  {
    name: 'media library files ?dir&search',
    caller: 'admin / moderator-docs / moderator-marketing (random token)',
    roles: MEDIA_STAFF,
    async setup(ctx) {
      const tokens = tokensOf(ctx, MEDIA_STAFF);
      return () => ({ token: ctx.rng.pick(tokens), ...ctx.rng.pick(MEDIA_SEARCHES) });
    },
    request: (input: MediaInput) => ({
      method: 'GET',
      path: `/api/media/media/files${mediaQuery(input)}`,
      headers: bearer(input.token),
    }),
    reference: { route: 'media-files-list', path: mediaQuery },
  },
];
