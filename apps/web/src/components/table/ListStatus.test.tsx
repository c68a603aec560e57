// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterLabelsContext } from './FilterLabels.ts';
import { ListStatus } from './ListStatus.tsx';
import { useListState } from './useList.ts';

const settled = { isError: false, error: null, refetch: () => {} } as unknown as UseQueryResult;

function EmptyList() {
  const list = useListState({ sorts: ['name'], filters: ['province', 'is_partner'] });
  return (
    <FilterLabelsContext.Provider value={{ province: 'Województwo', is_partner: 'Partner' }}>
      <ListStatus list={list} query={settled} />
    </FilterLabelsContext.Provider>
  );
}

function mount(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <EmptyList /> }], { initialEntries: [url] });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

afterEach(cleanup);

describe('an empty list', () => {
  it('names the search and the filters, and "Wyczyść filtry" clears them from the URL', () => {
    const router = mount('/list?search=Kowal&province=7&is_partner=1&sort_by=name&sort_direction=desc');
    screen.getByText('Nie znaleziono wyników dla „Kowal” przy filtrach: Województwo, Partner.');
    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(router.state.location.search).toBe('?sort_by=name&sort_direction=desc');
  });

  it('names a search alone', () => {
    mount('/list?search=Daikin');
    screen.getByText('Nie znaleziono wyników dla „Daikin”.');
  });

  it('says there is nothing yet when nothing narrowed it, with nothing to clear', () => {
    mount('/list');
    screen.getByText('Brak dostępnych danych');
    expect(screen.queryByRole('button', { name: 'Wyczyść filtry' })).toBeNull();
  });
});
