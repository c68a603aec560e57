import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts fetching the chunks of the route being opened while the boot requests (route table,
 * strings, brand) are in flight; otherwise the first screen waits for them one after another.
 * The router's own `lazy` call then finds the modules already loaded.
 */
export function preloadRoute(routes: RouteObject[], hash: string): void {
  const path = hash.replace(/^#/, '') || '/';
  for (const match of matchRoutes(routes, path) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  }
}
