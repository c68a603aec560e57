// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TablePagination } from './TablePagination.tsx';

afterEach(cleanup);

const mount = (totalCapped?: boolean) =>
  render(
    <MantineProvider>
      <TablePagination
        pagination={{
          page: 2,
          current: 2,
          last_page: 1000,
          per_page: 10,
          total: 10000,
          sort_by: 'created_at',
          sort_direction: 'desc',
          active: {},
          ...(totalCapped ? { total_capped: true as const } : {}),
        }}
        shown={10}
        onPage={() => {}}
        onPerPage={() => {}}
      />
    </MantineProvider>,
  );

describe('TablePagination', () => {
  // The matcher's text is compared with the screen's after its spaces are collapsed (the thousands
  // separator is a no-break space).
  it('says the total is a lower bound when a searched list stopped counting', () => {
    mount(true);
    expect(screen.getByText('11–20 z ponad 10 000')).toBeTruthy();
  });

  it('gives the exact total otherwise', () => {
    mount();
    expect(screen.getByText('11–20 z 10 000')).toBeTruthy();
  });
});
