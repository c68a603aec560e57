import type { configurationEditFormSchema } from '@portal/contracts/configurations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';
import { useCan } from '../../../lib/viewer.ts';

export type ConfigurationInput = z.output<typeof configurationEditFormSchema>;

/** A device has a handful of configurations at most, so one page holds them all. */
export function useConfigurations(deviceId: number) {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys('device.configurations').list({ device: deviceId }),
    queryFn: ({ signal }) =>
      apiCall('device.configurations.index', {
        query: { device: [deviceId], per_page: 100, sort_by: 'name', sort_direction: 'asc' },
        signal,
      }),
    enabled: deviceId > 0 && can('device.configurations.index'),
  });
}

export function useSaveConfiguration(deviceId: number, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfigurationInput) =>
      id
        ? apiCall('device.configurations.update', { params: { id }, body })
        : apiCall('device.configurations.store', { body: { ...body, device_id: deviceId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys('device.configurations').all }),
  });
}

export function useDeleteConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall('device.configurations.destroy', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys('device.configurations').all }),
  });
}
