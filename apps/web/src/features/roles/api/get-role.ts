import type { RoleRecord } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { useCan } from '../../../lib/viewer.ts';

const getRole = (id: number, signal?: AbortSignal) =>
  apiCall<{ model: RoleRecord }>('user.roles.show', { params: { id }, signal }).then((r) => r.model);

const roleQuery = (id: number) =>
  queryOptions({ queryKey: ['user.roles', 'show', id], queryFn: ({ signal }) => getRole(id, signal) });

export function useRole(id: number) {
  const can = useCan();
  return useQuery({ ...roleQuery(id), enabled: can('user.roles.show') && id > 0 });
}
