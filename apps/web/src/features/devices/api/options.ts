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
import { useCan } from '../../../lib/viewer.ts';

type List<T> = { results: T[]; pagination: Pagination };
const ALL = { per_page: 100, sort_by: 'name', sort_direction: 'asc' } as const;

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

/** Producers are a short list (a handful of brands). */
export function useProducers() {
  const can = useCan();
  return useQuery({
    queryKey: ['producer.producers', 'index', 'options'],
    queryFn: ({ signal }) =>
      apiCall<List<ProducerRecord>>('producer.producers.index', { query: ALL, signal }).then(
        (r) => r.results,
      ),
    enabled: can('producer.producers.index'),
    staleTime: 60_000,
  });
}

export function useDeviceTags() {
  const can = useCan();
  return useQuery({
    queryKey: ['device.tags', 'index', 'options'],
    queryFn: ({ signal }) =>
      apiCall<List<DeviceTagRecord>>('device.tags.index', { query: ALL, signal }).then((r) => r.results),
    enabled: can('device.tags.index'),
    staleTime: 60_000,
  });
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
