import type { RouteName } from '@portal/contracts/api';
import { useQuery } from '@tanstack/react-query';
import { apiCall, hasApiRoute } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';
import { useCan } from '../../../lib/viewer.ts';

/** Widgets load only with their key and once their API exists (spec §6, DESIGN §6). */
const available = (can: (k: string) => boolean, name: RouteName) => can(name) && hasApiRoute(name);

export function useNewEntries() {
  const can = useCan();
  const name = 'partner.new-entries.index';
  return {
    enabled: available(can, name),
    query: useQuery({
      queryKey: queryKeys('partner.new-entries').list('dashboard'),
      queryFn: ({ signal }) =>
        apiCall(name, {
          query: { per_page: 5, sort_by: 'created_at', sort_direction: 'desc' },
          signal,
        }),
      enabled: available(can, name),
    }),
  };
}

export function useRoleCounts() {
  const can = useCan();
  const name = 'user.roles.index';
  return {
    enabled: available(can, name),
    query: useQuery({
      queryKey: queryKeys('user.roles').list('dashboard'),
      queryFn: ({ signal }) =>
        apiCall(name, {
          query: { per_page: 100, sort_by: 'users_count', sort_direction: 'desc' },
          signal,
        }).then((r) => r.results),
      enabled: available(can, name),
    }),
  };
}
