import type {
  DeviceTagRecord,
  deviceGroupTreeResponse,
  ProducerRecord,
  ProductCardRecord,
} from '@portal/contracts/devices';
import type { Pagination } from '@portal/contracts/list';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api.ts';
import { BY_NAME, useOptions } from '../../../lib/options.ts';
import { useCan } from '../../../lib/viewer.ts';

type List<T> = { results: T[]; pagination: Pagination };

/** The whole group tree in one call: the device's group select and the list's filter. */
export function useGroupTree() {
  const can = useCan();
  return useQuery({
    queryKey: ['device.groups', 'tree'],
    queryFn: ({ signal }) =>
      apiCall<z.infer<typeof deviceGroupTreeResponse>>('device.groups.tree', { signal }).then(
        (r) => r.results,
      ),
    enabled: can('device.groups.tree'),
    staleTime: 60_000,
  });
}

export function useProducers() {
  return useOptions<ProducerRecord>('producer.producers.index', { query: BY_NAME });
}

export function useDeviceTags() {
  return useOptions<DeviceTagRecord>('device.tags.index', { query: BY_NAME });
}

/** Product cards matching what the user typed. */
export function useProductCards(search: string) {
  const can = useCan();
  return useQuery({
    queryKey: ['device.productcards', 'index', 'options', search],
    queryFn: ({ signal }) =>
      apiCall<List<ProductCardRecord>>('device.productcards.index', {
        query: { per_page: 30, sort_by: 'name', sort_direction: 'asc', search: search || undefined },
        signal,
      }).then((r) => r.results),
    enabled: can('device.productcards.index'),
    staleTime: 30_000,
  });
}
