import '@mantine/core/styles/Table.css';
import { queryKeys } from '../../lib/keys.ts';
import '@mantine/dates/styles.css';
import { Anchor, Badge, Select, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
// The date picker's Polish month and day names (DatesProvider below names the locale).
import 'dayjs/locale/pl';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_ACTIONS, type AuditEntry } from '@portal/contracts/audit';
import type { UserRecord } from '@portal/contracts/users';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../components/page/ListPage.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { DebouncedInput } from '../../components/table/DebouncedInput.tsx';
import { multiSelectFilter } from '../../components/table/FilterMultiSelect.tsx';
import { type ListController, useListQuery, useListState } from '../../components/table/useList.ts';
import { apiCall } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { RECORD_TYPES, recordLink, valueText } from './record-types.ts';

const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };
const FILTERS = ['user', 'record_type', 'record_id', 'action', 'from', 'to'] as const;

/**
 * The audit log (Dziennik zmian): who changed what and when. A row expands into the changed
 * fields, old → new; the record links to its screen while it exists.
 */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const list = useListState({ sorts: ['created_at'], filters: FILTERS });
  const query = useListQuery('core.audit.index', list.state, 'cms');
  const typeLabel = (type: string) => (type in RECORD_TYPES ? t(`audit.recordTypes.${type}`) : type);
  const fieldLabel = (field: string) =>
    i18n.exists(`audit.fieldNames.${field}`) ? t(`audit.fieldNames.${field}`) : field;
  return (
    <ListPage
      title={t('audit.title')}
      description={t('audit.description')}
      list={list}
      searchable={false}
      filters={[
        { name: 'user', label: t('audit.user'), control: <UserFilter list={list} /> },
        multiSelectFilter(list, {
          name: 'record_type',
          label: t('audit.recordType'),
          data: Object.keys(RECORD_TYPES)
            .map((type) => ({ value: type, label: typeLabel(type) }))
            .sort((a, b) => a.label.localeCompare(b.label, 'pl')),
          searchable: true,
        }),
        {
          name: 'record_id',
          label: t('audit.recordId'),
          control: (
            <DebouncedInput
              value={list.state.filters.record_id?.[0] ?? ''}
              onCommit={(v) => list.setFilter('record_id', [v.trim()])}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              placeholder={t('audit.recordId')}
              aria-label={t('audit.recordId')}
              w={{ base: '100%', sm: 140 }}
            />
          ),
        },
        multiSelectFilter(list, {
          name: 'action',
          label: t('audit.action'),
          data: AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
          more: true,
        }),
        {
          name: 'from',
          label: t('audit.from'),
          more: true,
          control: <DayFilter list={list} name="from" label={t('audit.from')} />,
        },
        {
          name: 'to',
          label: t('audit.to'),
          more: true,
          control: <DayFilter list={list} name="to" label={t('audit.to')} />,
        },
      ]}
    >
      <DataTable<AuditEntry>
        label={t('audit.title')}
        list={list}
        query={query}
        expand={(entry) => <Changes entry={entry} />}
        columns={[
          {
            accessor: 'created_at',
            title: t('audit.when'),
            sortable: true,
            noWrap: true,
            render: (r) => formatDateTime(r.created_at),
          },
          {
            accessor: 'actor',
            title: t('audit.actor'),
            render: (r) =>
              r.actor ? (
                <Stack gap={0}>
                  <Text size="sm">{r.actor.name}</Text>
                  <Text size="xs" c="dimmed">
                    {r.actor.email}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t(`audit.actors.${r.actor_type}`, { defaultValue: t('audit.actors.deleted') })}
                </Text>
              ),
          },
          {
            accessor: 'action',
            title: t('audit.action'),
            render: (r) => (
              <Badge variant="light" color={ACTION_COLORS[r.action] ?? 'gray'}>
                {t(`audit.actions.${r.action}`, { defaultValue: r.action })}
              </Badge>
            ),
          },
          {
            accessor: 'record_type',
            title: t('audit.record'),
            render: (r) => <RecordCell entry={r} label={typeLabel(r.record_type)} />,
          },
          {
            accessor: 'changes',
            title: t('audit.changedFields'),
            render: (r) => (
              <Text size="sm" lineClamp={1}>
                {r.changes.map((c) => fieldLabel(c.field)).join(', ')}
              </Text>
            ),
          },
        ]}
      />
    </ListPage>
  );
}

