import type { CompanyUserUpdateInput } from '@portal/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/keys.ts';
import { useRecord, useSaveRecord } from '../../../lib/records.ts';

/**
 * A contractor's contacts, affiliates and users: nested resources whose API routes take the
 * contractor as `{contractor}` and the record as `{id}`; a save refreshes the contractor too.
 */
const refreshes = ['contractor.contractors'] as const;

export const useContact = (contractor: number, id: number) =>
  useRecord('contractor.contacts', { contractor, id });
export const useSaveContact = (contractor: number, id: number | null) =>
  useSaveRecord('contractor.contacts', { id, parent: { contractor } }, refreshes);

export const useAffiliate = (contractor: number, id: number) =>
  useRecord('contractor.affiliates', { contractor, id });
export const useSaveAffiliate = (contractor: number, id: number | null) =>
  useSaveRecord('contractor.affiliates', { id, parent: { contractor } }, refreshes);

export const useContractorUser = (contractor: number, id: number) =>
  useRecord('contractor.users', { contractor, id });
export const useSaveContractorUser = (contractor: number, id: number | null) =>
  useSaveRecord('contractor.users', { id, parent: { contractor } }, refreshes);

/** Switches a company user on or off from the list. */
export function useToggleContractorUser(contractor: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_activated }: { id: number; is_activated: boolean }) =>
      apiCall('contractor.users.update', {
        params: { contractor, id },
        body: { is_activated } satisfies CompanyUserUpdateInput,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys('contractor.users').all }),
  });
}
