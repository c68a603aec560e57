import type { DeviceGroupNode, DeviceGroupRecord } from '@portal/contracts/devices';
import { MAX_PER_PAGE } from '@portal/contracts/list';
import { useQuery } from '@tanstack/react-query';
import type { ListResponse } from '../../components/table/useList.ts';
import { apiCall } from '../../lib/api.ts';
import { useCan } from '../../lib/viewer.ts';

/** Query keys start with the resource so every group write refreshes the tree and counts. */
export const GROUPS_KEY = 'device.groups';

export function useGroupTree() {
  const can = useCan();
  return useQuery({
    queryKey: [GROUPS_KEY, 'tree'],
    queryFn: ({ signal }) =>
      apiCall<{ results: DeviceGroupNode[] }>('device.groups.tree', { signal }).then((r) => r.results),
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
    queryKey: [GROUPS_KEY, 'counts'],
    queryFn: async ({ signal }) => {
      const counts = new Map<number, number>();
      for (let page = 1; ; page++) {
        const res = await apiCall<ListResponse<DeviceGroupRecord>>('device.groups.index', {
          query: { page, per_page: MAX_PER_PAGE, sort_by: 'order', sort_direction: 'asc' },
          signal,
        });
        for (const g of res.results) counts.set(g.id, g.devices_count);
        if (page >= res.pagination.last_page) return counts;
      }
    },
    enabled: can('device.groups.index'),
    meta: { silent: true },
  });
}
