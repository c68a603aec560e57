// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { CurrentUserResponse } from '@portal/contracts';
import { producerFormSchema } from '@portal/contracts/producers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callRoute } from '../../lib/api.ts';
import { currentUserQuery } from '../../lib/current-user.ts';
import { TextField } from '../form/fields.tsx';
import { RecordEditPage } from './RecordEditPage.tsx';

vi.mock('../../lib/api.ts', async (original) => ({
  ...(await original<typeof import('../../lib/api.ts')>()),
  callRoute: vi.fn(),
}));
const call = vi.mocked(callRoute);

type Producer = { id: number; name: string };

function ProducerPage({ afterUpdate }: { afterUpdate?: 'back' | 'stay' }) {
  return (
    <RecordEditPage<Producer, { name: string }>
      resource="producer.producers"
      schema={producerFormSchema}
      values={(r) => ({ name: r?.name ?? '' })}
      title={(r) => r?.name ?? 'Nowy producent'}
      createLabel="Dodaj producenta"
      afterUpdate={afterUpdate}
      afterCreate={(saved) => `/cms/producer/producers/${saved.id}`}
    >
      {() => <TextField name="name" label="Nazwa" />}
    </RecordEditPage>
  );
}

function mount(at: string, permissions: string[], afterUpdate?: 'back' | 'stay') {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const me = { model: { id: 1 }, permissions: Object.fromEntries(permissions.map((k) => [k, true])) };
  queries.setQueryData(currentUserQuery.queryKey, me as unknown as CurrentUserResponse);
  const router = createMemoryRouter(
    [
      { path: '/cms/producer/producers', element: <p>lista producentów</p> },
      { path: '/cms/producer/producers/store', element: <ProducerPage /> },
      { path: '/cms/producer/producers/:id', element: <ProducerPage afterUpdate={afterUpdate} /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={queries}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const ALL = ['producer.producers.show', 'producer.producers.store', 'producer.producers.update'];
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

describe('RecordEditPage', () => {
  afterEach(() => {
    cleanup();
    call.mockReset();
  });

  it('loads the record of the route, saves the change and goes back to the list', async () => {
    call.mockImplementation(async (name) =>
      name === 'producer.producers.show'
        ? { model: { id: 5, name: 'Acme' } }
        : { model: { id: 5, name: 'Acme 2' }, message: 'ok', status: 'success' },
    );
    const router = mount('/cms/producer/producers/5', ALL);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findByRole('heading', { name: 'Acme' });
    fireEvent.change(screen.getByLabelText('Nazwa'), { target: { value: 'Acme 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await screen.findByText('lista producentów');
    expect(call).toHaveBeenCalledWith('producer.producers.update', {
      params: { id: 5 },
      body: { name: 'Acme 2' },
    });
    expect(router.state.location.pathname).toBe('/cms/producer/producers');
  });

  it('adds a record with its own submit label and opens the saved one', async () => {
    call.mockImplementation(async (name) =>
      name === 'producer.producers.store'
        ? { model: { id: 9, name: 'Nowy' }, message: 'ok', status: 'success' }
        : { model: { id: 9, name: 'Nowy' } },
    );
    const router = mount('/cms/producer/producers/store', ALL);
    screen.getByRole('heading', { name: 'Nowy producent' });
    fireEvent.change(screen.getByLabelText('Nazwa'), { target: { value: 'Nowy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj producenta' }));
    await screen.findByRole('heading', { name: 'Nowy' });
    expect(call).toHaveBeenCalledWith('producer.producers.store', {
      params: undefined,
      body: { name: 'Nowy' },
    });
    expect(router.state.location.pathname).toBe('/cms/producer/producers/9');
  });

  it('stays on a record saved with afterUpdate "stay", and locks the form without the update key', async () => {
    call.mockImplementation(async (name) =>
      name === 'producer.producers.show'
        ? { model: { id: 5, name: 'Acme' } }
        : { model: { id: 5, name: 'Acme' }, message: 'ok', status: 'success' },
    );
    const router = mount('/cms/producer/producers/5', ALL, 'stay');
    await screen.findByRole('heading', { name: 'Acme' });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await settle();
    expect(call).toHaveBeenCalledWith('producer.producers.update', expect.anything());
    expect(router.state.location.pathname).toBe('/cms/producer/producers/5');
    cleanup();

    mount('/cms/producer/producers/5', ['producer.producers.show']);
    await screen.findByRole('heading', { name: 'Acme' });
    expect((screen.getByRole('button', { name: 'Zapisz' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a record that is not there is not found, with a way back', async () => {
    call.mockRejectedValue(new ApiError(404, { message: 'Nie znaleziono' }));
    mount('/cms/producer/producers/404', ALL);
    await screen.findByRole('heading', { name: 'Nie znaleziono rekordu' });
    expect(screen.queryByRole('button', { name: 'Zapisz' })).toBeNull();
  });
});
