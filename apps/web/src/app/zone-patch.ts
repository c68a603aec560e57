import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/**
 * The router's `patchRoutesOnNavigation` for a boot that left the zones' routes out (a sign-in
 * screen): the first navigation that needs them loads them and patches them in under `rootId`,
 * once. The router drops a patch made for a navigation that something else already superseded
 * (a redirect, a second click), so only a patch the router kept counts as done.
 */
export function patchZonesOnce(
  rootId: string,
  load: () => Promise<RouteObject[]>,
  alreadyIn: boolean,
): PatchRoutesOnNavigationFunction {
  let patched = alreadyIn;
  return async ({ patch, signal }) => {
    if (patched) return;
    const zones = await load();
    if (patched) return;
    patch(rootId, zones);
    if (!signal.aborted) patched = true;
  };
}
