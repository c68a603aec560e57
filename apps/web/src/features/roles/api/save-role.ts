import type { RoleRecord, RoleStoreInput, RoleUpdateInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

type Saved = { model: RoleRecord; message: string; status: 'success' | 'fail' };

// A new role's form is checked with the store schema, an existing one's with the update schema.
const createRole = (body: RoleStoreInput | RoleUpdateInput) => apiCall<Saved>('user.roles.store', { body });
const updateRole = (id: number, body: RoleUpdateInput) =>
  apiCall<Saved>('user.roles.update', { params: { id }, body });

export function useSaveRole(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleStoreInput | RoleUpdateInput) => (id ? updateRole(id, body) : createRole(body)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['user.roles'] });
      // A role's keys are the signed-in user's permissions when it is their own role.
      await client.invalidateQueries({ queryKey: ['auth', 'user'] });
    },
  });
}
