import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteMeta } from './guard.ts';
import { WEB_PATHS, type WebRouteName } from './paths.ts';

/**
 * The route leaves a feature declares in its own `routes.ts` (DESIGN §4 "Web routes have names
 * too"): `app/` only composes them into the router and the menus, so adding a screen touches its
 * feature and the URL table in `paths.ts`, nothing in `app/`.
 */

/** Which shell a screen opens in: the sign-in pages, the back office or the partner zone. */
export type Zone = 'auth' | 'cms' | 'partner';

/** The back-office menu groups; their label, icon and place are the app's (app/navigation.ts). */
export type NavArea = 'partner' | 'user' | 'device' | 'documentation';

export type PageModule = { default: ComponentType };

/** Where a leaf shows in its zone's menu: `order` sorts it among its siblings (top level or group). */
type NavPlacement = { label: string; order: number; icon?: Icon; group?: NavArea };

export type GuardedMeta = RouteMeta & { title: string; parent?: string };

/** What a matched route carries for the shells, breadcrumbs and pages reading their own name. */
export type RouteHandle = { meta?: GuardedMeta; zone?: Zone };

type RouteLeafInput = {
  name: WebRouteName;
  /** The page title key, also the breadcrumb label. */
  title: string;
  page: () => Promise<PageModule>;
  /** A permission key that opens the route as well as its name (shared permission). */
  access?: string;
  /** The breadcrumb step between the zone's dashboard and this page. */
  parent?: WebRouteName;
  /** Any signed-in staff user may open it. */
  open?: boolean;
  nav?: NavPlacement;
};

export type RouteLeaf = RouteLeafInput & { zone: Zone; path: string };

/** A feature's leaves in one zone, each with its URL from the name (written once, in paths.ts). */
export function routeLeaves(zone: Zone, defs: RouteLeafInput[]): RouteLeaf[] {
  return defs.map((def) => ({ ...def, zone, path: WEB_PATHS[def.name] }));
}
