import type { DeviceGroupNode } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api.ts';
import { queryKeys } from './keys.ts';
import { useCan } from './viewer.ts';

/**
 * The whole group tree, as options for group pickers and filters (indented by depth). The cache
 * keeps the tree as the server sends it, which other screens read under the same key.
 */
export function useGroupOptions() {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys('device.groups').of('tree'),
    queryFn: ({ signal }) => apiCall('device.groups.tree', { signal }).then((r) => r.results),
    select: (nodes) => flattenGroups(nodes),
    enabled: can('device.groups.tree'),
    staleTime: 60_000,
  });
}

function flattenGroups(nodes: DeviceGroupNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((n) => [
    { value: String(n.id), label: `${'— '.repeat(depth)}${n.code} · ${n.name.pl}` },
    ...flattenGroups(n.children, depth + 1),
  ]);
}
