import { Button, Text } from '@mantine/core';
import { CONTRACTOR_SORTS, type ContractorListItem } from '@portal/contracts/contractors';
import { REGISTRATION_STATUSES } from '@portal/contracts/dictionaries';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../components/page/ListPage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { companyPlaceColumns } from '../../components/table/company-columns.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { multiSelectFilter } from '../../components/table/FilterMultiSelect.tsx';
import { flagFilter } from '../../components/table/FlagFilter.tsx';
import { listQueryOf } from '../../components/table/list-state.ts';
import { SwitchFilter } from '../../components/table/SwitchFilter.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { toOptions, useBusinessAreas, useProvinces } from '../../lib/dictionaries.ts';
import { formatDate } from '../../lib/format.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useExportContractors } from './api/contractors.ts';

export const STATUS_COLORS = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/** Contractors (spec §2 `/contractor/contractors`): filters in the URL, XLSX export of the filtered list. */
export default function ContractorsListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({
    sorts: CONTRACTOR_SORTS,
    filters: ['province', 'business_area', 'is_partner', 'registration_status', 'mine'],
  });
  const query = useListQuery('contractor.contractors.index', list.state, 'cms');
  const provinces = useProvinces();
  const areas = useBusinessAreas();
  const exporter = useExportContractors();

  function exportList() {
    const { page: _p, per_page: _pp, ...rest } = listQueryOf(list.state);
    exporter.mutate(rest);
  }

  return (
    <ListPage
      title={t('contractors.title')}
      description={t('contractors.description')}
      list={list}
      searchLabel={t('contractors.search')}
      actions={
        <>
          {can('contractor.contractors.export') && (
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={exporter.isPending}
              onClick={exportList}
            >
              {t('contractors.export')}
            </Button>
          )}
          {can('contractor.contractors.store') && (
            <Button
              component={Link}
              to={pathFor('contractor.contractors.store')}
              leftSection={<IconPlus size={16} />}
            >
              {t('contractors.create')}
            </Button>
          )}
        </>
      }
      filters={[
        multiSelectFilter(list, {
          name: 'province',
          label: t('fields.province'),
          data: toOptions(provinces.data),
          searchable: true,
        }),
        multiSelectFilter(list, {
          name: 'registration_status',
          label: t('contractors.registrationStatus'),
          data: REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`contractors.status.${s}`) })),
        }),
        {
          name: 'mine',
          label: t('contractors.mine'),
          control: <SwitchFilter list={list} name="mine" label={t('contractors.mine')} />,
        },
        flagFilter(list, {
          name: 'is_partner',
          label: t('contractors.isPartner'),
          yes: t('contractors.partnerYes'),
          no: t('contractors.partnerNo'),
          more: true,
        }),
        multiSelectFilter(list, {
          name: 'business_area',
          label: t('fields.businessArea'),
          data: toOptions(areas.data),
          more: true,
        }),
      ]}
    >
      <DataTable<ContractorListItem>
        label={t('contractors.title')}
        list={list}
        query={query}
        rowLink={{ route: 'contractor.contractors.show' }}
        edit={{ route: 'contractor.contractors.main', access: 'contractor.contractors.update' }}
        destroy={{
          route: 'contractor.contractors.destroy',
          name: (c) => c.name,
          allowed: (c) => !c.is_partner,
        }}
        columns={[
          {
            accessor: 'name',
            title: t('fields.companyName'),
            sortable: true,
            render: (c) => (
              <Text size="sm" fw={500}>
                {c.name}
              </Text>
            ),
          },
          {
            accessor: 'primary_contact',
            title: t('contractors.primaryContact'),
            priority: 4,
            card: 'none',
            render: (c) =>
              c.primary_contact && `${c.primary_contact.first_name} ${c.primary_contact.last_name}`,
          },
          {
            accessor: 'nip_number',
            title: t('fields.nip'),
            sortable: true,
            noWrap: true,
            priority: 2,
            card: 'field',
          },
          ...companyPlaceColumns(t),
          {
            accessor: 'is_partner',
            title: t('fields.partner'),
            sortable: true,
            noWrap: true,
            priority: 2,
            card: 'field',
            render: (c) => (
              <StatusBadge color={c.is_partner ? 'blue' : 'gray'}>
                {t(c.is_partner ? 'contractors.partnerYes' : 'contractors.partnerNo')}
              </StatusBadge>
            ),
          },
          {
            accessor: 'registration_status',
            title: t('contractors.registrationStatus'),
            sortable: true,
            noWrap: true,
            card: 'status',
            render: (c) => (
              <StatusBadge color={STATUS_COLORS[c.registration_status]}>
                {t(`contractors.status.${c.registration_status}`)}
              </StatusBadge>
            ),
          },
          {
            accessor: 'created_at',
            title: t('fields.createdAt'),
            sortable: true,
            noWrap: true,
            priority: 4,
            card: 'none',
            render: (c) => formatDate(c.created_at),
          },
        ]}
      />
    </ListPage>
  );
}
