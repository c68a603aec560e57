import type { PasswordChangeInput, ProfileRecord, ProfileUpdateInput } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

type Saved = { model: ProfileRecord; message: string; status: 'success' | 'fail' };

const profileQuery = queryOptions({
  queryKey: ['auth.profile', 'show'],
  queryFn: ({ signal }) =>
    apiCall<{ model: ProfileRecord }>('auth.profile.show', { signal }).then((r) => r.model),
});

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => apiCall<Saved>('auth.profile.update', { body }),
    onSuccess: (res) => {
      client.setQueryData(profileQuery.queryKey, res.model);
      return client.invalidateQueries({ queryKey: ['auth', 'user'] });
    },
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: PasswordChangeInput) =>
      apiCall<{ message: string; status: 'success' }>('auth.profile.password', { body }),
  });
