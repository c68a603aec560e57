import { type RouteObject, replace } from 'react-router';
import { routes as auth } from '../features/auth/routes.ts';
import { pathFor } from '../lib/paths.ts';
import type { RouteHandle } from '../lib/routing.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { lazyPage, lazyQueryFree, leavesOf } from './route-objects.ts';

/** The root route's id: the other zones' routes are patched in under it (app/zone-routes.tsx). */
export const ROOT_ID = 'root';

/**
 * The router's routes at boot: the sign-in zone and the unknown-route page, plus `zones` (the
 * back office's and partner zone's routes) when they are already loaded.
 */
export function routesWith(zones: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          path: '/auth',
          handle: { zone: 'auth' } satisfies RouteHandle,
          lazy: lazyQueryFree(() => import('./shells/AuthShell.tsx')),
          children: [
            { index: true, loader: () => replace(pathFor('auth.login')) },
            ...leavesOf(auth, 'auth'),
          ],
        },
        ...zones,
        { path: '*', lazy: lazyPage(() => import('./NotFoundPage.tsx')) },
      ],
    },
  ];
}
