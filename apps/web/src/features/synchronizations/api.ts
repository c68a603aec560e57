import type { ErpPullKind, syncRunDetailSchema } from '@portal/contracts/erp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../lib/api.ts';
import { queryKeys } from '../../lib/keys.ts';
import { useRecord } from '../../lib/records.ts';

export type SyncRunDetail = z.infer<typeof syncRunDetailSchema>;

/** A queued pull or resend changes both lists (runs and outbox carry the ERP state). */
function useErpWrite<TVars>(route: string, call: (vars: TVars) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [route],
    mutationFn: call,
    onSuccess: () =>
      Promise.all(
        (['synchronization.synchronizations', 'synchronization.outbox'] as const).map((k) =>
          client.invalidateQueries({ queryKey: queryKeys(k).all }),
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

export const useRunDetail = (id: number) => useRecord('synchronization.synchronizations', { id });
