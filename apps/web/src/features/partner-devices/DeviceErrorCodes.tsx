import { Badge, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { currentLang, useTranslation } from '../../lib/i18n.ts';
import type { PartnerDeviceShow } from './api/partner-devices.ts';
import { localized } from './text.ts';

/** A long list gets a filter: at the install site the code on the display is all one knows. */
const FILTER_FROM = 8;

/** The error codes of one device; each opens the error-code dialog with its manuals. */
export function DeviceErrorCodes({
  codes,
  onOpen,
}: {
  codes: PartnerDeviceShow['error_codes'];
  onOpen: (id: number, code: string) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? codes.filter(
        (c) =>
          c.code.toLowerCase().includes(needle) ||
          (localized(c.description, lang) ?? '').toLowerCase().includes(needle),
      )
    : codes;
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
          {codes.length > 0 && <Badge variant="default">{codes.length}</Badge>}
        </Group>
        {codes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('partnerDevices.noErrorCodes')}
          </Text>
        ) : (
          <>
            {codes.length >= FILTER_FROM && (
              <TextInput
                value={filter}
                onChange={(e) => setFilter(e.currentTarget.value)}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                aria-label={t('partnerDevices.filterErrorCodes')}
                placeholder={t('partnerDevices.filterErrorCodes')}
              />
            )}
            {shown.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('partnerErrorCodes.empty')}
              </Text>
            )}
            <Stack
              gap={0}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none', maxHeight: 520, overflowY: 'auto' }}
            >
              {shown.map((c) => (
                <li key={c.id}>
                  <UnstyledButton
                    onClick={() => onOpen(c.id, c.code)}
                    w="100%"
                    py={8}
                    px={4}
                    style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                    aria-label={t('partnerErrorCodes.open', { code: c.code })}
                  >
                    <Group wrap="nowrap" gap="sm">
                      <Badge
                        variant="light"
                        color="orange"
                        c="dark.8"
                        ff="monospace"
                        w={64}
                        style={{ flex: 'none' }}
                      >
                        {c.code}
                      </Badge>
                      <Text size="sm" style={{ flex: 1, minWidth: 0 }} lineClamp={2}>
                        {localized(c.description, lang) ?? t('partnerErrorCodes.noDescription')}
                      </Text>
                      <IconChevronRight size={16} aria-hidden="true" style={{ flex: 'none', opacity: 0.5 }} />
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
