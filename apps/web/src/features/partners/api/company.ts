import type { ChangeRequestStoreInput, CompanyProfileUpdateInput } from '@portal/contracts/partners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';

const profile = queryKeys('partner-zone.profile');

/** The own company (partner zone: no key check, the server scopes it to the caller's partner). */
export function useCompanyProfile(partnerId: number | null) {
  return useQuery({
    queryKey: profile.show(partnerId),
    queryFn: ({ signal }) =>
      apiCall('partner-zone.profile.show', {
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
      apiCall('partner-zone.profile.update', { params: { id: partnerId }, body }),
    onSuccess: (res) => client.setQueryData(profile.show(partnerId), res.model),
  });
}

export function useRequestChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRequestStoreInput) =>
      apiCall('partner-zone.partner.change-requests.store', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: profile.all }),
  });
}
