import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../lib/guard.ts';
import type { RouteHandle } from '../lib/routing.ts';
import { guardLoader } from './guard-loader.ts';
import { ROUTE_LEAVES } from './leaves.ts';
import { lazyPage, leavesOf } from './route-objects.ts';

const cmsNotFound: RouteMeta = { name: 'core.not-found', secured: true, partnerZone: false, open: true };

const notFoundInCms: RouteObject = {
  path: '*',
  handle: { meta: { ...cmsNotFound, title: 'notFound.title' }, zone: 'cms' } satisfies RouteHandle,
  loader: guardLoader(cmsNotFound),
  lazy: lazyPage(() => import('./NotFoundPage.tsx')),
};

const cmsShell = (path: string): RouteObject => ({
  path,
  handle: { zone: 'cms' } satisfies RouteHandle,
  lazy: lazyPage(() => import('./shells/CmsShell.tsx')),
  children: [...leavesOf(ROUTE_LEAVES, 'cms', path), notFoundInCms],
});

/**
 * The back office's and the partner zone's routes, children of the root route: their own chunk,
 * loaded at boot for a signed-in screen and on the first navigation there from a sign-in screen
 * (main.tsx), so a sign-in screen's first paint does not wait for every area's declarations.
 */
export const zoneRoutes: RouteObject[] = [
  cmsShell('/cms'),
  cmsShell('/contractor'),
  {
    id: 'partner',
    handle: { zone: 'partner' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./shells/PartnerShell.tsx')),
    children: leavesOf(ROUTE_LEAVES, 'partner'),
  },
];
