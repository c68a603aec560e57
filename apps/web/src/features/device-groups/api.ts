import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { queryKeys } from '../../lib/keys.ts';
import { fetchAll } from '../../lib/options.ts';
import { useCan } from '../../lib/viewer.ts';

/** Query keys start with the resource so every group write refreshes the tree and counts. */
export const GROUPS_KEY = 'device.groups';

export function useGroupTree() {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys(GROUPS_KEY).of('tree'),
    queryFn: ({ signal }) => apiCall('device.groups.tree', { signal }).then((r) => r.results),
    enabled: can('device.groups.tree'),
  });
}

/**
 * Devices per group, which the tree does not carry: the group list read page by page. A group
 * with devices takes no subgroups (devices live in leaves).
 */
export function useGroupDeviceCounts() {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys(GROUPS_KEY).of('counts'),
    queryFn: async ({ signal }) => {
      const groups = await fetchAll('device.groups.index', {
        query: { sort_by: 'order', sort_direction: 'asc' },
        signal,
      });
      return new Map(groups.map((g) => [g.id, g.devices_count]));
    },
    enabled: can('device.groups.index'),
    meta: { silent: true },
  });
}
