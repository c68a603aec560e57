import type {
  DeviceRecord,
  DeviceUpdateForm,
  deviceFormSchema,
  deviceWithErrorCodesSchema,
} from '@portal/contracts/devices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api.ts';

export type DeviceWithErrorCodes = z.infer<typeof deviceWithErrorCodesSchema>;
export type DeviceInput = z.output<typeof deviceFormSchema>;
type Saved = { model: DeviceRecord; message: string };

const deviceQuery = (id: number) =>
  queryOptions({
    queryKey: ['device.devices', 'show', id],
    queryFn: ({ signal }) =>
      apiCall<{ model: DeviceWithErrorCodes }>('device.devices.show', { params: { id }, signal }).then(
        (r) => r.model,
      ),
  });

export function useDevice(id: number) {
  return useQuery({
    ...deviceQuery(id),
    // Edit pages open with the update key too: a user without the show key gets the
    // server's 403 on the page instead of an endless placeholder.
    enabled: id > 0,
  });
}

/** Resources that count or list devices: groups, producers, product cards, error codes. */
export const DEVICE_COUNTERS = [
  'device.groups',
  'producer.producers',
  'device.productcards',
  'device.error-codes',
];

/** Adds a device, or changes one (an ERP device without the fields the ERP owns). */
export function useSaveDevice(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceInput | DeviceUpdateForm) =>
      id
        ? apiCall<Saved>('device.devices.update', { params: { id }, body })
        : apiCall<Saved>('device.devices.store', { body }),
    onSuccess: () =>
      Promise.all(
        ['device.devices', ...DEVICE_COUNTERS].map((key) => client.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
