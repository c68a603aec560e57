import type { BodyOf, ResponseOf } from '@portal/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../lib/api.ts';
import { queryKeys } from '../../lib/keys.ts';

/** Approving or rejecting a registration changes the contractor and partner lists too. */
function useDecision<N extends 'partner.new-entries.approve' | 'partner.new-entries.reject'>(route: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body?: BodyOf<N> }) =>
      callRoute<ResponseOf<N>>(route, { params: { id }, body }),
    onSuccess: () =>
      Promise.all(
        (['partner.new-entries', 'partner.partners', 'contractor.contractors'] as const).map((r) =>
          client.invalidateQueries({ queryKey: queryKeys(r).all }),
        ),
      ),
  });
}

export const useApproveEntry = () => useDecision('partner.new-entries.approve');
export const useRejectEntry = () => useDecision('partner.new-entries.reject');
