import type { partnerDeviceShowSchema } from '@portal/contracts/devices';
import type { partnerErrorCodeSchema } from '@portal/contracts/error-codes';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall, apiDownload, saveBlob } from '../../../lib/api.ts';
import { queryKeys, resourceKey } from '../../../lib/keys.ts';

export type PartnerDeviceShow = z.infer<typeof partnerDeviceShowSchema>;
export type PartnerErrorCode = z.infer<typeof partnerErrorCodeSchema>;
export type ManualLang = 'pl' | 'en';

const TREE = 'partner-zone.device.groups.tree';
const DEVICE = 'partner-zone.device.devices.show';
const ERROR_CODE = 'partner-zone.device.errorcodes.show';

/** Active groups only; the tree rarely changes, so a session keeps it for a while. */
export function useGroupTree() {
  return useQuery({
    queryKey: queryKeys(resourceKey(TREE)).of('tree'),
    queryFn: ({ signal }) => apiCall(TREE, { signal }).then((r) => r.results),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export function usePartnerDevice(id: number) {
  return useQuery({
    queryKey: queryKeys(resourceKey(DEVICE)).show(id),
    queryFn: ({ signal }) => apiCall(DEVICE, { params: { id }, signal }).then((r) => r.model),
    meta: { silent: true },
  });
}

/** Opening an error code is recorded by the server (dashboard, reports), so each opening asks again. */
export function usePartnerErrorCode(id: number | null) {
  return useQuery({
    queryKey: queryKeys(resourceKey(ERROR_CODE)).show(id),
    queryFn: ({ signal }) => apiCall(ERROR_CODE, { params: { id: id ?? 0 }, signal }).then((r) => r.model),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
}

/** The manual as a counted download: the route wants the bearer token, so it is fetched, then saved. */
export function useManualDownload() {
  return useMutation({
    mutationFn: ({ id, lang }: { id: number; lang: ManualLang }) =>
      apiDownload('partner-zone.device.errorcodes.download', { params: { id }, query: { lang } }).then(
        ({ blob, filename }) => saveBlob(blob, filename),
      ),
    meta: { showMessage: false },
  });
}

const DOCUMENTS = 'partner-zone.device.devices.documentations';

/** The device's documents the company may see (the documentation library's visibility rules). */
export function useDeviceDocuments(id: number) {
  return useQuery({
    queryKey: queryKeys(resourceKey(DOCUMENTS)).of('documentations', id),
    queryFn: ({ signal }) => apiCall(DOCUMENTS, { params: { id }, signal }).then((r) => r.results),
    meta: { silent: true },
  });
}
