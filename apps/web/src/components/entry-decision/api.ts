import type { NewEntryRecord, RejectionInput } from '@portal/contracts/partners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';

type Saved<T> = { model: T; message: string; status: 'success' | 'fail' };

/** Approving or rejecting a registration changes the contractor and partner lists too. */
function useDecision<TBody>(route: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body?: TBody }) =>
      apiCall<Saved<NewEntryRecord>>(route, { params: { id }, body }),
    onSuccess: () =>
      Promise.all(
        ['partner.new-entries', 'partner.partners', 'contractor.contractors'].map((k) =>
          client.invalidateQueries({ queryKey: [k] }),
        ),
      ),
  });
}

export const useApproveEntry = () => useDecision<never>('partner.new-entries.approve');
export const useRejectEntry = () => useDecision<RejectionInput>('partner.new-entries.reject');
