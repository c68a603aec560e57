import type { DeviceRecord } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from './api.ts';
import { queryKeys } from './keys.ts';
import { useCan } from './viewer.ts';

/** How a device reads in a picker: its code, then its name. */
export const deviceLabel = (device: { code: string; name: string }) => `${device.code} · ${device.name}`;

/**
 * The first devices matching what the user typed (code or name), optionally within groups'
 * subtrees: the catalogue is too large for a picker to offer whole.
 */
export function useDeviceSearch(
  search: string,
  { groups = [], enabled = true }: { groups?: number[]; enabled?: boolean } = {},
) {
  const can = useCan();
  return useQuery<DeviceRecord[]>({
    queryKey: queryKeys('device.devices').list('options', search, groups),
    queryFn: ({ signal }) =>
      apiCall('device.devices.index', {
        query: {
          per_page: 20,
          sort_by: 'code',
          sort_direction: 'asc',
          search: search || undefined,
          group: groups.length ? groups : undefined,
        },
        signal,
      }).then((r) => r.results),
    enabled: enabled && can('device.devices.index'),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
