import type {
  DeviceTagRecord,
  FunctionalityRecord,
  FunctionalityTypeName,
  ProductCardForm,
  ProductCardRecord,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
import { BY_NAME, useOptions } from '../../lib/options.ts';

type Saved<T> = { model: T; message: string; status: 'success' | 'fail' };

const CARDS = 'device.productcards';

export function useProductCard(id: number) {
  return useQuery({
    queryKey: [CARDS, 'show', id],
    queryFn: ({ signal }) =>
      apiCall<{ model: ProductCardRecord }>('device.productcards.show', { params: { id }, signal }).then(
        (r) => r.model,
      ),
    // Edit pages open with the update key too: a user without the show key gets the
    // server's 403 on the page instead of an endless placeholder.
    enabled: id > 0,
  });
}

/** Creates or updates a card; its lists and record are fetched again afterwards. */
export function useSaveProductCard(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductCardForm) =>
      id
        ? apiCall<Saved<ProductCardRecord>>('device.productcards.update', { params: { id }, body })
        : apiCall<Saved<ProductCardRecord>>('device.productcards.store', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [CARDS] }),
  });
}

/** Every device tag (a short dictionary), for the card's tags and the list filter. */
export function useTagOptions() {
  return useOptions<DeviceTagRecord>('device.tags.index', { query: BY_NAME });
}

/** The functionalities of one type (spec §9: standard 0, optional 1). */
export function useFunctionalityOptions(type: FunctionalityTypeName) {
  return useOptions<FunctionalityRecord>('device.functionalities.index', { query: { type, ...BY_NAME } });
}
