import type { Pagination } from '@portal/contracts';
import type { caretakerCandidateSchema, ErpCustomer } from '@portal/contracts/partners';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from './api.ts';
import { BY_NAME, useOptions } from './options.ts';
import { useCan } from './viewer.ts';

type List<T> = { results: T[]; pagination: Pagination };
export type CaretakerCandidate = z.infer<typeof caretakerCandidateSchema>;
type StatusOption = { id: number; name: string; color: string };

/** Partner statuses for the partner form and filter. */
export function usePartnerStatusOptions() {
  return useOptions<StatusOption>('partner.partner-statuses.index', { query: BY_NAME });
}

/** Moderators who may be caretakers. */
export function useCaretakerOptions(enabled: boolean) {
  return useOptions<CaretakerCandidate>('partner.partners.caretakers', { enabled });
}

/** ERP customers matching what the user typed ("Navision data option"). */
export function useErpCustomers(search: string, enabled: boolean) {
  const can = useCan();
  return useQuery({
    queryKey: ['partner.erp-customers', 'index', search],
    queryFn: ({ signal }) =>
      apiCall<List<ErpCustomer>>('partner.erp-customers.index', {
        query: { per_page: 20, search: search || undefined },
        signal,
      }).then((r) => r.results),
    enabled: enabled && can('partner.erp-customers.index'),
    staleTime: 30_000,
  });
}
