import type { FunctionalityTypeName } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { queryKeys } from '../../lib/keys.ts';
import { BY_NAME, useOptions } from '../../lib/options.ts';
import { useRecord } from '../../lib/records.ts';
import { useCan } from '../../lib/viewer.ts';

export const useProductCard = (id: number) => useRecord('device.productcards', { id });

/** Every device tag (a short dictionary), for the card's tags and the list filter. */
export function useTagOptions() {
  return useOptions('device.tags.index', { query: BY_NAME });
}

/** The functionalities of one type (spec §9: standard 0, optional 1). */
export function useFunctionalityOptions(type: FunctionalityTypeName) {
  return useOptions('device.functionalities.index', { query: { type, ...BY_NAME } });
}

/** The card's documentation child: documents of the devices on the card. */
export function useProductCardDocuments(id: number) {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys('device.productcards').of('documentations', id),
    queryFn: ({ signal }) =>
      apiCall('device.productcards.documentations', { params: { id }, signal }).then((r) => r.results),
    enabled: id > 0 && can('device.productcards.show'),
  });
}
