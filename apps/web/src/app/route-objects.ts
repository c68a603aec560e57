import type { RouteObject } from 'react-router';
import { loadChunk } from '../lib/chunks.ts';
import type { GuardedMeta, PageModule, RouteHandle, RouteLeaf, Zone } from '../lib/routing.ts';
import { guardLoader, guardRevalidate } from './guard-loader.ts';

/** A lazy route chunk with the 120 s timeout of spec §9, under the query client. */
export const lazyPage = (load: () => Promise<PageModule>) => async () => {
  const [page, { withQueries }] = await Promise.all([
    loadChunk(load),
    loadChunk(() => import('./with-queries.tsx')),
  ]);
  return { Component: withQueries(page.default) };
};

/** A sign-in zone chunk that uses no queries: its first paint does not wait for React Query. */
export const lazyQueryFree = (load: () => Promise<PageModule>) => async () => ({
  Component: (await loadChunk(load)).default,
});

/** The screens that use no queries (the login signs in through lib/query.ts loaded on submit). */
const QUERY_FREE: readonly string[] = ['auth.login'];

/** A shell's own path is its index route (the dashboards). */
const SHELL_PATHS: readonly string[] = ['/cms', '/'];

export function toRoute(leaf: RouteLeaf): RouteObject {
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
  const lazy = (QUERY_FREE.includes(leaf.name) ? lazyQueryFree : lazyPage)(leaf.page);
  const route: RouteObject = SHELL_PATHS.includes(leaf.path)
    ? { index: true, handle, lazy }
    : { path: leaf.path, handle, lazy };
  if (leaf.zone === 'auth') return route;
  return { ...route, loader: guardLoader(meta), shouldRevalidate: guardRevalidate };
}

/** The leaves of a zone under one shell path (the back office is served under /cms and /contractor). */
export const leavesOf = (leaves: readonly RouteLeaf[], zone: Zone, under?: string) =>
  leaves
    .filter(
      (l) => l.zone === zone && (under === undefined || l.path === under || l.path.startsWith(`${under}/`)),
    )
    .map(toRoute);
