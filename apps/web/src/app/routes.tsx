import { type RouteObject, replace } from 'react-router';
import { loadChunk } from '../lib/chunks.ts';
import type { RouteMeta } from '../lib/guard.ts';
import { pathFor } from '../lib/paths.ts';
import type { GuardedMeta, PageModule, RouteHandle, RouteLeaf, Zone } from '../lib/routing.ts';
import { guardLoader, guardRevalidate } from './guard-loader.ts';
import { BootProgress } from './LoadingBar.tsx';
import { ROUTE_LEAVES } from './leaves.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

/** A lazy route chunk with the 120 s timeout of spec §9. */
const lazyPage = (load: () => Promise<PageModule>) => async () => ({
  Component: (await loadChunk(load)).default,
});

/** A shell's own path is its index route (the dashboards). */
const SHELL_PATHS: readonly string[] = ['/cms', '/'];

const TITLES = new Map(ROUTE_LEAVES.map((l) => [l.name as string, l.title]));

/** The page title key of a named route, for breadcrumbs. */
export function titleOf(name: string): string | undefined {
  return TITLES.get(name);
}

function toRoute(leaf: RouteLeaf): RouteObject {
  const meta: GuardedMeta = {
    name: leaf.name,
    title: leaf.title,
    access: leaf.access,
    parent: leaf.parent,
    open: leaf.open,
    secured: leaf.zone !== 'auth',
    partnerZone: leaf.zone === 'partner',
  };
  const handle: RouteHandle = { meta, zone: leaf.zone };
  const route: RouteObject = SHELL_PATHS.includes(leaf.path)
    ? { index: true, handle, lazy: lazyPage(leaf.page) }
    : { path: leaf.path, handle, lazy: lazyPage(leaf.page) };
  if (leaf.zone === 'auth') return route;
  return { ...route, loader: guardLoader(meta), shouldRevalidate: guardRevalidate };
}

/** The leaves of a zone under one shell path (the back office is served under /cms and /contractor). */
const leavesOf = (zone: Zone, under?: string) =>
  ROUTE_LEAVES.filter(
    (l) => l.zone === zone && (under === undefined || l.path === under || l.path.startsWith(`${under}/`)),
  ).map(toRoute);

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
  children: [...leavesOf('cms', path), notFoundInCms],
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: BootProgress,
    children: [
      {
        path: '/auth',
        handle: { zone: 'auth' } satisfies RouteHandle,
        lazy: lazyPage(() => import('./shells/AuthShell.tsx')),
        children: [{ index: true, loader: () => replace(pathFor('auth.login')) }, ...leavesOf('auth')],
      },
      cmsShell('/cms'),
      cmsShell('/contractor'),
      {
        id: 'partner',
        handle: { zone: 'partner' } satisfies RouteHandle,
        lazy: lazyPage(() => import('./shells/PartnerShell.tsx')),
        children: leavesOf('partner'),
      },
      { path: '*', lazy: lazyPage(() => import('./NotFoundPage.tsx')) },
    ],
  },
];
