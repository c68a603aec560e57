import type { DeviceRecord } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { queryKeys } from '../../lib/keys.ts';
import { BY_NAME, useOptions } from '../../lib/options.ts';
import { useCan } from '../../lib/viewer.ts';

/** The dictionaries count their documents and the device preview lists them: they refresh after a document is saved. */
export const DOCUMENT_READERS = [
  'documentation.categories',
  'documentation.types',
  'documentation.tags',
  'device.devices',
] as const;

export const useCategoryOptions = () => useOptions('documentation.categories.index', { query: BY_NAME });
export const useTypeOptions = () => useOptions('documentation.types.index', { query: BY_NAME });
export const useTagOptions = () => useOptions('documentation.tags.index', { query: BY_NAME });

export const deviceLabel = (d: { code: string; name: string }) => `${d.code} · ${d.name}`;

/** Devices matching what the user typed (code or name), for the device filter and the links. */
export function useDeviceSearch(search: string) {
  const can = useCan();
  return useQuery<DeviceRecord[]>({
    queryKey: queryKeys('device.devices').list('options', search),
    queryFn: ({ signal }) =>
      apiCall('device.devices.index', {
        query: { per_page: 20, sort_by: 'code', sort_direction: 'asc', search: search || undefined },
        signal,
      }).then((r) => r.results),
    enabled: can('device.devices.index'),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
