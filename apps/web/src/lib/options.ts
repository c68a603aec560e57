import type { ListRouteName, ParamsOf, QueryOf, RowOf } from '@portal/contracts/api';
import { MAX_PER_PAGE, type Pagination } from '@portal/contracts/list';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api.ts';
import { queryKeys, resourceKey } from './keys.ts';
import { useCan } from './viewer.ts';

/** The usual order of a picker's options. */
export const BY_NAME = { sort_by: 'name', sort_direction: 'asc' } as const;

type Page<T> = { results: T[]; pagination: Pagination };
type ListOptions<N extends ListRouteName> = { params?: ParamsOf<N>; query?: QueryOf<N> };

/**
 * Every row of a paged list: the first page, then the remaining pages in parallel, in order.
 */
export async function collectPages<T>(pageOf: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const first = await pageOf(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.last_page - 1) }, (_, i) => pageOf(i + 2)),
  );
  return [first, ...rest].flatMap((p) => p.results);
}

/**
 * Every row of a list route at the largest page size, for pickers and filters that must offer
 * all options: a dictionary that grows past one page keeps every option instead of silently
 * stopping at the 100th.
 */
export function fetchAll<N extends ListRouteName>(
  name: N,
  opts: ListOptions<N> & { signal?: AbortSignal } = {},
): Promise<RowOf<N>[]> {
  return collectPages(
    (page) =>
      apiCall(name, {
        ...opts,
        query: Object.assign({}, opts.query, { page, per_page: MAX_PER_PAGE }),
      }) as Promise<Page<RowOf<N>>>,
  );
}

/**
 * All options of a list route, cached under the route's resource key (so a write to the resource
 * refreshes its pickers too) and asked for only when the viewer holds the route's key.
 */
export function useOptions<N extends ListRouteName>(
  name: N,
  opts: ListOptions<N> & { enabled?: boolean } = {},
) {
  const can = useCan();
  const { params, query } = opts;
  return useQuery({
    queryKey: queryKeys(resourceKey(name)).options(name, params ?? {}, query ?? {}),
    queryFn: ({ signal }) => fetchAll(name, { params, query, signal }),
    enabled: (opts.enabled ?? true) && can(name),
    staleTime: 60_000,
  });
}
