import type { DeviceRecord, ErrorCodeForm, ErrorCodeRecord } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '../../components/table/useList.ts';
import { apiCall } from '../../lib/api.ts';
import { useCan } from '../../lib/viewer.ts';

type Saved<T> = { model: T; message: string; status: 'success' | 'fail' };

const CODES = 'device.error-codes';

export function useErrorCode(id: number) {
  return useQuery({
    queryKey: [CODES, 'show', id],
    queryFn: ({ signal }) =>
      apiCall<{ model: ErrorCodeRecord }>('device.error-codes.show', { params: { id }, signal }).then(
        (r) => r.model,
      ),
    // Edit pages open with the update key too: a user without the show key gets the
    // server's 403 on the page instead of an endless placeholder.
    enabled: id > 0,
  });
}

/** Creates or updates an error code; its lists and record are fetched again afterwards. */
export function useSaveErrorCode(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ErrorCodeForm) =>
      id
        ? apiCall<Saved<ErrorCodeRecord>>('device.error-codes.update', { params: { id }, body })
        : apiCall<Saved<ErrorCodeRecord>>('device.error-codes.store', { body }),
    // A device's preview lists its error codes.
    onSuccess: () =>
      Promise.all([CODES, 'device.devices'].map((k) => client.invalidateQueries({ queryKey: [k] }))),
  });
}

export const deviceLabel = (d: { code: string; name: string }) => `${d.code} · ${d.name}`;

/** Devices matching what the user typed (code or name), optionally within groups' subtrees. */
export function useDeviceSearch(search: string, groups: number[] = [], enabled = true) {
  const can = useCan();
  return useQuery<DeviceRecord[]>({
    queryKey: ['device.devices', 'index', 'options', search, groups],
    queryFn: ({ signal }) =>
      apiCall<ListResponse<DeviceRecord>>('device.devices.index', {
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
    queryKey: ['device.devices', 'show', id],
    queryFn: ({ signal }) =>
      apiCall<{ model: DeviceRecord }>('device.devices.show', { params: { id: id ?? 0 }, signal }).then(
        (r) => r.model,
      ),
    enabled: id !== null && id > 0 && can('device.devices.show'),
    staleTime: 60_000,
  });
}
