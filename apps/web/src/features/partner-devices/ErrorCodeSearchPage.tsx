import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { DEVICE_LIMITS } from '@portal/contracts/device-limits';
import { IconAlertTriangle, IconChevronRight, IconDeviceDesktopSearch, IconHash } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { CardResults } from '../../components/table/CardResults.tsx';
import { DebouncedInput } from '../../components/table/DebouncedInput.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { currentLang, useTranslation } from '../../lib/i18n.ts';
import type { PartnerErrorCode } from './api/partner-devices.ts';
import { ErrorCodeBadge } from './ErrorCodeBadge.tsx';
import { ErrorCodeDialog } from './ErrorCodeDialog.tsx';
import { useOpenErrorCode } from './open-error-code.ts';
import { localized } from './text.ts';

function ErrorCodeRow({ code, onOpen }: { code: PartnerErrorCode; onOpen: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const where = code.devices.length
    ? t('partnerErrorCodes.devicesCount', { count: code.devices.length })
    : code.groups.map((g) => localized(g.name, lang)).join(', ');
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={t('partnerErrorCodes.open', { code: code.code })}
      data-testid="error-code"
    >
      <Paper withBorder radius="md" p="sm">
        <Group wrap="nowrap" gap="sm" align="center">
          <ErrorCodeBadge code={code.code} large />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={500} lineClamp={2}>
              {localized(code.description, lang) ?? t('partnerErrorCodes.noDescription')}
            </Text>
            {where && (
              <Text size="xs" c="dimmed" truncate>
                {where}
              </Text>
            )}
          </Stack>
          <IconChevronRight size={18} aria-hidden="true" style={{ flex: 'none', opacity: 0.5 }} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** Partner zone: error codes by the code on the display and by the device model. */
export default function ErrorCodeSearchPage() {
  const { t } = useTranslation();
  const list = useListState({
    sorts: ['code', 'created_at'],
    filters: ['code', 'model'],
    // Not created_at (spec §9): partners look a code up from a device's display, so the
    // catalogue reads in code order; when it was entered means nothing to them.
    defaultSort: { by: 'code', direction: 'asc' },
  });
  const query = useListQuery('partner-zone.device.errorcodes.index', list.state, 'partner');
  const errorCode = useOpenErrorCode();
  const [openedCode, setOpenedCode] = useState<string>();
  const filterValue = (name: string) => list.state.filters[name]?.[0] ?? '';

  return (
    <Stack gap="md">
      <PageHeader title={t('partnerErrorCodes.title')} description={t('partnerErrorCodes.description')} />
      <Paper withBorder radius="md" p="sm" role="search" aria-label={t('partnerErrorCodes.searchLabel')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DebouncedInput
            label={t('partnerErrorCodes.codeLabel')}
            placeholder={t('partnerErrorCodes.codePlaceholder')}
            leftSection={<IconHash size={16} aria-hidden="true" />}
            inputMode="search"
            autoComplete="off"
            value={filterValue('code')}
            maxLength={DEVICE_LIMITS.errorCode}
            onCommit={(v) => list.setFilter('code', [v])}
          />
          <DebouncedInput
            label={t('partnerErrorCodes.modelLabel')}
            placeholder={t('partnerErrorCodes.modelPlaceholder')}
            leftSection={<IconDeviceDesktopSearch size={16} aria-hidden="true" />}
            inputMode="search"
            autoComplete="off"
            value={filterValue('model')}
            maxLength={DEVICE_LIMITS.name}
            onCommit={(v) => list.setFilter('model', [v])}
          />
        </SimpleGrid>
      </Paper>
      <CardResults
        list={list}
        query={query}
        skeletonHeight={64}
        empty={{
          icon: <IconAlertTriangle size={32} aria-hidden="true" opacity={0.5} />,
          title: t('partnerErrorCodes.empty'),
          hint: t('partnerErrorCodes.emptyHint'),
        }}
        count={(total) => t('partnerErrorCodes.count', { count: total })}
        cols={{ base: 1, lg: 2 }}
      >
        {(c) => (
          <ErrorCodeRow
            key={c.id}
            code={c}
            onOpen={() => {
              setOpenedCode(c.code);
              errorCode.open(c.id);
            }}
          />
        )}
      </CardResults>
      <ErrorCodeDialog id={errorCode.openId} code={openedCode} onClose={errorCode.close} />
    </Stack>
  );
}
