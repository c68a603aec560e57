import { Text } from '@mantine/core';
import type { ContractorListItem } from '@portal/contracts/contractors';
import { NEW_ENTRY_SORTS } from '@portal/contracts/partners';
import { useTranslation } from 'react-i18next';
import { EntryDecision } from '../../components/entry-decision/EntryDecision.tsx';
import { ListPage } from '../../components/page/ListPage.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { multiSelectFilter } from '../../components/table/FilterMultiSelect.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { toOptions, useBusinessAreas, useProvinces } from '../../lib/dictionaries.ts';
import { formatDate } from '../../lib/format.ts';

/** Registrations awaiting approval: approve (the company becomes a partner) or reject with a reason. */
export default function NewEntriesPage() {
  const { t } = useTranslation();
  const list = useListState({ sorts: NEW_ENTRY_SORTS, filters: ['province', 'business_area'] });
  const query = useListQuery('partner.new-entries.index', list.state, 'cms');
  const provinces = useProvinces();
  const areas = useBusinessAreas();

  return (
    <ListPage
      title={t('newEntries.title')}
      description={t('newEntries.description')}
      list={list}
      searchLabel={t('contractors.search')}
      filters={[
        multiSelectFilter(list, {
          name: 'province',
          label: t('fields.province'),
          data: toOptions(provinces.data),
          searchable: true,
        }),
        multiSelectFilter(list, {
          name: 'business_area',
          label: t('fields.businessArea'),
          data: toOptions(areas.data),
        }),
      ]}
    >
      <DataTable<ContractorListItem>
        label={t('newEntries.title')}
        list={list}
        query={query}
        preview={{ route: 'contractor.contractors.show' }}
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
                <Text size="xs" c="dimmed">
                  {[c.nip_number && `${t('fields.nip')} ${c.nip_number}`, c.business_area?.name]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'address_city',
            title: t('fields.city'),
            sortable: true,
            card: 'field',
            render: (c) => [c.address_city, c.address_province?.name].filter(Boolean).join(', '),
          },
          {
            accessor: 'primary_contact',
            title: t('contractors.primaryContact'),
            priority: 2,
            card: 'field',
            render: (c) =>
              c.primary_contact && (
                <div>
                  <Text size="sm">
                    {c.primary_contact.first_name} {c.primary_contact.last_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {c.primary_contact.email}
                  </Text>
                </div>
              ),
          },
          {
            accessor: 'created_at',
            title: t('newEntries.registeredAt'),
            sortable: true,
            noWrap: true,
            priority: 3,
            card: 'none',
            render: (c) => formatDate(c.created_at),
          },
          {
            accessor: 'decision',
            title: t('newEntries.decision'),
            textAlign: 'right',
            card: 'field',
            render: (c) => <EntryDecision entry={c} />,
          },
        ]}
      />
    </ListPage>
  );
}
