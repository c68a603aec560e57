import { Button, Group, Text } from '@mantine/core';
import type { ContractorListItem } from '@portal/contracts/contractors';
import { NEW_ENTRY_SORTS } from '@portal/contracts/partners';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../components/form/ReasonModal.tsx';
import { ListPage } from '../../components/page/ListPage.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { FilterMultiSelect } from '../../components/table/FilterMultiSelect.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { toOptions, useBusinessAreas, useProvinces } from '../../lib/dictionaries.ts';
import { formatDate } from '../../lib/format.ts';
import { useCan } from '../../lib/viewer.ts';
import { useApproveEntry, useRejectEntry } from './api/partners.ts';

/** Registrations awaiting approval: approve (the company becomes a partner) or reject with a reason. */
export default function NewEntriesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: NEW_ENTRY_SORTS, filters: ['province', 'business_area'] });
  const query = useListQuery<ContractorListItem>('partner.new-entries.index', list.state, 'cms');
  const provinces = useProvinces();
  const areas = useBusinessAreas();
  const approve = useApproveEntry();
  const reject = useRejectEntry();
  const [rejecting, setRejecting] = useState<ContractorListItem | null>(null);

  async function confirmApprove(entry: ContractorListItem) {
    const ok = await confirmAction({
      title: t('newEntries.approveTitle'),
      message: t('newEntries.approveMessage', { name: entry.name }),
      confirmLabel: t('newEntries.approve'),
      cancelLabel: t('common.cancel'),
    });
    if (ok) approve.mutate({ id: entry.id });
  }

  return (
    <ListPage
      title={t('newEntries.title')}
      description={t('newEntries.description')}
      list={list}
      searchLabel={t('contractors.search')}
      filters={[
        {
          name: 'province',
          label: t('fields.province'),
          control: (
            <FilterMultiSelect
              list={list}
              name="province"
              label={t('fields.province')}
              data={toOptions(provinces.data)}
              searchable
            />
          ),
        },
        {
          name: 'business_area',
          label: t('fields.businessArea'),
          control: (
            <FilterMultiSelect
              list={list}
              name="business_area"
              label={t('fields.businessArea')}
              data={toOptions(areas.data)}
            />
          ),
        },
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
            render: (c) => (
              <Group gap={6} justify="flex-end" wrap="nowrap">
                {can('partner.new-entries.approve') && (
                  <Button
                    size="xs"
                    color="green"
                    leftSection={<IconCheck size={14} />}
                    loading={approve.isPending && approve.variables?.id === c.id}
                    onClick={() => void confirmApprove(c)}
                    aria-label={t('newEntries.approveName', { name: c.name })}
                  >
                    {t('newEntries.approve')}
                  </Button>
                )}
                {can('partner.new-entries.reject') && (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    leftSection={<IconX size={14} />}
                    onClick={() => setRejecting(c)}
                    aria-label={t('newEntries.rejectName', { name: c.name })}
                  >
                    {t('newEntries.reject')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
      <ReasonModal
        opened={rejecting !== null}
        title={t('newEntries.rejectTitle')}
        intro={rejecting ? t('newEntries.rejectMessage', { name: rejecting.name }) : undefined}
        submitLabel={t('newEntries.reject')}
        onClose={() => setRejecting(null)}
        onSubmit={(body) => reject.mutateAsync({ id: rejecting?.id ?? 0, body })}
      />
    </ListPage>
  );
}
