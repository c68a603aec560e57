import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from './notifications.ts';
import { shouldRetry } from './retry.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Table loads only log a failure and clear their loading state (spec §8). */
      silent?: boolean;
    };
    mutationMeta: {
      /** `showMessage: false` of spec §8: no notice for the success message. */
      showMessage?: boolean;
      /** The form shows field errors itself; notices still follow spec §8. */
      silentErrors?: boolean;
    };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError(error, query) {
      if (query.meta?.silent) {
        console.error(error);
        return;
      }
      notifyError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError(error, _vars, _ctx, mutation) {
      if (!mutation.meta?.silentErrors) notifyError(error);
    },
    onSuccess(data, _vars, _ctx, mutation) {
      notifySuccess(data, mutation.meta?.showMessage ?? true);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
