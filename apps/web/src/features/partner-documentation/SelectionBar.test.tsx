// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectionBar } from './SelectionBar.tsx';

const ZIP_URI = '/api/partner-zone/documentation/documentations/zip';
const TOO_MANY = 'Maksymalna liczba dokumentów pobieranych jednocześnie: 20';

function mount(ids: number[]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = (selected: number[]) => (
    <QueryClientProvider client={client}>
      <MantineProvider>
        <SelectionBar ids={selected} onClear={() => {}} />
      </MantineProvider>
    </QueryClientProvider>
  );
  const result = render(view(ids));
  return { rerender: (next: number[]) => result.rerender(view(next)) };
}

const zipButton = () => screen.getByRole('button', { name: 'Pobierz zaznaczone (ZIP)' });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/core/routes') {
        return Response.json({
          'api.partner-zone.documentation.documentations.zip': { uri: ZIP_URI, methods: ['GET'] },
        });
      }
      return Response.json({ message: 'Błąd', errors: { ids: [TOO_MANY] } }, { status: 422 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SelectionBar', () => {
  it('waits for a selection and says that one is needed', () => {
    mount([]);
    expect(zipButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Zaznacz co najmniej jeden dokument')).toBeTruthy();
  });

  it("shows the server's refusal for the selection it was given, and drops it when the selection changes", async () => {
    const selected = Array.from({ length: 21 }, (_, i) => i + 1);
    const { rerender } = mount(selected);
    expect(screen.getByText('Zaznaczono 21 dokumentów')).toBeTruthy();
    fireEvent.click(zipButton());
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY);
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked.at(-1)).toBe(`${ZIP_URI}?${selected.map((id) => `ids=${id}`).join('&')}&lang=pl`);
    rerender(selected.slice(0, 20));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
