import { Badge, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { DebouncedInput } from '../../components/table/DebouncedInput.tsx';
import { TablePagination } from '../../components/table/TablePagination.tsx';
import { useListQuery, useLocalListState } from '../../components/table/useList.ts';
import { currentLang, useTranslation } from '../../lib/i18n.ts';
import { ErrorCodeBadge } from './ErrorCodeBadge.tsx';
import { localized } from './text.ts';

/** A long list gets a filter: at the install site the code on the display is all one knows. */
const FILTER_FROM = 8;
const PER_PAGE = 10;

/**
 * The error codes of one device, a page at a time by code: the error-code search narrowed to
 * the device (a device may have hundreds). The filter searches codes and descriptions on the
 * server; each code opens the error-code dialog with its manuals.
 */
export function DeviceErrorCodes({
  deviceId,
  onOpen,
}: {
  deviceId: number;
  onOpen: (id: number, code: string) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const list = useLocalListState({
    page: 1,
    perPage: PER_PAGE,
    sort: { by: 'code', direction: 'asc' },
    search: '',
    filters: { device: [String(deviceId)] },
  });
  const query = useListQuery('partner-zone.device.errorcodes.index', list.state, 'partner');
  const codes = query.data?.results ?? [];
  const pagination = query.data?.pagination;
  const searched = list.state.search !== '';
  const total = pagination?.total ?? 0;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="device-error-codes"
    >
      <Stack gap="sm">
        <Group gap={8} wrap="nowrap">
          <IconAlertTriangle size={20} aria-hidden="true" color="var(--mantine-color-orange-6)" />
          <Title order={2} size="h4" id="device-error-codes">
            {t('partnerDevices.errorCodes')}
          </Title>
          {!searched && total > 0 && <Badge variant="default">{total}</Badge>}
        </Group>
        {(searched || total >= FILTER_FROM) && (
          <DebouncedInput
            value={list.state.search}
            onCommit={list.setSearch}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            inputMode="search"
            autoComplete="off"
            aria-label={t('partnerDevices.filterErrorCodes')}
            placeholder={t('partnerDevices.filterErrorCodes')}
          />
        )}
        {query.isError && !query.data ? (
          <LoadFailed inline error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : codes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(searched ? 'partnerErrorCodes.empty' : 'partnerDevices.noErrorCodes')}
          </Text>
        ) : (
          <Stack
            gap={0}
            component="ul"
            m={0}
            p={0}
            aria-busy={query.isPlaceholderData}
            style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            {codes.map((c) => (
              <li key={c.id} data-testid="device-error-code">
                <UnstyledButton
                  onClick={() => onOpen(c.id, c.code)}
                  w="100%"
                  py={8}
                  px={4}
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                  aria-label={t('partnerErrorCodes.open', { code: c.code })}
                >
                  <Group wrap="nowrap" gap="sm">
                    <ErrorCodeBadge code={c.code} />
                    <Text size="sm" style={{ flex: 1, minWidth: 0 }} lineClamp={2}>
                      {localized(c.description, lang) ?? t('partnerErrorCodes.noDescription')}
                    </Text>
                    <IconChevronRight size={16} aria-hidden="true" style={{ flex: 'none', opacity: 0.5 }} />
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        {pagination && pagination.last_page > 1 && (
          <TablePagination
            pagination={pagination}
            shown={codes.length}
            onPage={list.setPage}
            onPerPage={list.setPerPage}
          />
        )}
      </Stack>
    </Paper>
  );
}
