import { useRecord, useSaveRecord } from '../../../lib/records.ts';

/** A staff user's record and its save (store or update); lists refresh with the record. */
export const useUser = (id: number) => useRecord('user.users', { id });
export const useSaveUser = (id: number | null) => useSaveRecord('user.users', { id });
