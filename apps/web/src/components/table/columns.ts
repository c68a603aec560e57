import type { MantineBreakpoint } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';

/**
 * What a column is on a phone card: its title line, one of the 2–3 key fields, a status badge on
 * the title line, or left out of the card.
 */
export type CardRole = 'title' | 'field' | 'status' | 'none';

/**
 * How important a column is on a desktop: 1 is always shown, 2 from `md` (992 px), 3 from `lg`
 * (1200 px), 4 only from `xl` (1408 px). The navigation takes ~260 px, so at 1366 px the table
 * shows priorities 1–3 and fits without sideways scrolling.
 */
export type ColumnPriority = 1 | 2 | 3 | 4;

/** A list column, declared once for both the desktop table and the phone cards. */
export type ListColumn<T> = DataTableColumn<T> & { priority?: ColumnPriority; card?: CardRole };

const PRIORITY_BREAKPOINTS: Record<ColumnPriority, MantineBreakpoint | undefined> = {
  1: undefined,
  2: 'md',
  3: 'lg',
  4: 'xl',
};

/** The breakpoint from which a column of this priority is shown; none for always. */
export function priorityBreakpoint(priority: ColumnPriority = 1): MantineBreakpoint | undefined {
  return PRIORITY_BREAKPOINTS[priority];
}

const MAX_CARD_FIELDS = 3;

export type CardLayout<C> = { title: C | undefined; status: C[]; fields: C[] };

/**
 * Which columns a phone card shows. The title is the column marked `title`, else the first one;
 * statuses are the columns marked `status`; fields are the columns marked `field`, else the most
 * important of the rest (by priority, then order), at most three.
 */
export function cardLayout<C extends { card?: CardRole; priority?: ColumnPriority }>(
  columns: readonly C[],
): CardLayout<C> {
  const shown = columns.filter((c) => c.card !== 'none');
  const title = shown.find((c) => c.card === 'title') ?? shown.find((c) => c.card === undefined);
  const status = shown.filter((c) => c.card === 'status');
  const marked = shown.filter((c) => c.card === 'field');
  const fields = marked.length
    ? marked
    : shown
        .filter((c) => c !== title && c.card === undefined)
        .map((c, order) => ({ c, order }))
        .sort((a, b) => (a.c.priority ?? 1) - (b.c.priority ?? 1) || a.order - b.order)
        .map(({ c }) => c);
  return { title, status, fields: fields.slice(0, MAX_CARD_FIELDS) };
}
