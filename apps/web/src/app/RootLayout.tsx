import { useEffect } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../lib/guard.ts';
import { useTranslation } from '../lib/i18n.ts';
import type { RouteHandle } from '../lib/routing.ts';
import { session } from '../lib/session.ts';
import { clearQueries } from './guard-loader.ts';
import { LoadingBar } from './LoadingBar.tsx';

/** Above every screen: the loading bar, the page title and the end of a session. */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const navigate = useNavigate();
  const handles = matches.map((m) => m.handle as RouteHandle | undefined);
  const meta = handles.findLast((h) => h?.meta)?.meta;
  const secured = handles.some((h) => h?.meta?.secured);

  useEffect(() => {
    document.title = meta ? `${t(meta.title)} · ${t('app.name')}` : t('app.name');
  }, [meta, t]);

  // A 401 ends the session (app/guard-loader.ts); a token gone elsewhere does the same here.
  useEffect(
    () =>
      session.subscribe(() => {
        if (session.token() || !secured) return;
        clearQueries();
        navigate(LOGIN_PATH, { replace: true });
      }),
    [secured, navigate],
  );

  return (
    <>
      <LoadingBar />
      <Outlet />
    </>
  );
}
