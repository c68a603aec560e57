import '@mantine/core/styles/Table.css';
import { Loader, Table, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.ts';
import { useRunDetail } from './api.ts';

/** A run's per-record errors, loaded when its row is expanded. */
export function RunErrors({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useRunDetail(id);
  if (detail.isPending) return <Loader size="sm" m="sm" />;
  const run = detail.data;
  if (!run) return null;
  return (
    <div style={{ padding: 'var(--mantine-spacing-sm)' }}>
      {run.error_message && (
        <Text size="sm" c="red" mb="xs">
          {run.error_message}
        </Text>
      )}
      {run.errors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('synchronizations.noErrors')}
        </Text>
      ) : (
        <Table withTableBorder aria-label={t('synchronizations.errors')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('synchronizations.recordKey')}</Table.Th>
              <Table.Th>{t('synchronizations.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.errors.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{e.record_key}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
