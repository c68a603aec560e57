import type { CompanyUserUpdateInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';

export function useUpdateCompanyUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CompanyUserUpdateInput }) =>
      apiCall('partner-zone.user.users.update', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys('partner-zone.user.users').all }),
  });
}
