import { Badge, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { CONTRACTOR_SORTS, type ContractorListItem } from '@portal/contracts/contractors';
import { REGISTRATION_STATUSES } from '@portal/contracts/dictionaries';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { companyPlaceColumns } from '../../components/table/company-columns.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { FilterMultiSelect } from '../../components/table/FilterMultiSelect.tsx';
import { listQueryOf } from '../../components/table/list-state.ts';
import { SearchInput } from '../../components/table/SearchInput.tsx';
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
  const query = useListQuery<ContractorListItem>('contractor.contractors.index', list.state, 'cms');
  const provinces = useProvinces();
  const areas = useBusinessAreas();
  const exporter = useExportContractors();
  const { filters } = list.state;

  function exportList() {
    const { page: _p, per_page: _pp, ...rest } = listQueryOf(list.state);
    exporter.mutate(rest);
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={t('contractors.title')}
        description={t('contractors.description')}
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
      />
      <Group gap="sm" align="flex-end">
        <SearchInput list={list} label={t('contractors.search')} />
        <FilterMultiSelect
          list={list}
          name="province"
          label={t('fields.province')}
          data={toOptions(provinces.data)}
          searchable
        />
        <FilterMultiSelect
          list={list}
          name="business_area"
          label={t('fields.businessArea')}
          data={toOptions(areas.data)}
        />
        <Select
          aria-label={t('contractors.isPartner')}
          placeholder={t('contractors.isPartner')}
          data={[
            { value: '1', label: t('contractors.partnerYes') },
            { value: '0', label: t('contractors.partnerNo') },
          ]}
          value={filters.is_partner?.[0] ?? null}
          onChange={(v) => list.setFilter('is_partner', v ? [v] : [])}
          clearable
          w={{ base: '100%', sm: 170 }}
        />
        <FilterMultiSelect
          list={list}
          name="registration_status"
          label={t('contractors.registrationStatus')}
          data={REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`contractors.status.${s}`) }))}
        />
        <Switch
          label={t('contractors.mine')}
          checked={filters.mine?.[0] === '1'}
          onChange={(e) => list.setFilter('mine', e.currentTarget.checked ? ['1'] : [])}
          mb={8}
        />
      </Group>
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
              <div>
                <Text size="sm" fw={500}>
                  {c.name}
                </Text>
                {c.primary_contact && (
                  <Text size="xs" c="dimmed">
                    {c.primary_contact.first_name} {c.primary_contact.last_name}
                  </Text>
                )}
              </div>
            ),
          },
          { accessor: 'nip_number', title: t('fields.nip'), sortable: true, noWrap: true },
          ...companyPlaceColumns(t),
          {
            accessor: 'is_partner',
            title: t('fields.partner'),
            sortable: true,
            render: (c) => (
              <Badge color={c.is_partner ? 'blue' : 'gray'} variant="light">
                {t(c.is_partner ? 'contractors.partnerYes' : 'contractors.partnerNo')}
              </Badge>
            ),
          },
          {
            accessor: 'registration_status',
            title: t('contractors.registrationStatus'),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (c) => (
              <Badge color={STATUS_COLORS[c.registration_status]} variant="light">
                {t(`contractors.status.${c.registration_status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'created_at',
            title: t('fields.createdAt'),
            sortable: true,
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xl})`,
            render: (c) => formatDate(c.created_at),
          },
        ]}
      />
    </Stack>
  );
}
