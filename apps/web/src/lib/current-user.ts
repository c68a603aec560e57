import type { CurrentUserResponse } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api.ts';
import type { Viewer } from './guard.ts';
import { queryKeys } from './keys.ts';

/**
 * The signed-in user's query and what the guard reads from it. Apart from the hooks in
 * lib/viewer.ts: the guard and the sign-in run before any screen, and React Query's observer
 * code (useQuery) need not load with them.
 */
export const currentUserQuery = queryOptions({
  queryKey: queryKeys('auth').of('user'),
  queryFn: ({ signal }) => apiCall('auth.user', { signal }),
  staleTime: 5 * 60_000,
  retry: false,
});

/** The partner role's slug (contracts `PARTNER_ROLE_SLUG`), kept literal so the first chunk stays free of the user schemas. */
const PARTNER_ROLE = 'partner';

export function toViewer(me: CurrentUserResponse): Viewer {
  return {
    isPartner: me.model.role.slug === PARTNER_ROLE,
    permissions: new Set(Object.keys(me.permissions)),
  };
}
