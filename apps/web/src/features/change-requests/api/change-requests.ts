import type { BodyOf, ResponseOf } from '@portal/contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';
import { recordQuery } from '../../../lib/records.ts';
import { useCan } from '../../../lib/viewer.ts';

export function useChangeRequest(id: number) {
  const can = useCan();
  return useQuery({
    ...recordQuery('partner.change-requests', { id }),
    enabled: id > 0 && can('partner.change-requests.show'),
  });
}

type Decision = 'partner.change-requests.approve' | 'partner.change-requests.reject';

function useDecide<N extends Decision>(route: N, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<N>) => callRoute<ResponseOf<N>>(route, { params: { id }, body }),
    onSuccess: () =>
      Promise.all(
        (['partner.change-requests', 'contractor.contractors'] as const).map((r) =>
          client.invalidateQueries({ queryKey: queryKeys(r).all }),
        ),
      ),
  });
}

export const useApproveChange = (id: number) => useDecide('partner.change-requests.approve', id);
export const useRejectChange = (id: number) => useDecide('partner.change-requests.reject', id);
