import { Group, Select } from '@mantine/core';
import {
  ERP_PULL_KINDS,
  SYNC_RUN_SORTS,
  SYNC_RUN_STATUSES,
  type SyncRun,
  type SyncRunStatus,
} from '@portal/contracts/erp';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import type { ListController, ListResponse } from '../../components/table/useList.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { RunErrors } from './RunErrors.tsx';

export const RUN_LIST = {
  sorts: SYNC_RUN_SORTS,
  filters: ['kind', 'status'],
  // Not created_at (spec §9): a run row has no created_at; started_at is when it was created.
  defaultSort: { by: 'started_at', direction: 'desc' },
} as const;

const STATUS_COLORS: Record<SyncRunStatus, string> = {
  running: 'blue',
  success: 'green',
  partial: 'yellow',
  failed: 'red',
};

function duration(ms: number | null): string {
  if (ms === null) return '';
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** The run history; a row expands into the run's per-record errors. */
export function RunsTable({
  list,
  query,
}: {
  list: ListController;
  query: UseQueryResult<ListResponse<SyncRun>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="sm" align="flex-end">
        <Select
          aria-label={t('synchronizations.filterKind')}
          placeholder={t('synchronizations.filterKind')}
          data={ERP_PULL_KINDS.map((k) => ({ value: k, label: t(`synchronizations.kinds.${k}`) }))}
          value={list.state.filters.kind?.[0] ?? null}
          onChange={(v) => list.setFilter('kind', v ? [v] : [])}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          aria-label={t('synchronizations.filterStatus')}
          placeholder={t('synchronizations.filterStatus')}
          data={SYNC_RUN_STATUSES.map((s) => ({ value: s, label: t(`synchronizations.statuses.${s}`) }))}
          value={list.state.filters.status?.[0] ?? null}
          onChange={(v) => list.setFilter('status', v ? [v] : [])}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <DataTable<SyncRun>
        label={t('synchronizations.runs')}
        list={list}
        query={query}
        expand={(run) => <RunErrors id={run.id} />}
        columns={[
          {
            accessor: 'kind',
            title: t('synchronizations.kind'),
            sortable: true,
            render: (r) => t(`synchronizations.kinds.${r.kind}`),
          },
          {
            accessor: 'status',
            title: t('fields.status'),
            sortable: true,
            noWrap: true,
            render: (r) => (
              <StatusBadge color={STATUS_COLORS[r.status]}>
                {t(`synchronizations.statuses.${r.status}`)}
              </StatusBadge>
            ),
          },
          {
            accessor: 'started_at',
            title: t('synchronizations.started'),
            sortable: true,
            noWrap: true,
            render: (r) => formatDateTime(r.started_at),
          },
          {
            accessor: 'duration_ms',
            title: t('synchronizations.duration'),
            render: (r) => duration(r.duration_ms),
          },
          { accessor: 'created_count', title: t('synchronizations.created') },
          { accessor: 'updated_count', title: t('synchronizations.updated') },
          { accessor: 'skipped_count', title: t('synchronizations.skipped') },
          { accessor: 'failed_count', title: t('synchronizations.failed') },
        ]}
      />
    </>
  );
}
