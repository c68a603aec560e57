import type { Pagination } from '@portal/contracts';
import type { caretakerCandidateSchema, ErpCustomer } from '@portal/contracts/partners';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from './api.ts';
import { useCan } from './viewer.ts';

type List<T> = { results: T[]; pagination: Pagination };
export type CaretakerCandidate = z.infer<typeof caretakerCandidateSchema>;
type StatusOption = { id: number; name: string; color: string };

/** Partner statuses for the partner form (a short dictionary). */
export function usePartnerStatusOptions() {
  const can = useCan();
  return useQuery({
    queryKey: ['partner.partner-statuses', 'index', 'options'],
    queryFn: ({ signal }) =>
      apiCall<List<StatusOption>>('partner.partner-statuses.index', {
        query: { per_page: 100, sort_by: 'name', sort_direction: 'asc' },
        signal,
      }).then((r) => r.results),
    enabled: can('partner.partner-statuses.index'),
    staleTime: 60_000,
  });
}

/** Moderators who may be caretakers. */
export function useCaretakerOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['partner.partners', 'caretakers'],
    queryFn: ({ signal }) =>
      apiCall<List<CaretakerCandidate>>('partner.partners.caretakers', {
        query: { per_page: 100 },
        signal,
      }).then((r) => r.results),
    enabled,
    staleTime: 60_000,
  });
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
