import type { ErpPullKind, syncRunDetailSchema } from '@portal/contracts/erp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../lib/api.ts';

export type SyncRunDetail = z.infer<typeof syncRunDetailSchema>;

/** A queued pull or resend changes both lists (runs and outbox carry the ERP state). */
function useErpWrite<TVars>(route: string, call: (vars: TVars) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [route],
    mutationFn: call,
    onSuccess: () =>
      Promise.all(
        ['synchronization.synchronizations', 'synchronization.outbox'].map((k) =>
          client.invalidateQueries({ queryKey: [k] }),
        ),
      ),
  });
}

export const usePull = () =>
  useErpWrite('synchronization.synchronizations.pull', (kind: ErpPullKind) =>
    apiCall('synchronization.synchronizations.pull', { body: { kind } }),
  );

export const useResend = () =>
  useErpWrite('synchronization.outbox.resend', (id: number) =>
    apiCall('synchronization.outbox.resend', { params: { id } }),
  );

export function useRunDetail(id: number) {
  return useQuery({
    queryKey: ['synchronization.synchronizations', 'show', id],
    queryFn: ({ signal }) =>
      apiCall<{ model: SyncRunDetail }>('synchronization.synchronizations.show', {
        params: { id },
        signal,
      }).then((body) => body.model),
  });
}
