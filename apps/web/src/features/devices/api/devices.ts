import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';
import { useRecord } from '../../../lib/records.ts';
import { useCan } from '../../../lib/viewer.ts';

export const useDevice = (id: number) => useRecord('device.devices', { id });

/** Resources that count or list devices: groups, producers, product cards, error codes. */
export const DEVICE_COUNTERS = [
  'device.groups',
  'producer.producers',
  'device.productcards',
  'device.error-codes',
] as const;

/** The device preview's documentation child: the documents linked to the device. */
export function useDeviceDocuments(id: number) {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys('device.devices').of('documentations', id),
    queryFn: ({ signal }) =>
      apiCall('device.devices.documentations', { params: { id }, signal }).then((r) => r.results),
    enabled: id > 0 && can('device.devices.show'),
  });
}

/**
 * Attaches and detaches documents of a device in one call; the documents' lists (their device
 * links) and the device's child refresh afterwards.
 */
export function useSyncDeviceDocuments(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { attach: number[]; detach: number[] }) =>
      apiCall('device.devices.sync-documentations', { params: { id }, body }),
    onSuccess: () =>
      Promise.all(
        (['device.devices', 'documentation.documentations'] as const).map((r) =>
          client.invalidateQueries({ queryKey: queryKeys(r).all }),
        ),
      ),
  });
}
