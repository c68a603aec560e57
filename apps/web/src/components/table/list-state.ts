import {
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  DEFAULT_SORT_BY,
  DEFAULT_SORT_DIRECTION,
  MAX_PER_PAGE,
} from '@portal/contracts/list';

/** Table maths and list-URL state of spec §2 "Table behaviour" and §9; pure, so tested alone. */

const MAX_PAGE_LINKS = 4;
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export type SortDirection = 'asc' | 'desc';
export type Sort = { by: string; direction: SortDirection };
export const DEFAULT_SORT: Sort = { by: DEFAULT_SORT_BY, direction: DEFAULT_SORT_DIRECTION };

export type ListState = {
  page: number;
  perPage: number;
  sort: Sort;
  search: string;
  filters: Record<string, string[]>;
};

/** At most `max` consecutive page numbers around the current page. */
export function pageLinks(current: number, last: number, max = MAX_PAGE_LINKS): number[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(current, 1), last);
  const count = Math.min(max, last);
  const start = Math.min(Math.max(page - Math.floor((count - 1) / 2), 1), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * A click on a sortable column: a new column sorts ascending, the same column flips to
 * descending, and a third click clears the sort back to `created_at` descending.
 */
export function nextSort(current: Sort, column: string, defaultSort: Sort = DEFAULT_SORT): Sort {
  if (current.by !== column) return { by: column, direction: 'asc' };
  if (current.direction === 'asc') return { by: column, direction: 'desc' };
  const isDefault = current.by === defaultSort.by && current.direction === defaultSort.direction;
  return isDefault ? { by: column, direction: 'asc' } : defaultSort;
}

/** "Rows 11–20 of 45": the first and last row number shown on a page. */
export function rowRange(page: number, perPage: number, shown: number, total: number) {
  if (shown === 0 || total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(from + shown - 1, total) };
}

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

/**
 * Reads the list state from the URL. Bad values are dropped (back to their defaults), never
 * sent on, so a hand-edited or stale bookmark still opens the list.
 */
export function parseListState(
  search: URLSearchParams,
  opts: { sorts: readonly string[]; filters?: readonly string[]; defaultSort?: Sort },
): ListState {
  const defaultSort = opts.defaultSort ?? DEFAULT_SORT;
  const by = search.get('sort_by');
  const direction = search.get('sort_direction');
  const sort: Sort =
    by && opts.sorts.includes(by)
      ? { by, direction: direction === 'asc' || direction === 'desc' ? direction : 'asc' }
      : defaultSort;
  const filters: Record<string, string[]> = {};
  for (const name of opts.filters ?? []) {
    const values = search.getAll(name).filter((v) => v !== '' && v.length <= 200);
    if (values.length) filters[name] = values;
  }
  return {
    page: positiveInt(search.get('page'), DEFAULT_PAGE, 1_000_000),
    perPage: positiveInt(search.get('per_page'), DEFAULT_PER_PAGE, MAX_PER_PAGE),
    sort,
    search: (search.get('search') ?? '').slice(0, 200),
    filters,
  };
}

/** The URL form of a list state; defaults are left out so links stay short. */
export function listSearchParams(state: ListState, defaultSort: Sort = DEFAULT_SORT): URLSearchParams {
  const out = new URLSearchParams();
  if (state.page !== DEFAULT_PAGE) out.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) out.set('per_page', String(state.perPage));
  if (state.sort.by !== defaultSort.by || state.sort.direction !== defaultSort.direction) {
    out.set('sort_by', state.sort.by);
    out.set('sort_direction', state.sort.direction);
  }
  if (state.search.trim()) out.set('search', state.search.trim());
  for (const [name, values] of Object.entries(state.filters)) for (const v of values) out.append(name, v);
  return out;
}

/**
 * The API query of a list state (DESIGN §4 list parameters). The default sort is not sent, so a
 * cleared sort is the server's own default, `created_at` descending (spec §9), by construction.
 */
export function listQueryOf(state: ListState): Record<string, string | number | string[]> {
  const query: Record<string, string | number | string[]> = { page: state.page, per_page: state.perPage };
  if (state.sort.by !== DEFAULT_SORT.by || state.sort.direction !== DEFAULT_SORT.direction) {
    query.sort_by = state.sort.by;
    query.sort_direction = state.sort.direction;
  }
  if (state.search.trim()) query.search = state.search.trim();
  for (const [name, values] of Object.entries(state.filters)) query[name] = values;
  return query;
}

/** What the person narrowed a list by: the search phrase and the filters they set. */
export function searchSummary(state: ListState): { search: string; filters: string[] } {
  return {
    search: state.search.trim(),
    filters: Object.entries(state.filters)
      .filter(([, values]) => values.length > 0)
      .map(([name]) => name),
  };
}

/** The list without search and filters: the first page, with the same sort and page size. */
export function clearedState(state: ListState): ListState {
  return { ...state, page: DEFAULT_PAGE, search: '', filters: {} };
}
