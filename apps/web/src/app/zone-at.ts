import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle, Zone } from '../lib/routing.ts';

const pathOf = (hash: string) => hash.replace(/^#/, '') || '/';

/** The zone (sign-in, back office, partner) of the screen at `hash`, if any. */
export function zoneAt(routes: RouteObject[], hash: string): Zone | undefined {
  return matchRoutes(routes, pathOf(hash))
    ?.map((m) => (m.route.handle as RouteHandle | undefined)?.zone)
    .findLast((zone) => zone !== undefined);
}
