import '@mantine/core/styles/Tabs.css';
import { Alert, Stack, Tabs } from '@mantine/core';
import type { ErpStatus } from '@portal/contracts/erp';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { KindCards } from './KindCards.tsx';
import { OutboxTable } from './OutboxTable.tsx';
import { RUN_LIST, RunsTable } from './RunsTable.tsx';

export default function SynchronizationsPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const can = useCan();
  const [tab, setTab] = useState('runs');
  const [, setParams] = useSearchParams();
  const list = useListState(RUN_LIST);
  const query = useListQuery('synchronization.synchronizations.index', list.state, 'cms');
  const erp = (query.data as { erp?: ErpStatus } | undefined)?.erp;

  return (
    <Stack gap="md">
      <PageHeader title={t('synchronizations.title')} description={t('synchronizations.description')} />
      {erp && !erp.configured && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {message('erp.not_configured')}
        </Alert>
      )}
      {erp && <KindCards erp={erp} />}
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => {
          // The two lists read their page, sort and filters from the same URL.
          setParams({}, { replace: true });
          setTab(next ?? 'runs');
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="runs">{t('synchronizations.runs')}</Tabs.Tab>
          {can('synchronization.outbox.index') && (
            <Tabs.Tab value="outbox">{t('synchronizations.outbox')}</Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="runs" pt="md">
          <Stack gap="md">
            <RunsTable list={list} query={query} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="outbox" pt="md">
          <Stack gap="md">
            <OutboxTable />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
