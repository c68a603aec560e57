import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ERROR_CODE_SORTS, type ErrorCodeRecord } from '@portal/contracts';
import { IconCheck, IconMinus, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../components/page/ListPage.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { DebouncedInput } from '../../components/table/DebouncedInput.tsx';
import { multiSelectFilter } from '../../components/table/FilterMultiSelect.tsx';
import { type ListController, useListQuery, useListState } from '../../components/table/useList.ts';
import { deviceLabel, useDeviceSearch } from '../../lib/device-search.ts';
import { useGroupOptions } from '../../lib/group-options.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useDevice } from './api.ts';

const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/** Error codes (spec §2 /cms/device/error-codes): filtered by code, device and group. */
export default function ErrorCodesListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({
    sorts: ERROR_CODE_SORTS,
    filters: ['code', 'device', 'group'],
  });
  const query = useListQuery('device.error-codes.index', list.state, 'cms');
  const groups = useGroupOptions();

  return (
    <ListPage
      title={t('errorCodes.title')}
      description={t('errorCodes.description')}
      actions={
        can('device.error-codes.store') && (
          <Button
            component={Link}
            to={pathFor('device.error-codes.store')}
            leftSection={<IconPlus size={16} />}
          >
            {t('errorCodes.create')}
          </Button>
        )
      }
      list={list}
      searchable={false}
      filters={[
        { name: 'code', label: t('errorCodes.codeFilter'), control: <CodeFilter list={list} /> },
        { name: 'device', label: t('errorCodes.device'), control: <DeviceFilter list={list} /> },
        multiSelectFilter(list, {
          name: 'group',
          label: t('errorCodes.groups'),
          data: groups.data ?? [],
          searchable: true,
        }),
      ]}
    >
      <DataTable<ErrorCodeRecord>
        label={t('errorCodes.title')}
        list={list}
        query={query}
        rowLink={{ route: 'device.error-codes.show', access: 'device.error-codes.update' }}
        edit={{ route: 'device.error-codes.show', access: 'device.error-codes.update' }}
        destroy={{ route: 'device.error-codes.destroy', name: (r) => r.code, refreshes: ['device.devices'] }}
        columns={[
          {
            accessor: 'code',
            title: t('errorCodes.code'),
            sortable: true,
            render: (r) => (
              <Text size="sm" fw={600} ff="monospace">
                {r.code}
              </Text>
            ),
          },
          {
            accessor: 'description',
            title: t('errorCodes.descriptionColumn'),
            render: (r) => (
              <Text size="sm" lineClamp={2}>
                {r.description?.pl ?? ''}
              </Text>
            ),
          },
          {
            accessor: 'devices',
            title: t('errorCodes.devicesCount'),
            textAlign: 'right',
            visibleMediaQuery: wide,
            render: (r) => r.devices.length,
          },
          {
            accessor: 'groups',
            title: t('errorCodes.groups'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (r) => (
              <Group gap={4}>
                {r.groups.map((g) => (
                  <Badge key={g.id} size="sm" variant="light" title={g.name.pl}>
                    {g.code}
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            accessor: 'manual_pl',
            title: t('errorCodes.manualPlShort'),
            textAlign: 'center',
            visibleMediaQuery: wide,
            render: (r) => <Present present={r.manual_pl !== null} />,
          },
          {
            accessor: 'manual_en',
            title: t('errorCodes.manualEnShort'),
            textAlign: 'center',
            visibleMediaQuery: wide,
            render: (r) => <Present present={r.manual_en !== null} />,
          },
        ]}
      />
    </ListPage>
  );
}

function Present({ present }: { present: boolean }) {
  const { t } = useTranslation();
  const label = t(present ? 'errorCodes.manualPresent' : 'errorCodes.manualMissing');
  return present ? (
    <IconCheck size={18} color="var(--mantine-color-green-7)" aria-label={label} role="img" />
  ) : (
    <IconMinus size={18} color="var(--mantine-color-gray-6)" aria-label={label} role="img" />
  );
}

/** The code filter: typed text reaches the address after a pause. */
function CodeFilter({ list }: { list: ListController }) {
  const { t } = useTranslation();
  return (
    <DebouncedInput
      value={list.state.filters.code?.[0] ?? ''}
      onCommit={(v) => list.setFilter('code', [v])}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      placeholder={t('errorCodes.code')}
      aria-label={t('errorCodes.codeFilter')}
      w={{ base: '100%', sm: 200 }}
    />
  );
}

/** One device, found by its code or name as the user types. */
function DeviceFilter({ list }: { list: ListController }) {
  const { t } = useTranslation();
  const selected = list.state.filters.device?.[0] ?? null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useDeviceSearch(debounced);
  const chosen = useDevice(selected ? Number(selected) : null);
  const data = (found.data ?? []).map((d) => ({ value: String(d.id), label: deviceLabel(d) }));
  if (chosen.data && !data.some((o) => o.value === selected)) {
    data.unshift({ value: String(chosen.data.id), label: deviceLabel(chosen.data) });
  }
  return (
    <Select
      aria-label={t('errorCodes.device')}
      placeholder={t('errorCodes.device')}
      data={data}
      value={selected}
      onChange={(v) => list.setFilter('device', v ? [v] : [])}
      searchable
      clearable
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('errorCodes.noDevices')}
      w={{ base: '100%', sm: 280 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
