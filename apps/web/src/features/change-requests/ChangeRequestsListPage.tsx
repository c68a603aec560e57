import { Text } from '@mantine/core';
import {
  CHANGE_REQUEST_SORTS,
  CHANGE_REQUEST_STATUSES,
  type ChangeRequestRecord,
} from '@portal/contracts/partners';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/page/ListPage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { multiSelectFilter } from '../../components/table/FilterMultiSelect.tsx';
import { SwitchFilter } from '../../components/table/SwitchFilter.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { formatDateTime } from '../../lib/format.ts';
import { CHANGE_STATUS_COLORS } from './labels.ts';

/** Partners' requests to change name, NIP or address, awaiting a decision. */
export default function ChangeRequestsListPage() {
  const { t } = useTranslation();
  const list = useListState({ sorts: CHANGE_REQUEST_SORTS, filters: ['status', 'mine'] });
  const query = useListQuery('partner.change-requests.index', list.state, 'cms');
  return (
    <ListPage
      title={t('changeRequests.title')}
      description={t('changeRequests.description')}
      list={list}
      filters={[
        multiSelectFilter(list, {
          name: 'status',
          label: t('fields.status'),
          data: CHANGE_REQUEST_STATUSES.map((s) => ({
            value: s,
            label: t(`changeRequests.status.${s}`),
          })),
        }),
        {
          name: 'mine',
          label: t('contractors.mine'),
          control: <SwitchFilter list={list} name="mine" label={t('contractors.mine')} />,
        },
      ]}
    >
      <DataTable<ChangeRequestRecord>
        label={t('changeRequests.title')}
        list={list}
        query={query}
        rowLink={{ route: 'partner.change-requests.show' }}
        preview={{ route: 'partner.change-requests.show' }}
        columns={[
          { accessor: 'name', title: t('fields.companyName'), sortable: true, render: (r) => r.company.name },
          {
            accessor: 'changes',
            title: t('changeRequests.fields'),
            render: (r) => (
              <Text size="sm" lineClamp={2}>
                {r.changes.map((c) => t(`changeRequests.field.${c.field}`)).join(', ')}
              </Text>
            ),
          },
          {
            accessor: 'requested_by',
            title: t('changeRequests.requestedBy'),
            priority: 2,
            render: (r) => r.requested_by?.name ?? '',
          },
          {
            accessor: 'status',
            title: t('fields.status'),
            sortable: true,
            noWrap: true,
            card: 'status',
            render: (r) => (
              <StatusBadge color={CHANGE_STATUS_COLORS[r.status]}>
                {t(`changeRequests.status.${r.status}`)}
              </StatusBadge>
            ),
          },
          {
            accessor: 'created_at',
            title: t('fields.createdAt'),
            sortable: true,
            noWrap: true,
            render: (r) => formatDateTime(r.created_at),
          },
        ]}
      />
    </ListPage>
  );
}
