import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';
import { BY_NAME, useOptions } from '../../../lib/options.ts';
import { useCan } from '../../../lib/viewer.ts';

/** The whole group tree in one call: the device's group select and the list's filter. */
export function useGroupTree() {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys('device.groups').of('tree'),
    queryFn: ({ signal }) => apiCall('device.groups.tree', { signal }).then((r) => r.results),
    enabled: can('device.groups.tree'),
    staleTime: 60_000,
  });
}

export function useProducers() {
  return useOptions('producer.producers.index', { query: BY_NAME });
}

export function useDeviceTags() {
  return useOptions('device.tags.index', { query: BY_NAME });
}

/** Product cards matching what the user typed. */
export function useProductCards(search: string) {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys('device.productcards').list('options', search),
    queryFn: ({ signal }) =>
      apiCall('device.productcards.index', {
        query: { per_page: 30, sort_by: 'name', sort_direction: 'asc', search: search || undefined },
        signal,
      }).then((r) => r.results),
    enabled: can('device.productcards.index'),
    staleTime: 30_000,
  });
}
