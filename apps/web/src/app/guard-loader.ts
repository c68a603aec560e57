import { notifications } from '@mantine/notifications';
import { type LoaderFunctionArgs, replace, type ShouldRevalidateFunctionArgs } from 'react-router';
import { onUnauthorized } from '../lib/api.ts';
import { decide, LOGIN_PATH, type RouteMeta, type UnauthorizedVariant } from '../lib/guard.ts';
import { currentLang, i18n, loadLang } from '../lib/i18n.ts';
import { ERROR_MS } from '../lib/notify.ts';
import { session } from '../lib/session.ts';

/**
 * The query client and the current-user query, loaded when a guard first needs them (main.tsx
 * starts the fetch at boot for a signed-in screen): a sign-in screen's first paint does not wait
 * for React Query.
 */
const queries = () =>
  Promise.all([import('../lib/query.ts'), import('../lib/current-user.ts')]).then(
    ([{ queryClient }, { currentUserQuery, toViewer }]) => ({ queryClient, currentUserQuery, toViewer }),
  );

/** Forgets every cached answer when a session ends (React Query loaded by then, or soon). */
export const clearQueries = () => void queries().then(({ queryClient }) => queryClient.clear());

/** The last location the guard let through: "the previous route" of spec §6. */
let previous: string | null = null;

// Any 401 ends the session (spec §4, §8). Registered with the router, before the first loader
// runs, so a token refused on the very first page load is explained on the sign-in screen too.
onUnauthorized(() => session.expire());

session.subscribe(() => {
  if (!session.token()) previous = null;
});

const NOTICE_KEYS: Record<UnauthorizedVariant, string> = {
  route: 'guard.unauthorized',
  none: 'guard.noPermissions',
  partner: 'guard.partnerOnly',
};

function notifyUnauthorized(variant: UnauthorizedVariant) {
  notifications.show({
    id: `guard-${variant}`,
    color: 'red',
    message: i18n.t(NOTICE_KEYS[variant]),
    autoClose: ERROR_MS,
    withCloseButton: true,
  });
}

/** Runs the spec §6 guard before a route renders (and before its data loads). */
export function guardLoader(meta: RouteMeta) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const here = url.pathname + url.search;
    // Signed in from a sign-in screen before the rest of the strings arrived (loaded once).
    await loadLang(currentLang());
    const token = session.token();
    let viewer = null;
    if (meta.secured && token) {
      const { queryClient, currentUserQuery, toViewer } = await queries();
      try {
        viewer = toViewer(await queryClient.ensureQueryData(currentUserQuery));
      } catch {
        // A failed current-user fetch ends the session (spec §4, §8).
        session.signOut();
        queryClient.clear();
        throw replace(LOGIN_PATH);
      }
    }
    const decision = decide(meta, viewer, { hasToken: Boolean(token), hasPrevious: previous !== null });
    switch (decision.type) {
      case 'allow':
        if (meta.secured) previous = here;
        return null;
      case 'cancel':
        throw replace(previous ?? '/');
      case 'redirect':
        if (decision.notify) notifyUnauthorized(decision.notify);
        if (decision.signOut) {
          session.signOut();
          clearQueries();
        }
        throw replace(decision.to);
    }
  };
}

/** List filters change the search only; the guard depends on the path. */
export function guardRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}
