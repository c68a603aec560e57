import { useQuery } from '@tanstack/react-query';
import { usePainted } from '../../../lib/after-paint.ts';
import { apiCall, hasApiRoute } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';

/** The own company and its caretakers; partner-zone loads do not check keys (spec §6). */
export function useCompany(partnerId: number | null) {
  const name = 'partner-zone.partner.partners.show';
  const enabled = partnerId !== null && hasApiRoute(name);
  const painted = usePainted();
  return {
    enabled,
    query: useQuery({
      queryKey: queryKeys('partner-zone.partner.partners').show(partnerId),
      queryFn: ({ signal }) => apiCall(name, { params: { id: partnerId ?? 0 }, signal }).then((r) => r.model),
      enabled: enabled && painted,
    }),
  };
}

export function useCompanyUsersPreview() {
  const painted = usePainted();
  return useQuery({
    enabled: painted,
    queryKey: queryKeys('partner-zone.user.users').list('dashboard'),
    queryFn: ({ signal }) =>
      apiCall('partner-zone.user.users.index', {
        query: { per_page: 5, sort_by: 'last_name', sort_direction: 'asc' },
        signal,
      }),
  });
}
