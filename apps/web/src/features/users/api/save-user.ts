import type { UserRecord, UserStoreInput, UserUpdateInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

type Saved = { model: UserRecord; message: string; status: 'success' | 'fail' };

const createUser = (body: UserStoreInput) => apiCall<Saved>('user.users.store', { body });
const updateUser = (id: number, body: UserUpdateInput) =>
  apiCall<Saved>('user.users.update', { params: { id }, body });

/** Creates or updates a user; lists and the record are fetched again afterwards. */
export function useSaveUser(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserStoreInput) => (id ? updateUser(id, body) : createUser(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user.users'] }),
  });
}
