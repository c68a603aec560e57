import '@mantine/core/styles/Table.css';
import { Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { TablePagination } from '../../components/table/TablePagination.tsx';
import { useListQuery, useLocalListState } from '../../components/table/useList.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { textIn } from './group-tree.ts';

/**
 * The error codes that concern a device, a page at a time by code: the error-code list narrowed
 * to the device (a device may have hundreds), with a way to the full list with that filter.
 */
export function DeviceErrorCodes({ deviceId }: { deviceId: number }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const list = useLocalListState({
    page: 1,
    perPage: 10,
    sort: { by: 'code', direction: 'asc' },
    search: '',
    filters: { device: [String(deviceId)] },
  });
  const query = useListQuery('device.error-codes.index', list.state, 'cms');
  const codes = query.data?.results ?? [];
  const pagination = query.data?.pagination;
  if (query.isError && !query.data)
    return <LoadFailed inline error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton h={28} />
        <Skeleton h={28} />
        <Skeleton h={28} />
      </Stack>
    );
  }
  if (codes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('devices.noErrorCodes')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Table
        verticalSpacing="xs"
        aria-label={t('devices.errorCodes')}
        aria-busy={query.isPlaceholderData}
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('devices.errorCode')}</Table.Th>
            <Table.Th>{t('devices.errorDescription')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((code) => (
            <Table.Tr key={code.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {can('device.error-codes.show') ? (
                  <Anchor component={Link} to={pathFor('device.error-codes.show', { id: code.id })}>
                    {code.code}
                  </Anchor>
                ) : (
                  code.code
                )}
              </Table.Td>
              <Table.Td>{textIn(i18n.language, code.description)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pagination && (
        <Group justify="space-between" gap="xs" wrap="wrap">
          {pagination.last_page > 1 ? (
            <TablePagination
              pagination={pagination}
              shown={codes.length}
              onPage={list.setPage}
              onPerPage={list.setPerPage}
            />
          ) : (
            <span />
          )}
          <Anchor component={Link} to={`${pathFor('device.error-codes.index')}?device=${deviceId}`} size="sm">
            {t('devices.allErrorCodes', { total: i18n.quantity(pagination.total) })}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
