// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../lib/i18n.ts';
import pl from '../../locales/pl.json';
import { Widget } from './Widget.tsx';

type Rows = string[];
const state = (status: 'pending' | 'error' | 'success', data?: Rows) =>
  ({ status, data }) as unknown as UseQueryResult<Rows>;

function card(query: UseQueryResult<Rows>) {
  return (
    <MantineProvider>
      <Widget title="Użytkownicy" query={query} isEmpty={(rows) => rows.length === 0} empty="Brak danych">
        {(rows) => <p>{rows.join(', ')}</p>}
      </Widget>
    </MantineProvider>
  );
}

beforeAll(() => loadLang('pl'));
afterEach(cleanup);

describe('dashboard Widget (a card drawn from its query\u2019s state)', () => {
  it('shows the loading state, then the data once it has arrived', async () => {
    const view = render(card(state('pending')));
    expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => view.rerender(card(state('success', ['Anna Nowak', 'Jan Kowalski']))));
    expect(screen.getByText('Anna Nowak, Jan Kowalski')).toBeTruthy();
    expect(view.container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('shows the empty state and the failure', async () => {
    const view = render(card(state('success', [])));
    expect(screen.getByText('Brak danych')).toBeTruthy();
    await act(async () => view.rerender(card(state('error'))));
    expect(screen.getByText(pl.dashboard.widgetFailed)).toBeTruthy();
    expect(screen.queryByText('Brak danych')).toBeNull();
  });
});
