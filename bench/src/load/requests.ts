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
