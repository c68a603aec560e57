import type { UserRecord } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { useCan } from '../../../lib/viewer.ts';

const getUser = (id: number, signal?: AbortSignal) =>
  apiCall<{ model: UserRecord }>('user.users.show', { params: { id }, signal }).then((r) => r.model);

const userQuery = (id: number) =>
  queryOptions({ queryKey: ['user.users', 'show', id], queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: number) {
  const can = useCan();
  return useQuery({ ...userQuery(id), enabled: can('user.users.show') && id > 0 });
}
