import type { Fixtures, Scenario, SetupContext } from './scenarios.ts';

/** A signed-in user's headers, Polish answers (as the product's screens ask). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'pl' });

/** Sessions of every signed-in user of the roles. */
export const tokensOf = (ctx: SetupContext, roles: string[]) => roles.flatMap((r) => ctx.tokens(r));

export type ShowInput = { token: string; id: number };

/**
 * A show (`GET …/{id}`) called by random signed-in users of `roles` on random ids from the
 * fixtures, with its bare reference route (which takes `?id=`).
 */
export function showScenario(opts: {
  name: string;
  caller: string;
  roles: string[];
  ids: (fixtures: Fixtures) => number[];
  path: (id: number) => string;
  reference: string;
}): Scenario<ShowInput> {
  return {
    name: opts.name,
    caller: opts.caller,
    roles: opts.roles,
    async setup(ctx) {
      const tokens = tokensOf(ctx, opts.roles);
      const ids = opts.ids(ctx.fixtures);
      return () => ({ token: ctx.rng.pick(tokens), id: ctx.rng.pick(ids) });
    },
    request: ({ token, id }) => ({ method: 'GET', path: opts.path(id), headers: bearer(token) }),
    reference: { route: opts.reference, path: ({ id }: ShowInput) => `?id=${id}` },
  };
}

/**
 * Each search of `inputs` with its last page, asked of the product once at setup: a scenario
 * then asks only pages that exist, as people paging through results do (a page past the end is
 * answered with the last one, after one more statement: a stale link's cost, not a list's).
 */
export async function withLastPages<T extends object>(
  ctx: SetupContext,
  token: string,
  inputs: T[],
  url: (input: T & { page: number }) => string,
): Promise<(T & { lastPage: number })[]> {
  const out: (T & { lastPage: number })[] = [];
  for (const input of inputs) {
    const answer = await ctx.ask(url({ ...input, page: 1 }), token);
    const { pagination } = answer as { pagination: { last_page: number } };
    out.push({ ...input, lastPage: pagination.last_page });
  }
  return out;
}

/** A page of the first `upTo` of a search's pages. */
export const somePage = (ctx: SetupContext, lastPage: number, upTo: number) =>
  ctx.rng.int(1, Math.min(upTo, Math.max(1, lastPage)));
