import { Badge, Button, Group, MultiSelect, Select, Stack, Switch, Text } from '@mantine/core';
import { PARTNER_SORTS, type PartnerListItem } from '@portal/contracts/partners';
import { IconFileSpreadsheet, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { companyPlaceColumns } from '../../components/table/company-columns.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { FilterMultiSelect } from '../../components/table/FilterMultiSelect.tsx';
import { listQueryOf } from '../../components/table/list-state.ts';
import { SearchInput } from '../../components/table/SearchInput.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { toOptions, useBusinessAreas, useProvinces } from '../../lib/dictionaries.ts';
import { useCaretakerOptions, usePartnerStatusOptions } from '../../lib/partner-options.ts';
import { useCan } from '../../lib/viewer.ts';
import { useExportPartners } from './api/partners.ts';

/** Partners (`/cms/partner/partners`); a row opens the contractor's partner tab. */
export default function PartnersListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({
    sorts: PARTNER_SORTS,
    filters: ['province', 'business_area', 'partner_status', 'caretaker', 'highlighted', 'mine'],
  });
  const query = useListQuery<PartnerListItem>('partner.partners.index', list.state, 'cms');
  const provinces = useProvinces();
  const areas = useBusinessAreas();
  const statuses = usePartnerStatusOptions();
  const caretakers = useCaretakerOptions(can('partner.partners.update'));
  const exporter = useExportPartners();
  const { filters } = list.state;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('partners.title')}
        description={t('partners.description')}
        actions={
          can('partner.partners.export') && (
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={exporter.isPending}
              onClick={() => {
                const { page: _p, per_page: _pp, ...rest } = listQueryOf(list.state);
                exporter.mutate(rest);
              }}
            >
              {t('contractors.export')}
            </Button>
          )
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
        <FilterMultiSelect
          list={list}
          name="partner_status"
          label={t('partners.status')}
          data={toOptions(statuses.data)}
        />
        {caretakers.data && (
          <MultiSelect
            aria-label={t('partners.caretakers')}
            placeholder={filters.caretaker?.length ? undefined : t('partners.caretakers')}
            data={caretakers.data.map((c) => ({
              value: String(c.id),
              label: `${c.first_name} ${c.last_name}`,
            }))}
            value={filters.caretaker ?? []}
            onChange={(v) => list.setFilter('caretaker', v)}
            clearable
            searchable
            w={{ base: '100%', sm: 200 }}
          />
        )}
        <Select
          aria-label={t('partners.highlighted')}
          placeholder={t('partners.highlighted')}
          data={[
            { value: '1', label: t('contractors.partnerYes') },
            { value: '0', label: t('contractors.partnerNo') },
          ]}
          value={filters.highlighted?.[0] ?? null}
          onChange={(v) => list.setFilter('highlighted', v ? [v] : [])}
          clearable
          w={{ base: '100%', sm: 170 }}
        />
        <Switch
          label={t('contractors.mine')}
          checked={filters.mine?.[0] === '1'}
          onChange={(e) => list.setFilter('mine', e.currentTarget.checked ? ['1'] : [])}
          mb={8}
        />
      </Group>
      <DataTable<PartnerListItem>
        label={t('partners.title')}
        list={list}
        query={query}
        rowLink={{
          route: 'contractor.contractors.partner',
          access: 'contractor.contractors.show',
          params: (p) => ({ id: p.contractor_id }),
        }}
        edit={{
          route: 'contractor.contractors.partner',
          access: 'partner.partners.update',
          params: (p) => ({ id: p.contractor_id }),
        }}
        columns={[
          {
            accessor: 'name',
            title: t('fields.companyName'),
            sortable: true,
            render: (p) => (
              <Group gap={6} wrap="nowrap">
                {p.highlighted && (
                  <IconStarFilled
                    size={14}
                    color="var(--mantine-color-yellow-6)"
                    aria-label={t('partners.highlighted')}
                  />
                )}
                <div>
                  <Text size="sm" fw={500}>
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.nip_number}
                  </Text>
                </div>
              </Group>
            ),
          },
          ...companyPlaceColumns(t),
          {
            accessor: 'partner_status',
            title: t('partners.status'),
            sortable: true,
            render: (p) =>
              p.partner_status && (
                <Badge variant="dot" color={p.partner_status.color}>
                  {p.partner_status.name}
                </Badge>
              ),
          },
          {
            accessor: 'caretakers',
            title: t('partners.caretakers'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xl})`,
            render: (p) => p.caretakers.map((c) => `${c.first_name} ${c.last_name}`).join(', '),
          },
        ]}
      />
    </Stack>
  );
}