function RecordCell({ entry, label }: { entry: AuditEntry; label: string }) {
  const can = useCan();
  const link = recordLink(entry.record_type, entry.action);
  const text = `${label} #${entry.record_id}`;
  if (!link || !can(link.access)) return <Text size="sm">{text}</Text>;
  return (
    <Anchor
      component={Link}
      to={pathFor(link.route, { id: entry.record_id })}
      size="sm"
      // The row toggles its diff on click; the link only navigates.
      onClick={(e) => e.stopPropagation()}
    >
      {text}
    </Anchor>
  );
}

/** A changed field by its Polish name where the log knows one, and always by its column. */
function FieldName({ field }: { field: string }) {
  const { t, i18n } = useTranslation();
  const key = `audit.fieldNames.${field}`;
  return (
    <Stack gap={0}>
      {i18n.exists(key) && <Text size="sm">{t(key)}</Text>}
      <Text size="xs" c="dimmed" ff="monospace">
        {field}
      </Text>
    </Stack>
  );
}

/** The changed fields of one write: field, old value, new value. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const yes = t('audit.yes');
  const no = t('audit.no');
  if (!entry.changes.length) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t('audit.noChanges')}
      </Text>
    );
  }
  return (
    <Table
      aria-label={t('audit.diff', { record: entry.record_id })}
      withTableBorder
      striped
      m="sm"
      w="auto"
      layout="fixed"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="25%">{t('audit.field')}</Table.Th>
          <Table.Th>{t('audit.old')}</Table.Th>
          <Table.Th>{t('audit.new')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entry.changes.map((c) => (
          <Table.Tr key={c.field}>
            <Table.Td>
              <FieldName field={c.field} />
            </Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{valueText(c.old, yes, no)}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{valueText(c.new, yes, no)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A calendar day (DD.MM.YYYY shown, YYYY-MM-DD in the address and the query). */
function DayFilter({ list, name, label }: { list: ListController; name: 'from' | 'to'; label: string }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        aria-label={label}
        placeholder={label}
        valueFormat="DD.MM.YYYY"
        value={list.state.filters[name]?.[0] ?? null}
        onChange={(v) => list.setFilter(name, v ? [String(v).slice(0, 10)] : [])}
        clearable
        // The placeholder is real text here (not an input's placeholder): dark enough for AA.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        w={{ base: '100%', sm: 150 }}
      />
    </DatesProvider>
  );
}

const userLabel = (u: Pick<UserRecord, 'first_name' | 'last_name' | 'email'>) =>
  `${u.first_name} ${u.last_name} (${u.email})`;

/** One acting user, found by name or e-mail as the auditor types. */
function UserFilter({ list }: { list: ListController }) {
  const { t } = useTranslation();
  const can = useCan();
  const selected = list.state.filters.user?.[0] ?? null;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const allowed = can('user.users.index');
  const found = useQuery({
    queryKey: queryKeys('user.users').list('audit-filter', debounced),
    queryFn: ({ signal }) =>
      apiCall('user.users.index', {
        query: {
          per_page: 20,
          sort_by: 'last_name',
          sort_direction: 'asc',
          ...(debounced ? { search: debounced } : {}),
        },
        signal,
      }).then((r) => r.results),
    enabled: allowed,
  });
  const chosen = useQuery({
    queryKey: queryKeys('user.users').show(Number(selected)),
    queryFn: ({ signal }) =>
      apiCall('user.users.show', { params: { id: Number(selected) }, signal }).then((r) => r.model),
    enabled: selected !== null && can('user.users.show'),
  });
  const data = (found.data ?? []).map((u) => ({ value: String(u.id), label: userLabel(u) }));
  if (chosen.data && !data.some((o) => o.value === selected)) {
    data.unshift({ value: String(chosen.data.id), label: userLabel(chosen.data) });
  }
  if (!allowed) return null;
  return (
    <Select
      aria-label={t('audit.user')}
      placeholder={t('audit.user')}
      data={data}
      value={selected}
      onChange={(v) => list.setFilter('user', v ? [v] : [])}
      searchable
      clearable
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('audit.noUsers')}
      w={{ base: '100%', sm: 300 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
