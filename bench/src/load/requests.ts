import type { Fixtures, RequestSpec, Scenario, SetupContext } from './scenarios.ts';

/** A signed-in user's headers, Polish answers (as the product's screens ask). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'pl' });

/** Sessions of every signed-in user of the roles. */
export const tokensOf = (ctx: SetupContext, roles: string[]) => roles.flatMap((r) => ctx.tokens(r));

/** A list searched for a word, at a page. */
export type SearchQuery = { token: string; term: string; page: number };
export const searchQuery = ({ term, page }: Omit<SearchQuery, 'token'>) =>
  `?search=${encodeURIComponent(term)}&page=${page}`;
/** The signed-in GET of a searched page of the list at `path`. */
export const searchRequest =
  (path: string) =>
  (input: SearchQuery): RequestSpec => ({
    method: 'GET',
    path: `${path}${searchQuery(input)}`,
    headers: bearer(input.token),
  });

export type ShowInput = { token: string; id: number };

type Described = { name: string; caller: string; roles: string[] };

/** Random signed-in users of `roles`, each request with a random item of the fixtures' `pool`. */
function randomCalls<T, I>(
  opts: Described & {
    pool: (fixtures: Fixtures) => readonly T[];
    input: (token: string, item: T) => I;
    request: (input: I) => RequestSpec;
    reference: Scenario<I>['reference'];
  },
): Scenario<I> {
  return {
    name: opts.name,
    caller: opts.caller,
    roles: opts.roles,
    async setup(ctx) {
      const tokens = tokensOf(ctx, opts.roles);
      const pool = opts.pool(ctx.fixtures);
      return () => opts.input(ctx.rng.pick(tokens), ctx.rng.pick(pool));
    },
    request: opts.request,
    reference: opts.reference,
  };
}

/**
 * A show (`GET …/{id}`) called by random signed-in users of `roles` on random ids from the
 * fixtures, with its bare reference route (which takes `?id=`).
 */
export function showScenario(
  opts: Described & {
    ids: (fixtures: Fixtures) => number[];
    path: (id: number) => string;
    reference: string;
  },
): Scenario<ShowInput> {
  return randomCalls({
    ...opts,
    pool: opts.ids,
    input: (token, id) => ({ token, id }),
    request: ({ token, id }) => ({ method: 'GET', path: opts.path(id), headers: bearer(token) }),
    reference: { route: opts.reference, path: ({ id }: ShowInput) => `?id=${id}` },
  });
}

/**
 * A list at its first page searched for one of `terms` (random) by random signed-in users of
 * `roles`, with its bare reference route (which takes the same query).
 */
export function firstPageSearch(
  opts: Described & { terms: (fixtures: Fixtures) => readonly string[]; path: string; reference: string },
): Scenario<SearchQuery> {
  return randomCalls({
    ...opts,
    pool: opts.terms,
    input: (token, term) => ({ token, term, page: 1 }),
    request: searchRequest(opts.path),
    reference: { route: opts.reference, path: searchQuery },
  });
}

/**
 * Random signed-in callers of `tokens` asking one of `searches` at one of its first `upTo` pages
 * that exist. Each search's last page is asked of the product once at setup, as people paging
 * through results only ask pages that exist (a page past the end is answered with the last one,
 * after one more statement: a stale link's cost, not a list's).
 */
export async function searchPages<T extends object>(
  ctx: SetupContext,
  tokens: string[],
  searches: T[],
  url: (input: T & { page: number }) => string,
  upTo: number,
): Promise<() => T & { token: string; page: number }> {
  const paged: { search: T; lastPage: number }[] = [];
  for (const search of searches) {
    const answer = await ctx.ask(url({ ...search, page: 1 }), tokens[0]);
    paged.push({ search, lastPage: (answer as { pagination: { last_page: number } }).pagination.last_page });
  }
  return () => {
    const { search, lastPage } = ctx.rng.pick(paged);
    return {
      ...search,
      token: ctx.rng.pick(tokens),
      page: ctx.rng.int(1, Math.min(upTo, Math.max(1, lastPage))),
    };
  };
}
