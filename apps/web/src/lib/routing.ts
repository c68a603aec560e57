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

/** Resources with a list, an add and a record screen. */
export type RecordScreensResource = {
  [N in WebRouteName]: N extends `${infer R}.show`
    ? `${R}.index` | `${R}.store` extends WebRouteName
      ? R
      : never
    : never;
}[WebRouteName];

type RecordLeavesInput = {
  /** The key prefix of the titles `<titles>.title` (the list), `.create` and `.edit`. */
  titles: string;
  nav?: NavPlacement;
  list: () => Promise<PageModule>;
  /** The add (`store`) and record (`show`) screen, a `RecordEditPage`. */
  edit: () => Promise<PageModule>;
};

/**
 * A resource's three screens in one declaration: the list, the add screen and the record screen,
 * which its update key opens too, both under the list in the breadcrumbs.
 */
export function recordLeaves(
  resource: RecordScreensResource,
  { titles, nav, list, edit }: RecordLeavesInput,
): RouteLeafInput[] {
  const index = `${resource}.index` as WebRouteName;
  return [
    { name: index, title: `${titles}.title`, ...(nav ? { nav } : {}), page: list },
    { name: `${resource}.store` as WebRouteName, title: `${titles}.create`, parent: index, page: edit },
    {
      name: `${resource}.show` as WebRouteName,
      title: `${titles}.edit`,
      access: `${resource}.update`,
      parent: index,
      page: edit,
    },
  ];
}

/** A feature's leaves in one zone, each with its URL from the name (written once, in paths.ts). */
export function routeLeaves(zone: Zone, defs: RouteLeafInput[]): RouteLeaf[] {
  return defs.map((def) => ({ ...def, zone, path: WEB_PATHS[def.name] }));
}
