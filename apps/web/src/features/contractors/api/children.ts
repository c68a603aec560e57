import type {
  AffiliateInput,
  AffiliateRecord,
  ContactInput,
  ContactRecord,
} from '@portal/contracts/contractors';
import type {
  CompanyUserRecord,
  CompanyUserStoreInput,
  CompanyUserUpdateInput,
} from '@portal/contracts/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { useCan } from '../../../lib/viewer.ts';

/**
 * A contractor's contacts, affiliates and users: nested resources whose API routes take the
 * contractor as `{contractor}` and the record as `{id}`.
 */
type Saved<T> = { model: T; message: string; status: 'success' | 'fail' };
type Resource = 'contractor.contacts' | 'contractor.affiliates' | 'contractor.users';

function useChild<T>(resource: Resource, contractor: number, id: number) {
  const can = useCan();
  return useQuery({
    queryKey: [resource, 'show', contractor, id],
    queryFn: ({ signal }) =>
      apiCall<{ model: T }>(`${resource}.show`, { params: { contractor, id }, signal }).then((r) => r.model),
    enabled: can(`${resource}.show`) && id > 0,
  });
}

function useSaveChild<TIn, T>(resource: Resource, contractor: number, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TIn) =>
      id
        ? apiCall<Saved<T>>(`${resource}.update`, { params: { contractor, id }, body })
        : apiCall<Saved<T>>(`${resource}.store`, { params: { contractor }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [resource] }),
        client.invalidateQueries({ queryKey: ['contractor.contractors'] }),
      ]),
  });
}

export const useContact = (contractor: number, id: number) =>
  useChild<ContactRecord>('contractor.contacts', contractor, id);
export const useSaveContact = (contractor: number, id: number | null) =>
  useSaveChild<ContactInput, ContactRecord>('contractor.contacts', contractor, id);

export const useAffiliate = (contractor: number, id: number) =>
  useChild<AffiliateRecord>('contractor.affiliates', contractor, id);
export const useSaveAffiliate = (contractor: number, id: number | null) =>
  useSaveChild<AffiliateInput, AffiliateRecord>('contractor.affiliates', contractor, id);

export const useContractorUser = (contractor: number, id: number) =>
  useChild<CompanyUserRecord>('contractor.users', contractor, id);
export const useSaveContractorUser = (contractor: number, id: number | null) =>
  useSaveChild<CompanyUserStoreInput | CompanyUserUpdateInput, CompanyUserRecord>(
    'contractor.users',
    contractor,
    id,
  );

/** Switches a company user on or off from the list. */
export function useToggleContractorUser(contractor: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_activated }: { id: number; is_activated: boolean }) =>
      apiCall<Saved<CompanyUserRecord>>('contractor.users.update', {
        params: { contractor, id },
        body: { is_activated } satisfies CompanyUserUpdateInput,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contractor.users'] }),
  });
}
