import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { queryKeys } from '../../lib/keys.ts';
import { useCan } from '../../lib/viewer.ts';

/** A device's preview lists its error codes: devices refresh after an error code is saved. */
export const ERROR_CODE_READERS = ['device.devices'] as const;

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
