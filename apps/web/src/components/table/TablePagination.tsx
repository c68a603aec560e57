import { ActionIcon, Button, Group, Select, Text } from '@mantine/core';
import type { Pagination } from '@portal/contracts';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n.ts';
import { PER_PAGE_OPTIONS, pageLinks, rowRange } from './list-state.ts';

/**
 * Server-side pagination: at most 4 page links (spec §9), first/previous/next/last, page size. It
 * reads the list's answer: the page served (`current`, the asked one clamped to the last) and
 * whether `total` is a lower bound (a searched list stops counting at the cap).
 */
export function TablePagination({
  pagination,
  shown,
  onPage,
  onPerPage,
}: {
  pagination: Pagination;
  shown: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const {
    current: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    total_capped: totalCapped,
  } = pagination;
  const { t, i18n } = useTranslation();
  const range = rowRange(page, perPage, shown, total);
  const [from, to, count] = [range.from, range.to, total].map(i18n.quantity);
  return (
    <Group justify="space-between" gap="sm" px="xs" py="xs">
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {t('table.range', { from, to, total: totalCapped ? t('table.atLeast', { total: count }) : count })}
        </Text>
        <Select
          size="xs"
          w={80}
          aria-label={t('table.perPage')}
          value={String(perPage)}
          onChange={(v) => v && onPerPage(Number(v))}
          data={PER_PAGE_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {lastPage > 1 && (
        <Group gap={4} component="nav" aria-label={t('table.pages')}>
          <ActionIcon
            variant="default"
            onClick={() => onPage(1)}
            disabled={page <= 1}
            aria-label={t('table.first')}
          >
            <IconChevronsLeft size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label={t('table.previous')}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          {pageLinks(page, lastPage).map((n) => (
            <Button
              key={n}
              size="compact-sm"
              miw={32}
              variant={n === page ? 'filled' : 'default'}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('table.page', { n })}
              onClick={() => onPage(n)}
            >
              {n}
            </Button>
          ))}
          <ActionIcon
            variant="default"
            onClick={() => onPage(page + 1)}
            disabled={page >= lastPage}
            aria-label={t('table.next')}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => onPage(lastPage)}
            disabled={page >= lastPage}
            aria-label={t('table.last')}
          >
            <IconChevronsRight size={16} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
