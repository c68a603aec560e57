import type { Rng } from '../lib/rng.ts';
import { backOfficeScenarios } from './back-office.ts';
import { documentationScenarios } from './documentation.ts';
import type { DocumentationFixtures } from './documentation-fixtures.ts';
import { mediaScenarios } from './media.ts';
import {
  bearer,
  firstPageSearch,
  searchPages,
  searchQuery,
  searchRequest,
  showScenario,
} from './requests.ts';
import { solvedCaptchas } from './sign-in.ts';

/**
 * Every load scenario, in the order they run. A later area adds its hot calls here: lists with
 * filters, show, thumbnails, searches, dashboards — each called by a signed-in user of the role
 * that really uses it, and list/show calls with a bare reference in `reference/queries.ts`.
 */

/** Data picked from the bench database before the run (see `fixtures.ts`). */
export type Fixtures = DocumentationFixtures & {
  /** E-mails of active users per role slug, all with the demo password. */
  emailsByRole: Record<string, string[]>;
  userIds: number[];
  /** Whole e-mails of any users, and NIPs of partners' companies: selective searches (one match each). */
  userEmails: string[];
  partnerNips: string[];
  /** Search words with the last page of their results. */
  searches: { term: string; lastPage: number }[];
  /** Top-level contractors to show. */
  contractorIds: number[];
  /** Province ids, the contractors list's most used filter. */
  provinceIds: number[];
  /** Devices partners may see (assigned, not blocked, active groups). */
  partnerDeviceIds: number[];
  /** Partners, devices, error codes and documents to show in the back office. */
  partnerIds: number[];
  deviceIds: number[];
  errorCodeIds: number[];
  documentationIds: number[];
  /** ERP synchronization runs per kind (bench seed area `erp sync runs`). */
  syncRuns: Record<string, number>;
  /** Public images (product photos) with their signatures, for thumbnail URLs. */
  publicImages: { path: string; signature: string }[];
  /** Error codes with a Polish manual, for counted downloads. */
  manualErrorCodeIds: number[];
};

export type SetupContext = {
  fixtures: Fixtures;
  rng: Rng;
  baseUrl: string;
  /** The product's JSON answer to a signed-in GET, asked once per run (peers see the same); a non-2xx throws. */
  ask: (path: string, token: string) => Promise<unknown>;
  /**
   * Bearer tokens of signed-in users of a role: `tokens(role)[i]` is the session of
   * `fixtures.emailsByRole[role][i]` (main.ts and fixtures.ts sign them in in that order).
   */
  tokens: (role: string) => string[];
  /** Seconds of load the coming warm-up + measured period will put on the scenario. */
  seconds: number;
  captchaCost: number;
  note: (text: string) => void;
};

export type RequestSpec = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type Scenario<I = any> = {
  name: string;
  /** Who calls it, for the report. */
  caller: string;
  /** Roles whose users sign in before the run, to provide tokens. */
  roles: string[];
  /** Prepares one run (one connection count) and returns the source of inputs, one per request. */
  setup: (ctx: SetupContext) => Promise<() => I>;
  request: (input: I) => RequestSpec;
  /** A large streamed answer: the run also reports MB/s and the server's peak RSS while it streams. */
  stream?: boolean;
  /** The bare reference of a list/show call: a route in `reference/queries.ts` and its path. */
  reference?: { route: string; path: (input: I) => string };
};

/** Staff who browse users: admins and support moderators hold user.users.index/show by default. */
const USER_BROWSERS = ['admin', 'moderator-support'];

/** Staff who work with companies: admins and customer-service moderators hold contractor.* by default. */
const CONTRACTOR_STAFF = ['admin', 'moderator-customer-service'];

/** Words staff type into the contractors search: trade words, a surname, cities. */
const CONTRACTOR_TERMS = ['instal', 'klima', 'serwis', 'hydro', 'nowak', 'kraków', 'gdańsk', 'łódź'];

type ContractorQuery = { token: string; term: string; province: number; page: number };

/** Partners of one province whose name, NIP or city holds the word, by name, as the list screen asks. */
const contractorListQuery = ({ term, province, page }: Omit<ContractorQuery, 'token'>) =>
  `?search=${encodeURIComponent(term)}&province=${province}&is_partner=1&sort_by=name&sort_direction=asc&page=${page}`;

