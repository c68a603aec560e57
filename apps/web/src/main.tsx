import './styles.ts';
// Before anything that builds a zod schema.
import './lib/zod-setup.ts';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router';
import { BootError } from './app/BootError.tsx';
import { Providers } from './app/Providers.tsx';
import { preloadRoute, zoneAt } from './app/preload-route.ts';
import { routes } from './app/routes.tsx';
import { loadRouteTable } from './lib/api.ts';
import { fetchDefaultBrand } from './lib/brand.ts';
import { currentLang, i18n, loadLang, loadSignInLang } from './lib/i18n.ts';
import { toastsFollowScreens } from './lib/notifications.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);

/**
 * Start-up: the route table (every call resolves through it), the brand theme and the UI
 * strings, then the app. A sign-in screen waits only for its own strings (AuthShell loads the
 * rest after its first paint).
 */
async function boot() {
  const { hash } = window.location;
  preloadRoute(routes, hash);
  const lang = currentLang();
  let brand: Awaited<ReturnType<typeof fetchDefaultBrand>>;
  try {
    const table = loadRouteTable();
    [brand] = await Promise.all([
      table.then(fetchDefaultBrand),
      table,
      zoneAt(routes, hash) === 'auth' ? loadSignInLang(lang) : loadLang(lang),
    ]);
  } catch (err) {
    console.error(err);
    await loadSignInLang(lang).catch(() => undefined);
    root.render(<BootError onRetry={boot} />);
    return;
  }
  document.title = i18n.t('app.name');
  const router = createHashRouter(routes);
  // Router updates render at once, not as a transition: no screen suspends, and a transition
  // let the address show the next screen while the previous one stayed drawn, with nothing
  // marked busy, for as long as a loaded machine took to render it.
  toastsFollowScreens((listener) => router.subscribe((state) => listener(state.location.pathname)));
  root.render(
    <Providers brand={brand}>
      <RouterProvider router={router} useTransitions={false} />
    </Providers>,
  );
}

void boot();
