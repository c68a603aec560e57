import './styles.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, type RouteObject, RouterProvider } from 'react-router';
import { BootError } from './app/BootError.tsx';
import { BootProgress } from './app/LoadingBar.tsx';
import { Providers } from './app/Providers.tsx';
import { ROOT_ID, routesWith } from './app/routes.tsx';
import { zoneAt } from './app/zone-at.ts';
import { patchZonesOnce } from './app/zone-patch.ts';
import { loadRouteTable } from './lib/api.ts';
import { fetchDefaultBrand } from './lib/brand.ts';
import { loadChunk } from './lib/chunks.ts';
import { currentLang, i18n, loadLang, loadSignInLang } from './lib/i18n.ts';
import { toastsFollowScreens } from './lib/notifications.ts';

const loadZoneRoutes = () => loadChunk(() => import('./app/zone-routes.tsx')).then((m) => m.zoneRoutes);

/** Resolves once the router's first navigation (lazy routes, loaders, redirects) has settled. */
function routerReady(router: ReturnType<typeof createHashRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const root = createRoot(document.getElementById('root') as HTMLElement);

/**
 * Start-up: the route table (every call resolves through it), the brand theme and the UI
 * strings, then the app. A sign-in screen waits only for its own strings (AuthShell loads the
 * rest after its first paint).
 */
async function boot() {
  const { hash } = window.location;
  const signIn = zoneAt(routesWith(), hash) === 'auth';
  // A sign-in screen starts without the other zones' routes (patched in on the way there); any
  // other screen loads them with the boot requests.
  const zones: Promise<RouteObject[]> = signIn ? Promise.resolve([]) : loadZoneRoutes();
  // The router is made as soon as its routes and the route table are here: its first navigation
  // starts the screen's chunks and its guard while the brand and the strings are still in
  // flight, and the routes are ranked once, by the router (a second ranking of every route cost
  // a throttled phone ~50 ms). Not before the route table: a guard whose current-user call met a
  // table that failed to load would end the session, where the boot shows its retry screen.
  const table = loadRouteTable();
  const routerMade = Promise.all([zones, table]).then(([z]) =>
    createHashRouter(routesWith(z), {
      patchRoutesOnNavigation: patchZonesOnce(ROOT_ID, loadZoneRoutes, !signIn),
    }),
  );
  const lang = currentLang();
  let brand: Awaited<ReturnType<typeof fetchDefaultBrand>>;
  let router: Awaited<typeof routerMade>;
  try {
    [brand, router] = await Promise.all([
      table.then(fetchDefaultBrand),
      routerMade,
      signIn ? loadSignInLang(lang) : loadLang(lang),
    ]);
  } catch (err) {
    console.error(err);
    // A retry makes its own router.
    void routerMade.then((made) => made.dispose()).catch(() => undefined);
    await loadSignInLang(lang).catch(() => undefined);
    root.render(<BootError onRetry={boot} />);
    return;
  }
  document.title = i18n.t('app.name');
  toastsFollowScreens((listener) => {
    // The first navigation may have settled already: the screen it shows is the first one.
    listener(router.state.location.pathname);
    router.subscribe((state) => listener(state.location.pathname));
  });
  // The first screen is drawn once the router has loaded its route and run its loaders, as one
  // render React may interrupt (a transition): a throttled phone then never spends one 180 ms
  // task drawing the shell and the screen, as it did when the router's first update rendered
  // it. Later router updates render at once, not as a transition: no screen suspends, and a
  // transition let the address show the next screen while the previous one stayed drawn, with
  // nothing marked busy, for as long as a loaded machine took to render it.
  // Meanwhile the loading bar runs, as the root route's HydrateFallback would draw it.
  if (!router.state.initialized) root.render(<BootProgress />);
  await routerReady(router);
  startTransition(() => {
    root.render(
      <Providers brand={brand}>
        <RouterProvider router={router} useTransitions={false} />
      </Providers>,
    );
  });
}

void boot();
