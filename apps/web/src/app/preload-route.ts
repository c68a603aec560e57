import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle, Zone } from '../lib/routing.ts';

const pathOf = (hash: string) => hash.replace(/^#/, '') || '/';

/**
 * Starts fetching the chunks of the route being opened while the boot requests (route table,
 * strings, brand) are in flight; otherwise the first screen waits for them one after another.
 * The router's own `lazy` call then finds the modules already loaded.
 */
export function preloadRoute(routes: RouteObject[], hash: string): void {
  for (const match of matchRoutes(routes, pathOf(hash)) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  }
}

/** The zone (sign-in, back office, partner) of the screen at `hash`, if any. */
export function zoneAt(routes: RouteObject[], hash: string): Zone | undefined {
  return matchRoutes(routes, pathOf(hash))
    ?.map((m) => (m.route.handle as RouteHandle | undefined)?.zone)
    .findLast((zone) => zone !== undefined);
}
