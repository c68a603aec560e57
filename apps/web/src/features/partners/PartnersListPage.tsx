import { Button, Group, Text } from '@mantine/core';
import { PARTNER_SORTS, type PartnerListItem } from '@portal/contracts/partners';
import { IconFileSpreadsheet, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
  const query = useListQuery('partner.partners.index', list.state, 'cms');
  const provinces = useProvinces();
  const areas = useBusinessAreas();
  const statuses = usePartnerStatusOptions();
  const caretakers = useCaretakerOptions(can('partner.partners.update'));
  const exporter = useExportPartners();

  return (
    <ListPage
      title={t('partners.title')}
      description={t('partners.description')}
      list={list}
      searchLabel={t('contractors.search')}
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
      filters={[
        multiSelectFilter(list, {
          name: 'province',
          label: t('fields.province'),
          data: toOptions(provinces.data),
          searchable: true,
        }),
        multiSelectFilter(list, {
          name: 'partner_status',
          label: t('partners.status'),
          data: toOptions(statuses.data),
        }),
        {
          name: 'mine',
          label: t('contractors.mine'),
          control: <SwitchFilter list={list} name="mine" label={t('contractors.mine')} />,
        },
        multiSelectFilter(list, {
          name: 'business_area',
          label: t('fields.businessArea'),
          data: toOptions(areas.data),
          more: true,
        }),
        ...(caretakers.data
          ? [
              multiSelectFilter(list, {
                name: 'caretaker',
                label: t('partners.caretakers'),
                data: caretakers.data.map((c) => ({
                  value: String(c.id),
                  label: `${c.first_name} ${c.last_name}`,
                })),
                searchable: true,
                more: true,
              }),
            ]
          : []),
        flagFilter(list, {
          name: 'highlighted',
          label: t('partners.highlighted'),
          yes: t('contractors.partnerYes'),
          no: t('contractors.partnerNo'),
          more: true,
        }),
      ]}
    >
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
            noWrap: true,
            card: 'status',
            render: (p) =>
              p.partner_status && (
                <StatusBadge color={p.partner_status.color}>{p.partner_status.name}</StatusBadge>
              ),
          },
          {
            accessor: 'caretakers',
            title: t('partners.caretakers'),
            priority: 4,
            card: 'field',
            render: (p) => p.caretakers.map((c) => `${c.first_name} ${c.last_name}`).join(', '),
          },
        ]}
      />
    </ListPage>
  );
}
