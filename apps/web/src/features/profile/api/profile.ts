import type { PasswordChangeInput, ProfileUpdateInput } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';

const profileQuery = queryOptions({
  queryKey: queryKeys('auth.profile').show(),
  queryFn: ({ signal }) => apiCall('auth.profile.show', { signal }).then((r) => r.model),
});

export const useProfile = () => useQuery(profileQuery);

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) => apiCall('auth.profile.update', { body }),
    onSuccess: (res) => {
      client.setQueryData(profileQuery.queryKey, res.model);
      return client.invalidateQueries({ queryKey: queryKeys('auth').of('user') });
    },
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: PasswordChangeInput) => apiCall('auth.profile.password', { body }),
  });
