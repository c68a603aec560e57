import type { Rng } from '../lib/rng.ts';
import { solvedCaptchas } from './sign-in.ts';

/**
 * Every load scenario, in the order they run. A later area adds its hot calls here: lists with
 * filters, show, thumbnails, searches, dashboards — each called by a signed-in user of the role
 * that really uses it, and list/show calls with a bare reference in `reference/queries.ts`.
 */

/** Data picked from the bench database before the run (see `fixtures.ts`). */
export type Fixtures = {
  /** E-mails of active users per role slug, all with the demo password. */
  emailsByRole: Record<string, string[]>;
  userIds: number[];
  /** Search words with the last page of their results. */
  searches: { term: string; lastPage: number }[];
};

export type SetupContext = {
  fixtures: Fixtures;
  rng: Rng;
  baseUrl: string;
  /** Bearer tokens of signed-in users of a role. */
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
  /** The bare reference of a list/show call: a route in `reference/queries.ts` and its path. */
  reference?: { route: string; path: (input: I) => string };
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'pl' });

/** Staff who browse users: admins and support moderators hold user.users.index/show by default. */
const USER_BROWSERS = ['admin', 'moderator-support'];

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
    request: ({ token, term, page }: { token: string; term: string; page: number }) => ({
      method: 'GET',
      path: `/api/user/users?search=${encodeURIComponent(term)}&page=${page}`,
      headers: bearer(token),
    }),
    reference: {
      route: 'users-list',
      path: ({ term, page }: { term: string; page: number }) =>
        `?search=${encodeURIComponent(term)}&page=${page}`,
    },
  },
  {
    name: 'user show /{id}',
    caller: 'admin / moderator-support (random token)',
    roles: USER_BROWSERS,
    async setup(ctx) {
      const tokens = USER_BROWSERS.flatMap((r) => ctx.tokens(r));
      return () => ({ token: ctx.rng.pick(tokens), id: ctx.rng.pick(ctx.fixtures.userIds) });
    },
    request: ({ token, id }: { token: string; id: number }) => ({
      method: 'GET',
      path: `/api/user/users/${id}`,
      headers: bearer(token),
    }),
    reference: { route: 'user-show', path: ({ id }: { id: number }) => `?id=${id}` },
  },
];
