import type { FunctionalityTypeName } from '@portal/contracts';
import { BY_NAME, useOptions } from '../../lib/options.ts';
import { useRecord, useSaveRecord } from '../../lib/records.ts';

export const useProductCard = (id: number) => useRecord('device.productcards', { id });

/** Creates or updates a card; its lists and record are fetched again afterwards. */
export const useSaveProductCard = (id: number | null) => useSaveRecord('device.productcards', { id });

/** Every device tag (a short dictionary), for the card's tags and the list filter. */
export function useTagOptions() {
  return useOptions('device.tags.index', { query: BY_NAME });
}

/** The functionalities of one type (spec §9: standard 0, optional 1). */
export function useFunctionalityOptions(type: FunctionalityTypeName) {
  return useOptions('device.functionalities.index', { query: { type, ...BY_NAME } });
}
