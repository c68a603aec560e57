// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchInput } from './SearchInput.tsx';
import { useListState } from './useList.ts';

function List() {
  const list = useListState({ sorts: ['name'] });
  return <SearchInput list={list} />;
}

/** A list at /list and a screen at /other whose data arrives only when `arrive` is called. */
function mount() {
  let arrive = () => {};
  const router = createMemoryRouter(
    [
      { path: '/list', element: <List /> },
      {
        path: '/other',
        loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
        element: <p>other</p>,
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, arrive: () => arrive() };
}

const pause = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

afterEach(cleanup);

describe('SearchInput', () => {
  it('commits the typed search into the URL after a pause', async () => {
    const { router } = mount();
    fireEvent.change(screen.getByRole('textbox', { name: 'Szukaj' }), { target: { value: 'Daikin' } });
    await pause(450);
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.location.search).toBe('?search=Daikin');
  });

  it('does not pull the person back to the list when they move on before the pause ends', async () => {
    const { router, arrive } = mount();
    fireEvent.change(screen.getByRole('textbox', { name: 'Szukaj' }), { target: { value: 'Daikin' } });
    await act(async () => {
      void router.navigate('/other');
    });
    await pause(450);
    await act(async () => arrive());
    await pause(50);
    expect(router.state.location.pathname).toBe('/other');
  });
});
