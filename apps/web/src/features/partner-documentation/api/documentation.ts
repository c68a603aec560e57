import type { PartnerDocumentation } from '@portal/contracts/documentation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiDownload, saveBlob } from '../../../lib/api.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { queryKeys, resourceKey } from '../../../lib/keys.ts';

export type { PartnerDocumentation };

const DICTIONARIES = 'partner-zone.documentation.dictionaries.index';
const LIST = 'partner-zone.documentation.documentations.index';
export const documentKeys = queryKeys(resourceKey(LIST));

/** Categories, types and tags of the filters; they change rarely, so a session keeps them a while. */
export function useDocumentationDictionaries() {
  return useQuery({
    queryKey: queryKeys(resourceKey(DICTIONARIES)).of('filters'),
    queryFn: ({ signal }) => apiCall(DICTIONARIES, { signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

type ListPage = { results: PartnerDocumentation[] };

/**
 * The star flips at once on every loaded page of the list; the lists are asked again afterwards,
 * so the favourites filter drops or gains the row.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  const flip = (id: number, value?: boolean) =>
    client.setQueriesData<ListPage>({ queryKey: documentKeys.all }, (page) =>
      page?.results
        ? {
            ...page,
            results: page.results.map((d) =>
              d.id === id ? { ...d, is_favorite: value ?? !d.is_favorite } : d,
            ),
          }
        : page,
    );
  return useMutation({
    mutationFn: (id: number) =>
      apiCall('partner-zone.documentation.documentations.favorite', { params: { id } }),
    onMutate: (id) => flip(id),
    onSuccess: ({ model }) => flip(model.id, model.is_favorite),
    onError: (_err, id) => flip(id),
    onSettled: () => client.invalidateQueries({ queryKey: documentKeys.all }),
    meta: { showMessage: false },
  });
}

/**
 * The selected documents as one ZIP, each in the UI language's file where it has one (the server
 * takes the other language otherwise); the server's messages (none selected, too many) show by the button.
 */
export function useZipDownload() {
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiDownload('partner-zone.documentation.documentations.zip', {
        query: { ids, lang: currentLang() },
      }).then(({ blob, filename }) => saveBlob(blob, filename)),
    meta: { showMessage: false, silentErrors: true },
  });
}
