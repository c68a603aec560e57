import { rowNumber } from '@portal/contracts/list';
import { describe, expect, it } from 'vitest';
import {
  clearedState,
  DEFAULT_SORT,
  listQueryOf,
  listSearchParams,
  nextSort,
  pageLinks,
  parseListState,
  rowRange,
  searchSummary,
} from './list-state.ts';

describe('table maths (spec §9)', () => {
  it('numbers rows (page-1)*per_page+index+1', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(3, 10, 4)).toBe(25);
    expect(rowNumber(2, 25, 24)).toBe(50);
  });

  it('shows at most 4 page links around the current page', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageLinks(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pageLinks(10, 10)).toEqual([7, 8, 9, 10]);
    expect(pageLinks(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pageLinks(0, 0)).toEqual([]);
    for (let last = 1; last < 30; last++)
      for (let page = 1; page <= last; page++) {
        const links = pageLinks(page, last);
        expect(links.length).toBeLessThanOrEqual(4);
        expect(links).toContain(page);
      }
  });

  it('clamps a page beyond the last one', () => {
    expect(pageLinks(50, 6)).toEqual([3, 4, 5, 6]);
  });

  it('sorts a new column ascending, flips it, then clears back to created_at descending', () => {
    const asc = nextSort(DEFAULT_SORT, 'email');
    expect(asc).toEqual({ by: 'email', direction: 'asc' });
    const desc = nextSort(asc, 'email');
    expect(desc).toEqual({ by: 'email', direction: 'desc' });
    expect(nextSort(desc, 'email')).toEqual({ by: 'created_at', direction: 'desc' });
  });

  it('sorts by created_at ascending from the default', () => {
    expect(nextSort(DEFAULT_SORT, 'created_at')).toEqual({ by: 'created_at', direction: 'asc' });
    expect(nextSort({ by: 'created_at', direction: 'asc' }, 'created_at')).toEqual(DEFAULT_SORT);
  });

  it('tells the rows shown', () => {
    expect(rowRange(2, 10, 10, 45)).toEqual({ from: 11, to: 20 });
    expect(rowRange(5, 10, 5, 45)).toEqual({ from: 41, to: 45 });
    expect(rowRange(1, 10, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('list state in the URL', () => {
  const opts = { sorts: ['created_at', 'email'], filters: ['role', 'status'] };

  it('reads defaults from an empty URL', () => {
    expect(parseListState(new URLSearchParams(), opts)).toEqual({
      page: 1,
      perPage: 10,
      sort: DEFAULT_SORT,
      search: '',
      filters: {},
    });
  });

  it('reads page, size, sort, search and repeated filters', () => {
    const state = parseListState(
      new URLSearchParams(
        'page=3&per_page=25&sort_by=email&sort_direction=asc&search=kowal&role=admin&role=partner&status=1',
      ),
      opts,
    );
    expect(state).toEqual({
      page: 3,
      perPage: 25,
      sort: { by: 'email', direction: 'asc' },
      search: 'kowal',
      filters: { role: ['admin', 'partner'], status: ['1'] },
    });
  });

  it('drops bad values instead of sending them on', () => {
    const state = parseListState(
      new URLSearchParams('page=-2&per_page=500&sort_by=password&sort_direction=up&unknown=1&role='),
      opts,
    );
    expect(state).toEqual({ page: 1, perPage: 10, sort: DEFAULT_SORT, search: '', filters: {} });
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const state = parseListState(
      new URLSearchParams('page=2&sort_by=email&sort_direction=desc&role=a'),
      opts,
    );
    expect(listSearchParams(state).toString()).toBe('page=2&sort_by=email&sort_direction=desc&role=a');
    expect(listSearchParams(parseListState(new URLSearchParams(), opts)).toString()).toBe('');
  });

  it('builds the API query with every list parameter', () => {
    const state = parseListState(new URLSearchParams('sort_by=email&search=%20ab%20&status=0'), opts);
    expect(listQueryOf(state)).toEqual({
      page: 1,
      per_page: 10,
      sort_by: 'email',
      sort_direction: 'asc',
      search: 'ab',
      status: ['0'],
    });
  });

  it('a cleared sort leaves the URL and the API query, so the server default applies (spec §9)', () => {
    const sorted = parseListState(new URLSearchParams('sort_by=email&sort_direction=desc&status=0'), opts);
    const cleared = { ...sorted, sort: nextSort(sorted.sort, 'email') };
    expect(cleared.sort).toEqual(DEFAULT_SORT);
    expect(listSearchParams(cleared).toString()).toBe('status=0');
    expect(listQueryOf(cleared)).toEqual({ page: 1, per_page: 10, status: ['0'] });
  });

  it('a list with another default still clears back to it in the URL', () => {
    const byCode = { by: 'code', direction: 'asc' } as const;
    const codes = { sorts: ['code', 'created_at'], defaultSort: byCode };
    const state = parseListState(new URLSearchParams('sort_by=created_at&sort_direction=desc'), codes);
    const cleared = { ...state, sort: nextSort(state.sort, 'created_at', byCode) };
    expect(cleared.sort).toEqual(byCode);
    expect(listSearchParams(cleared, byCode).toString()).toBe('');
    expect(listQueryOf(cleared)).toMatchObject({ sort_by: 'code', sort_direction: 'asc' });
  });
});

describe('empty search results', () => {
  const base = parseListState(
    new URLSearchParams('search=%20kowal%20&province=2&mine=1&sort_by=name&page=3'),
    {
      sorts: ['name'],
      filters: ['province', 'mine', 'status'],
    },
  );

  it('names the phrase and the filters that were set', () => {
    expect(searchSummary(base)).toEqual({ search: 'kowal', filters: ['province', 'mine'] });
    expect(searchSummary({ ...base, search: '', filters: {} })).toEqual({ search: '', filters: [] });
  });

  it('clears search and filters but keeps the sort', () => {
    const cleared = clearedState(base);
    expect(listSearchParams(cleared).toString()).toBe('sort_by=name&sort_direction=asc');
  });
});
