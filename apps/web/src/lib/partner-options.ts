import type { caretakerCandidateSchema } from '@portal/contracts/partners';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from './api.ts';
import { queryKeys } from './keys.ts';
import { BY_NAME, useOptions } from './options.ts';
import { useCan } from './viewer.ts';

export type CaretakerCandidate = z.infer<typeof caretakerCandidateSchema>;

/** Partner statuses for the partner form and filter. */
export function usePartnerStatusOptions() {
  return useOptions('partner.partner-statuses.index', { query: BY_NAME });
}

/** Moderators who may be caretakers. */
export function useCaretakerOptions(enabled: boolean) {
  return useOptions('partner.partners.caretakers', { enabled });
}

/** ERP customers matching what the user typed ("Navision data option"). */
export function useErpCustomers(search: string, enabled: boolean) {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys('partner.erp-customers').list(search),
    queryFn: ({ signal }) =>
      apiCall('partner.erp-customers.index', {
        query: { per_page: 20, search: search || undefined },
        signal,
      }).then((r) => r.results),
    enabled: enabled && can('partner.erp-customers.index'),
    staleTime: 30_000,
  });
}
