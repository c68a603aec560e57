import { Button, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n.ts';
import { LoadFailed } from '../page/LoadFailed.tsx';
import { useFilterLabels } from './FilterLabels.ts';
import { searchSummary } from './list-state.ts';
import type { ListController } from './useList.ts';

/**
 * What an empty list says: the reason it failed with "Spróbuj ponownie", what was searched with
 * "Wyczyść filtry", or that there is nothing yet.
 */
export function ListStatus({ list, query }: { list: ListController; query: UseQueryResult }) {
  const { t } = useTranslation();
  const labels = useFilterLabels();
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const { search, filters } = searchSummary(list.state);
  if (!search && !filters.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('table.empty')}
      </Text>
    );
  }
  const named = filters
    .map((name) => labels[name])
    .filter(Boolean)
    .join(', ');
  const message = named
    ? t(search ? 'table.emptySearchFilters' : 'table.emptyFilters', { search, filters: named })
    : search
      ? t('table.emptySearch', { search })
      : t('table.emptyChosenFilters');
  return (
    <Stack gap="xs" align="center">
      <Text size="sm" ta="center">
        {message}
      </Text>
      <Button size="xs" variant="light" leftSection={<IconFilterOff size={14} />} onClick={list.clearFilters}>
        {t('table.clearFilters')}
      </Button>
    </Stack>
  );
}
