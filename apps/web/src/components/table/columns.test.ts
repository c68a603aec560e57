import { describe, expect, it } from 'vitest';
import { cardLayout, priorityBreakpoint } from './columns.ts';

describe('column priorities', () => {
  it('shows priority 1 always and hides the others below their breakpoint', () => {
    expect(priorityBreakpoint()).toBeUndefined();
    expect(priorityBreakpoint(1)).toBeUndefined();
    expect(priorityBreakpoint(2)).toBe('md');
    expect(priorityBreakpoint(3)).toBe('lg');
    expect(priorityBreakpoint(4)).toBe('xl');
  });
});

describe('phone card layout', () => {
  it('takes the first column as the title and the most important rest as fields', () => {
    const cols = [
      { accessor: 'name' },
      { accessor: 'created', priority: 4 as const },
      { accessor: 'nip' },
      { accessor: 'status', card: 'status' as const },
      { accessor: 'city', priority: 2 as const },
      { accessor: 'area', priority: 3 as const },
      { accessor: 'internal', card: 'none' as const },
    ];
    const layout = cardLayout(cols);
    expect(layout.title?.accessor).toBe('name');
    expect(layout.status.map((c) => c.accessor)).toEqual(['status']);
    expect(layout.fields.map((c) => c.accessor)).toEqual(['nip', 'city', 'area']);
  });

  it('honours columns marked as title and fields', () => {
    const layout = cardLayout([
      { accessor: 'number' },
      { accessor: 'name', card: 'title' as const },
      { accessor: 'email', card: 'field' as const },
      { accessor: 'phone' },
    ]);
    expect(layout.title?.accessor).toBe('name');
    expect(layout.fields.map((c) => c.accessor)).toEqual(['email']);
  });
});
