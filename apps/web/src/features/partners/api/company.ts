import type {
  ChangeRequestRecord,
  ChangeRequestStoreInput,
  CompanyProfile,
  CompanyProfileUpdateInput,
} from '@portal/contracts/partners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

type Saved<T> = { model: T; message: string; status: 'success' | 'fail' };
const KEY = 'partner-zone.profile';

/** The own company (partner zone: no key check, the server scopes it to the caller's partner). */
export function useCompanyProfile(partnerId: number | null) {
  return useQuery({
    queryKey: [KEY, 'show', partnerId],
    queryFn: ({ signal }) =>
      apiCall<{ model: CompanyProfile }>('partner-zone.profile.show', {
        params: { id: partnerId ?? 0 },
        signal,
      }).then((r) => r.model),
    enabled: partnerId !== null,
  });
}

export function useUpdateCompanyProfile(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProfileUpdateInput) =>
      apiCall<Saved<CompanyProfile>>('partner-zone.profile.update', { params: { id: partnerId }, body }),
    onSuccess: (res) => client.setQueryData([KEY, 'show', partnerId], res.model),
  });
}

export function useRequestChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRequestStoreInput) =>
      apiCall<Saved<ChangeRequestRecord>>('partner-zone.partner.change-requests.store', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
