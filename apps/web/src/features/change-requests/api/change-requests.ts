import type { ChangeRequestField, ChangeRequestRecord, RejectionInput } from '@portal/contracts/partners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { useCan } from '../../../lib/viewer.ts';

type Saved = { model: ChangeRequestRecord; message: string; status: 'success' | 'fail' };

export function useChangeRequest(id: number) {
  const can = useCan();
  return useQuery({
    queryKey: ['partner.change-requests', 'show', id],
    queryFn: ({ signal }) =>
      apiCall<{ model: ChangeRequestRecord }>('partner.change-requests.show', {
        params: { id },
        signal,
      }).then((r) => r.model),
    enabled: id > 0 && can('partner.change-requests.show'),
  });
}

function useDecide<TBody>(route: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiCall<Saved>(route, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['partner.change-requests'] }),
        client.invalidateQueries({ queryKey: ['contractor.contractors'] }),
      ]),
  });
}

export const useApproveChange = (id: number) =>
  useDecide<{ fields?: ChangeRequestField[] }>('partner.change-requests.approve', id);
export const useRejectChange = (id: number) =>
  useDecide<RejectionInput>('partner.change-requests.reject', id);
