import type { Pagination } from '@portal/contracts';
import type { ListRouteName, ParamsOf, RowOf } from '@portal/contracts/api';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callRoute } from '../../lib/api.ts';
import { resourceKey } from '../../lib/keys.ts';
import { useCan } from '../../lib/viewer.ts';
import {
  clearedState,
  DEFAULT_SORT,
  type ListState,
  listQueryOf,
  listSearchParams,
  parseListState,
  type Sort,
} from './list-state.ts';

export type ListOptions = { sorts: readonly string[]; filters?: readonly string[]; defaultSort?: Sort };

/** List state lives in the URL (spec §2): bookmarkable, and the back button walks it. */
export function useListState(opts: ListOptions) {
  const [params, setParams] = useSearchParams();
  const defaultSort = opts.defaultSort ?? DEFAULT_SORT;
  const key = `${opts.sorts.join()}|${(opts.filters ?? []).join()}|${defaultSort.by}:${defaultSort.direction}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the option arrays
  const state = useMemo(() => parseListState(params, { ...opts, defaultSort }), [params, key]);
  return controllerOf(state, defaultSort, (next, replace) =>
    setParams(listSearchParams(next, defaultSort), { replace }),
  );
}

/**
 * A list inside a record's page (a device's error codes): the same controller, its state kept by
 * the component, since the page's URL already names the record and one list at most can own it.
 */
export function useLocalListState(initial: ListState) {
  const [state, setState] = useState(initial);
  return controllerOf(state, initial.sort, (next) => setState(next));
}

function controllerOf(
  state: ListState,
  defaultSort: Sort,
  commit: (next: ListState, replace: boolean) => void,
) {
  const update = (patch: Partial<ListState>, replace = false) =>
    commit({ ...state, page: 1, ...patch }, replace);
  return {
    state,
    defaultSort,
    setPage: (page: number) => update({ page }),
    setPerPage: (perPage: number) => update({ perPage }),
    setSort: (sort: Sort) => update({ sort }),
    setSearch: (search: string) => update({ search }, true),
    setFilter: (name: string, values: string[]) =>
      update({ filters: { ...state.filters, [name]: values.filter((v) => v !== '') } }),
    clearFilters: () => update(clearedState(state)),
  };
}

export type ListController = ReturnType<typeof useListState>;
export type ListResponse<T> = { results: T[]; pagination: Pagination };

/**
 * A paged list by API route name. Back-office lists check the permission first and skip the
 * call without it; partner-zone lists do not (spec §6). Failures are only logged (spec §8).
 */
export function useListQuery<N extends ListRouteName, T = RowOf<N>>(
  source: N,
  state: ListState,
  zone: 'cms' | 'partner',
  /** Path parameters of a nested list (a contractor's contacts: `{ contractor }`). */
  params?: ParamsOf<N> | Record<string, string | number>,
  /** The key the route is guarded by when it is not its own name (a record's tab: the record's show key). */
  access: string = source,
): UseQueryResult<ListResponse<T>> {
  const can = useCan();
  const query = listQueryOf(state);
  return useQuery({
    queryKey: params ? [resourceKey(source), 'index', params, query] : [resourceKey(source), 'index', query],
    queryFn: ({ signal }) => callRoute<ListResponse<T>>(source, { params, query, signal }),
    enabled: zone === 'partner' || can(access),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
