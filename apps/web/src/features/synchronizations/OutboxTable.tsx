import { Button, Group, Select, Text } from '@mantine/core';
import { OUTBOX_SORTS, OUTBOX_STATUSES, type OutboxItem, type OutboxStatus } from '@portal/contracts/erp';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { SearchInput } from '../../components/table/SearchInput.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/viewer.ts';
import { useResend } from './api.ts';

const STATUS_COLORS: Record<OutboxStatus, string> = {
  pending: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

/** Documents waiting for or refused by the ERP; a failed one can be sent again. */
export function OutboxTable() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: OUTBOX_SORTS, filters: ['status'] });
  const query = useListQuery('synchronization.outbox.index', list.state, 'cms');
  const resend = useResend();
  return (
    <>
      <Group gap="sm" align="flex-end">
        <SearchInput list={list} />
        <Select
          aria-label={t('synchronizations.filterStatus')}
          placeholder={t('synchronizations.filterStatus')}
          data={OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`synchronizations.outboxStatuses.${s}`) }))}
          value={list.state.filters.status?.[0] ?? null}
          onChange={(v) => list.setFilter('status', v ? [v] : [])}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <DataTable<OutboxItem>
        label={t('synchronizations.outbox')}
        list={list}
        query={query}
        columns={[
          { accessor: 'our_number', title: t('synchronizations.ourNumber'), sortable: true },
          {
            accessor: 'status',
            title: t('fields.status'),
            sortable: true,
            noWrap: true,
            render: (o) => (
              <StatusBadge color={STATUS_COLORS[o.status]}>
                {t(`synchronizations.outboxStatuses.${o.status}`)}
              </StatusBadge>
            ),
          },
          { accessor: 'attempts', title: t('synchronizations.attempts') },
          {
            accessor: 'last_error',
            title: t('synchronizations.lastError'),
            render: (o) => (
              <Text size="sm" lineClamp={2}>
                {o.last_error}
              </Text>
            ),
          },
          { accessor: 'erp_document_number', title: t('synchronizations.erpNumber') },
          {
            accessor: 'updated_at',
            title: t('synchronizations.updatedAt'),
            sortable: true,
            noWrap: true,
            render: (o) => formatDateTime(o.updated_at),
          },
          {
            accessor: 'resend',
            title: '',
            render: (o) =>
              o.status === 'failed' &&
              can('synchronization.outbox.resend') && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconSend size={14} />}
                  loading={resend.isPending && resend.variables === o.id}
                  onClick={() => resend.mutate(o.id)}
                  aria-label={t('synchronizations.resendDocument', { number: o.our_number })}
                >
                  {t('synchronizations.resend')}
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}
