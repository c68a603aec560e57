import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { DOCUMENTATION_SORTS, type DocumentationRecord } from '@portal/contracts/documentation';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { ListPage } from '../../components/page/ListPage.tsx';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notifyError, notifyText } from '../../lib/notifications.ts';
import { useCan } from '../../lib/viewer.ts';
import { useDevice, useDeviceDocuments, useSyncDeviceDocuments } from './api/devices.ts';
import { DevicePageLinks } from './DevicePageLinks.tsx';
import { syncChanges, toggled } from './documentation-sync.ts';

/**
 * `device/devices/{id}/sync-documentations`: the whole library, searchable, with a tick per
 * document; ticks attach and untick detach, all of them in one save.
 */
export default function DeviceDocumentationsSyncPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  const can = useCan();
  const id = Number(useParams().id);
  const device = useDevice(id);
  const current = useDeviceDocuments(id);
  const sync = useSyncDeviceDocuments(id);
  const list = useListState({ sorts: DOCUMENTATION_SORTS });
  const query = useListQuery('documentation.documentations.index', list.state, 'cms');

  const linked = useMemo(() => new Set((current.data ?? []).map((d) => d.id)), [current.data]);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  useEffect(() => setTicked(new Set(linked)), [linked]);
  const changes = syncChanges(linked, ticked);
  const changed = changes.attach.length + changes.detach.length > 0;
  const mayChange = can('device.devices.sync-documentations');

  async function save() {
    try {
      await sync.mutateAsync(changes);
      notifyText(t('documentation.sync.saved'));
    } catch (err) {
      notifyError(err);
    }
  }

  if (current.isError) return <LoadFailed error={current.error} onRetry={() => void current.refetch()} />;

  return (
    <ListPage
      title={t('documentation.sync.title')}
      description={device.data ? t('documentation.sync.description', { name: device.data.name }) : undefined}
      actions={<DevicePageLinks id={id} current="device.devices.sync-documentations" />}
      list={list}
      searchLabel={t('documentation.sync.search')}
      toolbar={
        mayChange && (
          <Paper withBorder radius="md" px="sm" py={6}>
            <Group gap="sm" wrap="wrap">
              <Text size="sm" c={changed ? undefined : 'dimmed'} aria-live="polite">
                {changed
                  ? t('documentation.sync.changes', {
                      attach: changes.attach.length,
                      detach: changes.detach.length,
                    })
                  : t('documentation.sync.noChanges')}
              </Text>
              <Button size="xs" onClick={() => void save()} disabled={!changed} loading={sync.isPending}>
                {t('documentation.sync.save')}
              </Button>
            </Group>
          </Paper>
        )
      }
    >
      <Stack gap="sm">
        <DataTable<DocumentationRecord>
          label={t('documentation.sync.title')}
          list={list}
          query={query}
          columns={[
            {
              accessor: 'id',
              title: t('documentation.sync.attached'),
              width: 140,
              render: (r) => (
                <Checkbox
                  checked={ticked.has(r.id)}
                  disabled={!mayChange || !current.data}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setTicked((now) => toggled(now, r.id, on));
                  }}
                  onClick={(e) => e.stopPropagation()}
                  aria-label={t('documentation.sync.pick', { title: text(r.title) })}
                />
              ),
            },
            { accessor: 'documentation_number', title: t('documentation.fields.number'), sortable: true },
            {
              accessor: 'title',
              card: 'title',
              title: t('documentation.fields.title'),
              sortable: true,
              render: (r) => (
                <Group gap={6}>
                  {text(r.title)}
                  {!r.active && (
                    <StatusBadge color="gray">{t('documentation.documents.inactive')}</StatusBadge>
                  )}
                </Group>
              ),
            },
            {
              accessor: 'type',
              title: t('documentation.fields.type'),
              render: (r) => text(r.type.name),
            },
            {
              accessor: 'category',
              title: t('documentation.fields.category'),
              render: (r) => text(r.category.name),
            },
          ]}
        />
      </Stack>
    </ListPage>
  );
}
