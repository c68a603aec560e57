import type { Pagination, RoleRecord } from '@portal/contracts';
import type { NewEntryRecord } from '@portal/contracts/partners';
import { useQuery } from '@tanstack/react-query';
import { apiCall, hasApiRoute } from '../../../lib/api.ts';
import { useCan } from '../../../lib/viewer.ts';

type List<T> = { results: T[]; pagination: Pagination };

/** Widgets load only with their key and once their API exists (spec §6, DESIGN §6). */
const available = (can: (k: string) => boolean, name: string) => can(name) && hasApiRoute(name);

export function useNewEntries() {
  const can = useCan();
  const name = 'partner.new-entries.index';
  return {
    enabled: available(can, name),
    query: useQuery({
      queryKey: ['partner.new-entries', 'index', 'dashboard'],
      queryFn: ({ signal }) =>
        apiCall<List<NewEntryRecord>>(name, {
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
      queryKey: ['user.roles', 'index', 'dashboard'],
      queryFn: ({ signal }) =>
        apiCall<List<RoleRecord>>(name, {
          query: { per_page: 100, sort_by: 'users_count', sort_direction: 'desc' },
          signal,
        }).then((r) => r.results),
      enabled: available(can, name),
    }),
  };
}
