import { Button, Text } from '@mantine/core';
import { DEVICE_SORTS, type DeviceRecord } from '@portal/contracts/devices';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../components/page/ListPage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { multiSelectFilter } from '../../components/table/FilterMultiSelect.tsx';
import { flagFilter } from '../../components/table/FlagFilter.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { DEVICE_COUNTERS } from './api/devices.ts';
import { useDeviceTags, useGroupTree, useProducers } from './api/options.ts';
import { DeviceBadges } from './DeviceBadges.tsx';
import { filterOptions, flattenGroups, textIn } from './group-tree.ts';
import { formatMoney } from './money.ts';

const FILTERS = ['group', 'producer', 'tag', 'blocked', 'offerable', 'erp_managed', 'unassigned'] as const;

export default function DevicesListPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: DEVICE_SORTS, filters: FILTERS });
  const query = useListQuery('device.devices.index', list.state, 'cms');
  const groups = useGroupTree();
  const producers = useProducers();
  const tags = useDeviceTags();
  const lang = i18n.language;

  return (
    <ListPage
      title={t('devices.title')}
      description={t('devices.description')}
      list={list}
      searchLabel={t('devices.search')}
      actions={
        can('device.devices.store') && (
          <Button component={Link} to={pathFor('device.devices.store')} leftSection={<IconPlus size={16} />}>
            {t('devices.create')}
          </Button>
        )
      }
      filters={[
        multiSelectFilter(list, {
          name: 'group',
          label: t('devices.fields.group'),
          data: filterOptions(flattenGroups(groups.data ?? [], lang)),
          searchable: true,
        }),
        multiSelectFilter(list, {
          name: 'producer',
          label: t('devices.fields.producer'),
          data: (producers.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          searchable: true,
        }),
        multiSelectFilter(list, {
          name: 'tag',
          label: t('devices.fields.tags'),
          data: (tags.data ?? []).map((tag) => ({
            value: String(tag.id),
            label: textIn(lang, tag.name),
          })),
          searchable: true,
        }),
        flagFilter(list, {
          name: 'blocked',
          label: t('devices.filterBlocked'),
          yes: t('devices.blocked'),
          no: t('devices.active'),
          more: true,
        }),
        flagFilter(list, {
          name: 'offerable',
          label: t('devices.filterOfferable'),
          yes: t('devices.offerable'),
          no: t('devices.notOfferable'),
          more: true,
        }),
        flagFilter(list, {
          name: 'erp_managed',
          label: t('devices.filterSource'),
          yes: t('devices.erp'),
          no: t('devices.manual'),
          more: true,
        }),
        flagFilter(list, {
          name: 'unassigned',
          label: t('devices.filterAssignment'),
          yes: t('devices.unassigned'),
          no: t('devices.assigned'),
          more: true,
        }),
      ]}
    >
      <DataTable<DeviceRecord>
        label={t('devices.title')}
        list={list}
        query={query}
        rowLink={{ route: 'device.devices.show' }}
        preview={{ route: 'device.devices.show' }}
        links={[
          {
            route: 'device.configurations.index',
            label: 'devices.configurations',
            icon: IconListDetails,
            ariaLabel: (d) => t('devices.configurationsOf', { code: d.code }),
          },
        ]}
        edit={{ route: 'device.devices.update' }}
        destroy={{
          route: 'device.devices.destroy',
          name: (d) => `${d.code} ${d.name}`,
          allowed: (d) => !d.erp_managed,
          refreshes: DEVICE_COUNTERS,
        }}
        columns={[
          {
            accessor: 'code',
            title: t('devices.fields.code'),
            sortable: true,
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          },
          {
            accessor: 'name',
            title: t('devices.fields.name'),
            sortable: true,
            render: (d) => (
              <div style={{ minWidth: 160 }}>
                <Text size="sm" fw={500}>
                  {d.name}
                </Text>
                {d.name2 && (
                  <Text size="xs" c="dimmed">
                    {d.name2}
                  </Text>
                )}
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {d.code}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'group',
            title: t('devices.fields.group'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (d) =>
              d.group ? (
                textIn(lang, d.group.name)
              ) : (
                <StatusBadge color="yellow">{t('devices.unassigned')}</StatusBadge>
              ),
          },
          {
            accessor: 'producer',
            title: t('devices.fields.producer'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
            render: (d) => d.producer?.name ?? '',
          },
          {
            accessor: 'sales_price',
            title: t('devices.fields.salesPriceShort'),
            sortable: true,
            noWrap: true,
            textAlign: 'right',
            render: (d) => formatMoney(d.sales_price),
          },
          {
            accessor: 'blocked',
            title: t('fields.status'),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (d) => <DeviceBadges device={d} inTable />,
          },
        ]}
      />
    </ListPage>
  );
}
