import type { DeviceRecord } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { queryKeys } from '../../lib/keys.ts';
import { useCan } from '../../lib/viewer.ts';

/** A device's preview lists its error codes: devices refresh after an error code is saved. */
export const ERROR_CODE_READERS = ['device.devices'] as const;

export const deviceLabel = (d: { code: string; name: string }) => `${d.code} · ${d.name}`;

/** Devices matching what the user typed (code or name), optionally within groups' subtrees. */
export function useDeviceSearch(search: string, groups: number[] = [], enabled = true) {
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

/** One device, for the label of a device filter opened from a bookmarked address. */
export function useDevice(id: number | null) {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys('device.devices').show(id),
    queryFn: ({ signal }) =>
      apiCall('device.devices.show', { params: { id: id ?? 0 }, signal }).then((r) => r.model),
    enabled: id !== null && id > 0 && can('device.devices.show'),
    staleTime: 60_000,
  });
}
