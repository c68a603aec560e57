import type { Pagination, RoleRecord } from '@portal/contracts';
import type { PartnerListItem } from '@portal/contracts/partners';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { BY_NAME, useOptions } from '../../../lib/options.ts';
import { useCan } from '../../../lib/viewer.ts';

type List<T> = { results: T[]; pagination: Pagination };

/** Every role, for the role select and filter. */
export function useRoleOptions() {
  return useOptions<RoleRecord>('user.roles.index', { query: BY_NAME });
}

/** Partners matching what the user typed, for a partner user's company. */
export function usePartnerOptions(search: string, enabled: boolean) {
  const can = useCan();
  return useQuery({
    queryKey: ['partner.partners', 'index', 'options', search],
    queryFn: ({ signal }) =>
      apiCall<List<PartnerListItem>>('partner.partners.index', {
        query: { per_page: 20, sort_by: 'name', sort_direction: 'asc', search: search || undefined },
        signal,
      }).then((r) => r.results),
    enabled: enabled && can('partner.partners.index'),
    staleTime: 30_000,
  });
}
