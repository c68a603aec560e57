import type { BodyOf, QueryOf } from '@portal/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiDownload, saveBlob } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';
import { useRecord, useSaveRecord } from '../../../lib/records.ts';
import { useCan } from '../../../lib/viewer.ts';

export const useContractor = (id: number) => useRecord('contractor.contractors', { id });
export const useSaveContractor = (id: number | null) => useSaveRecord('contractor.contractors', { id });

/** The filtered list as XLSX, saved under the server's file name. */
export function useExportContractors() {
  return useMutation({
    mutationFn: (query: QueryOf<'contractor.contractors.export'>) =>
      apiDownload('contractor.contractors.export', { query }).then(({ blob, filename }) =>
        saveBlob(blob, filename),
      ),
    meta: { showMessage: false },
  });
}

/** The partner tab; a contractor that is not a partner answers 404 with its own message. */
export function useContractorPartner(contractorId: number) {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys('partner.partners').of('of-contractor', contractorId),
    queryFn: ({ signal }) =>
      apiCall('contractor.contractors.partner', {
        params: { id: contractorId },
        signal,
      }).then((r) => r.model),
    enabled: can('contractor.contractors.show'),
    meta: { silent: true },
    retry: false,
  });
}

/** The partner tab's save; the contractor's partner tab reads the same resource. */
export function useUpdatePartner(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'partner.partners.update'>) =>
      apiCall('partner.partners.update', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys('partner.partners').all }),
  });
}
