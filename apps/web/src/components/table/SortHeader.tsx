import { Group, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

type Direction = 'asc' | 'desc' | undefined;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A sortable column title. mantine-datatable's own sortable header turns the whole `<th>` into
 * `role="button"` (the column header is lost to a screen reader) and names its icons in English
 * ("Sorted ascending", "Not sorted"); here the cell stays a column header carrying `aria-sort`,
 * and a real button inside it says in Polish what a press does.
 */
export function SortHeader({
  title,
  direction,
  onSort,
}: {
  title: ReactNode;
  direction: Direction;
  onSort: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // The library renders the <th> without a way to pass attributes to it.
    ref.current?.closest('th')?.setAttribute('aria-sort', direction ? ARIA_SORT[direction] : 'none');
  }, [direction]);
  const state = t(
    direction === 'asc' ? 'table.sortedAsc' : direction === 'desc' ? 'table.sortedDesc' : 'table.notSorted',
  );
  const Icon =
    direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <UnstyledButton
      ref={ref}
      onClick={onSort}
      aria-label={typeof title === 'string' ? t('table.sortBy', { column: title, state }) : undefined}
      fw="inherit"
      fz="inherit"
    >
      <Group gap={4} wrap="nowrap" component="span">
        {title}
        <Icon size={14} stroke={1.8} aria-hidden="true" opacity={direction ? 1 : 0.5} />
      </Group>
    </UnstyledButton>
  );
}
