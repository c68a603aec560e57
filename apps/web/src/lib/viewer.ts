import type { CurrentUserResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api.ts';
import type { Viewer } from './guard.ts';
import { queryKeys } from './keys.ts';

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

/** The signed-in user; routes under a shell are guarded, so the data is there once they render. */
export function useMe() {
  const { data } = useQuery(currentUserQuery);
  return data ?? null;
}

/** `can(key)`: the permission check of spec §6, for navigation, actions and CMS data loads. */
export function useCan(): (key: string) => boolean {
  const me = useMe();
  return (key) => Boolean(me?.permissions[key]);
}
