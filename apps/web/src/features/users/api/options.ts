import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';
import { BY_NAME, useOptions } from '../../../lib/options.ts';
import { useCan } from '../../../lib/viewer.ts';

/** Every role, for the role select and filter. */
export function useRoleOptions() {
  return useOptions('user.roles.index', { query: BY_NAME });
}

/** A role's slug by its id (the user form's rules differ for the partner role), once roles load. */
export function useRoleSlugs() {
  const roles = useRoleOptions();
  return (id: number) => roles.data?.find((r) => r.id === id)?.slug;
}

/** Partners matching what the user typed, for a partner user's company. */
export function usePartnerOptions(search: string, enabled: boolean) {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys('partner.partners').list('options', search),
    queryFn: ({ signal }) =>
      apiCall('partner.partners.index', {
        query: { per_page: 20, sort_by: 'name', sort_direction: 'asc', search: search || undefined },
        signal,
      }).then((r) => r.results),
    enabled: enabled && can('partner.partners.index'),
    staleTime: 30_000,
  });
}
