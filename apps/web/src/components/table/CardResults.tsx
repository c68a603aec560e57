import { Paper, SimpleGrid, type SimpleGridProps, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { LoadFailed } from '../page/LoadFailed.tsx';
import { TablePagination } from './TablePagination.tsx';
import type { ListController, ListResponse } from './useList.ts';

type Props<T> = {
  list: ListController;
  query: UseQueryResult<ListResponse<T>>;
  /** Height of a loading placeholder: about one result card. */
  skeletonHeight: number;
  empty: { icon: ReactNode; title: string; hint: string };
  count: (total: number) => string;
  cols: SimpleGridProps['cols'];
  children: (row: T) => ReactNode;
};

/**
 * A partner-zone result list as cards (a table does not fit a phone): loading, failed, empty,
 * the count read out to screen readers, the cards and the pagination of the list's URL state.
 */
export function CardResults<T>({ list, query, skeletonHeight, empty, count, cols, children }: Props<T>) {
  const { t } = useTranslation();
  const rows = query.data?.results ?? [];
  const pagination = query.data?.pagination;
  if (query.isError && !query.data)
    return <LoadFailed inline error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={skeletonHeight} radius="md" />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap={4}>
          {empty.icon}
          <Text fw={600}>{empty.title}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {empty.hint}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        {pagination?.total_capped
          ? t('table.atLeast', { total: count(pagination.total) })
          : count(pagination?.total ?? rows.length)}
      </Text>
      <SimpleGrid
        cols={cols}
        spacing="xs"
        aria-busy={query.isPlaceholderData}
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {rows.map(children)}
      </SimpleGrid>
      {pagination && (
        <TablePagination
          pagination={pagination}
          shown={rows.length}
          onPage={list.setPage}
          onPerPage={list.setPerPage}
        />
      )}
    </>
  );
}
