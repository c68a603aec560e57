import { useRecord, useSaveRecord } from '../../../lib/records.ts';

export const useRole = (id: number) => useRecord('user.roles', { id });

/** A role's keys are the signed-in user's permissions when it is their own role: `auth` refreshes too. */
export const useSaveRole = (id: number | null) => useSaveRecord('user.roles', { id }, ['auth']);
