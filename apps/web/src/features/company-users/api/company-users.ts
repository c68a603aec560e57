import type { CompanyUserRecord, CompanyUserStoreInput, CompanyUserUpdateInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

type Saved = { model: CompanyUserRecord; message: string; status: 'success' | 'fail' };

export function useCreateCompanyUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyUserStoreInput) => apiCall<Saved>('partner-zone.user.users.store', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['partner-zone.user.users'] }),
  });
}

export function useUpdateCompanyUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CompanyUserUpdateInput }) =>
      apiCall<Saved>('partner-zone.user.users.update', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['partner-zone.user.users'] }),
  });
}
