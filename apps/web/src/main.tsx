import './styles.ts';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router';
import { BootError } from './app/BootError.tsx';
import { Providers } from './app/Providers.tsx';
import { preloadRoute } from './app/preload-route.ts';
import { routes } from './app/routes.tsx';
import { loadRouteTable } from './lib/api.ts';
import { fetchDefaultBrand } from './lib/brand.ts';
import { currentLang, i18n, loadLang } from './lib/i18n.ts';
import { toastsFollowScreens } from './lib/notifications.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);

/** Start-up: the route table (every call resolves through it) and the brand theme, then the app. */
async function boot() {
  preloadRoute(routes, window.location.hash);
  try {
    await Promise.all([loadRouteTable(), loadLang(currentLang())]);
  } catch (err) {
    console.error(err);
    await loadLang(currentLang()).catch(() => undefined);
    root.render(<BootError onRetry={boot} />);
    return;
  }
  const brand = await fetchDefaultBrand();
  document.title = i18n.t('app.name');
  const router = createHashRouter(routes);
  toastsFollowScreens((listener) => router.subscribe((state) => listener(state.location.pathname)));
  root.render(
    <Providers brand={brand}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

void boot();
