import type {
  ContractorRecord,
  ContractorStoreInput,
  ContractorUpdateInput,
} from '@portal/contracts/contractors';
import type { PartnerRecord, PartnerUpdateInput } from '@portal/contracts/partners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiDownload, type Query, saveBlob } from '../../../lib/api.ts';
import { useCan } from '../../../lib/viewer.ts';

type Saved<T> = { model: T; message: string; status: 'success' | 'fail' };

export function useContractor(id: number) {
  const can = useCan();
  return useQuery({
    queryKey: ['contractor.contractors', 'show', id],
    queryFn: ({ signal }) =>
      apiCall<{ model: ContractorRecord }>('contractor.contractors.show', { params: { id }, signal }).then(
        (r) => r.model,
      ),
    enabled: can('contractor.contractors.show') && id > 0,
  });
}

export function useSaveContractor(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractorStoreInput | ContractorUpdateInput) =>
      id
        ? apiCall<Saved<ContractorRecord>>('contractor.contractors.update', { params: { id }, body })
        : apiCall<Saved<ContractorRecord>>('contractor.contractors.store', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contractor.contractors'] }),
  });
}

/** The filtered list as XLSX, saved under the server's file name. */
export function useExportContractors() {
  return useMutation({
    mutationFn: (query: Query) =>
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
    queryKey: ['partner.partners', 'of-contractor', contractorId],
    queryFn: ({ signal }) =>
      apiCall<{ model: PartnerRecord }>('contractor.contractors.partner', {
        params: { id: contractorId },
        signal,
      }).then((r) => r.model),
    enabled: can('contractor.contractors.show'),
    meta: { silent: true },
    retry: false,
  });
}

export function useUpdatePartner(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerUpdateInput) =>
      apiCall<Saved<PartnerRecord>>('partner.partners.update', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['partner.partners'] }),
  });
}