/** Staff who maintain the catalogue: admins and documentation moderators hold device.* by default. */
const CATALOGUE_STAFF = ['admin', 'moderator-docs'];

/** What people type into the device search and the error-code search's model field. */
const DEVICE_TERMS = [
  'pompa',
  'klimatyzator',
  'aquaterm',
  'breeze',
  'rekuperator',
  'ciepła',
  'termaris',
  'nordic',
];
const CODE_TERMS = ['E0', 'E1', 'F0', 'P1', 'H0', 'A'];
/** What staff type into the error-code list's search: a code's start or a word of its description. */
const ERROR_CODE_TERMS = ['czujnik', 'temperatury', 'sprężarki', 'E1', 'P0', 'wentylatora', 'komunikacji'];

type SortedUsersQuery = { token: string; direction: string; page: number };
/** How deep staff page through a sorted list (every table at `--scale 1` has this many pages). */
const SORTED_PAGES = 50;
type ErrorCodeQuery = { token: string; model: string; code: string };

const errorCodeQuery = ({ model, code }: ErrorCodeQuery) =>
  `?code=${encodeURIComponent(code)}&model=${encodeURIComponent(model)}`;

export const scenarios: Scenario[] = [
  {
    name: 'sign-in',
    caller: 'any active user (random), pre-solved captcha',
    roles: [],
    async setup(ctx) {
      const emails = Object.values(ctx.fixtures.emailsByRole).flat();
      const pool = await solvedCaptchas(ctx);
      let used = 0;
      return () => ({ email: ctx.rng.pick(emails), captcha: pool[Math.min(used++, pool.length - 1)] });
    },
    request: ({ email, captcha }: { email: string; captcha: string }) => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'pl' },
      body: JSON.stringify({ email, password: 'Demo1234!', rememberMe: false, captcha }),
    }),
  },
  {
    name: 'GET /api/core/routes',
    caller: 'public (the web app on every load)',
    roles: [],
    setup: async () => () => null,
    request: () => ({ method: 'GET', path: '/api/core/routes' }),
  },
  {
    name: 'GET /api/auth/user',
    caller: 'partner users (random token)',
    roles: ['partner'],
    async setup(ctx) {
      const tokens = ctx.tokens('partner');
      return () => ctx.rng.pick(tokens);
    },
    request: (token: string) => ({ method: 'GET', path: '/api/auth/user', headers: bearer(token) }),
  },
  {
    name: 'users list ?search&page',
    caller: 'admin / moderator-support (random token)',
    roles: USER_BROWSERS,
    async setup(ctx) {
      const tokens = USER_BROWSERS.flatMap((r) => ctx.tokens(r));
      return () => {
        const s = ctx.rng.pick(ctx.fixtures.searches);
        return { token: ctx.rng.pick(tokens), term: s.term, page: ctx.rng.int(1, s.lastPage) };
      };
    },
    request: searchRequest('/api/user/users'),
    reference: { route: 'users-list', path: searchQuery },
  },
  firstPageSearch({
    name: 'users list ?search=<e-mail>',
    caller: 'admin / moderator-support (random token)',
    roles: USER_BROWSERS,
    terms: (f) => f.userEmails,
    path: '/api/user/users',
    reference: 'users-list',
  }),
  {
    name: 'users list ?sort_by=last_name&page',
    caller: 'admin / moderator-support (random token)',
    roles: USER_BROWSERS,
    async setup(ctx) {
      const tokens = USER_BROWSERS.flatMap((r) => ctx.tokens(r));
      // Staff page through the first pages of the users sorted by surname, either way.
      return () => ({
        token: ctx.rng.pick(tokens),
        direction: ctx.rng.pick(['asc', 'desc']),
        page: ctx.rng.int(1, SORTED_PAGES),
      });
    },
    request: ({ token, direction, page }: SortedUsersQuery) => ({
      method: 'GET',
      path: `/api/user/users?sort_by=last_name&sort_direction=${direction}&page=${page}`,
      headers: bearer(token),
    }),
    reference: {
      route: 'users-list-by-surname',
      path: ({ direction, page }: SortedUsersQuery) => `?direction=${direction}&page=${page}`,
    },
  },
  showScenario({
    name: 'user show /{id}',
    caller: 'admin / moderator-support (random token)',
    roles: USER_BROWSERS,
    ids: (f) => f.userIds,
    path: (id) => `/api/user/users/${id}`,
    reference: 'user-show',
  }),
  {
    name: 'contractors list ?search&province&is_partner&page',
    caller: 'admin / moderator-customer-service (random token)',
    roles: CONTRACTOR_STAFF,
    async setup(ctx) {
      const tokens = CONTRACTOR_STAFF.flatMap((r) => ctx.tokens(r));
      return searchPages(
        ctx,
        tokens,
        CONTRACTOR_TERMS.flatMap((term) => ctx.fixtures.provinceIds.map((province) => ({ term, province }))),
        (input) => `/api/contractor/contractors${contractorListQuery(input)}`,
        3,
      );
    },
    request: (input: ContractorQuery) => ({
      method: 'GET',
      path: `/api/contractor/contractors${contractorListQuery(input)}`,
      headers: bearer(input.token),
    }),
    reference: { route: 'contractors-list', path: contractorListQuery },
  },
  showScenario({
    name: 'contractor show /{id}',
    caller: 'admin / moderator-customer-service (random token)',
    roles: CONTRACTOR_STAFF,
    ids: (f) => f.contractorIds,
    path: (id) => `/api/contractor/contractors/${id}`,
    reference: 'contractor-show',
  }),
  {
    name: 'devices list ?search&page',
    caller: 'admin / moderator-docs (random token)',
    roles: CATALOGUE_STAFF,
    async setup(ctx) {
      const tokens = CATALOGUE_STAFF.flatMap((r) => ctx.tokens(r));
      return searchPages(
        ctx,
        tokens,
        DEVICE_TERMS.map((term) => ({ term })),
        (input) => `/api/device/devices${searchQuery(input)}`,
        3,
      );
    },
    request: searchRequest('/api/device/devices'),
    reference: { route: 'devices-list', path: searchQuery },
  },
  showScenario({
    name: 'device show /{id}',
    caller: 'admin / moderator-docs (random token)',
    roles: CATALOGUE_STAFF,
    ids: (f) => f.deviceIds,
    path: (id) => `/api/device/devices/${id}`,
    reference: 'device-show',
  }),
  {
    name: 'error codes list ?search&page',
    caller: 'admin / moderator-docs (random token)',
    roles: CATALOGUE_STAFF,
    async setup(ctx) {
      const tokens = CATALOGUE_STAFF.flatMap((r) => ctx.tokens(r));
      return searchPages(
        ctx,
        tokens,
        ERROR_CODE_TERMS.map((term) => ({ term })),
        (input) => `/api/device/error-codes${searchQuery(input)}`,
        3,
      );
    },
    request: searchRequest('/api/device/error-codes'),
    reference: { route: 'error-codes-list', path: searchQuery },
  },
  showScenario({
    name: 'error-code show /{id}',
    caller: 'admin / moderator-docs (random token)',
    roles: CATALOGUE_STAFF,
    ids: (f) => f.errorCodeIds,
    path: (id) => `/api/device/error-codes/${id}`,
    reference: 'error-code-show',
  }),
  showScenario({
    name: 'partner device page /{id}',
    caller: 'partner users (random token)',
    roles: ['partner'],
    ids: (f) => f.partnerDeviceIds,
    path: (id) => `/api/partner-zone/device/devices/${id}`,
    reference: 'partner-device-show',
  }),
  showScenario({
    name: 'partner device error codes ?device&page',
    caller: 'partner users (random token)',
    roles: ['partner'],
    ids: (f) => f.partnerDeviceIds,
    path: (id) => `/api/partner-zone/device/errorcodes?device=${id}&sort_by=code&sort_direction=asc`,
    reference: 'partner-device-errorcodes',
  }),
  {
    name: 'partner error-code search ?code&model',
    caller: 'partner users (random token)',
    roles: ['partner'],
    async setup(ctx) {
      const tokens = ctx.tokens('partner');
      return () => ({
        token: ctx.rng.pick(tokens),
        model: ctx.rng.pick(DEVICE_TERMS),
        code: ctx.rng.pick(CODE_TERMS),
      });
    },
    request: (input: ErrorCodeQuery) => ({
      method: 'GET',
      path: `/api/partner-zone/device/errorcodes${errorCodeQuery(input)}`,
      headers: bearer(input.token),
    }),
    reference: { route: 'partner-errorcodes-search', path: errorCodeQuery },
  },
  ...backOfficeScenarios,
  ...mediaScenarios,
  ...documentationScenarios,
];
