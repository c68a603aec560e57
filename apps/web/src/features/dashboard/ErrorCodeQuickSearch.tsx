import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { DEVICE_LIMITS } from '@portal/contracts/device-limits';
import { IconDeviceDesktopSearch, IconHash, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';

/**
 * The error-code look-up at the top of the partner dashboard (issue 16 item 8): most installers
 * open the portal with a code on a device's display, so the code and the model are typed here and
 * the error-code search opens with them as its filters.
 */
export function ErrorCodeQuickSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [model, setModel] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = new URLSearchParams();
    if (code.trim()) query.set('code', code.trim());
    if (model.trim()) query.set('model', model.trim());
    const search = query.toString();
    navigate(`${pathFor('partner-zone.device.errorcodes.index')}${search ? `?${search}` : ''}`);
  }

  return (
    <Card withBorder radius="md" padding="md">
      <form aria-labelledby="error-code-quick-search" onSubmit={submit}>
        <Title order={2} size="h4" id="error-code-quick-search">
          {t('partnerDashboard.quickSearch')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('partnerErrorCodes.description')}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('partnerErrorCodes.codeLabel')}
            placeholder={t('partnerErrorCodes.codePlaceholder')}
            leftSection={<IconHash size={16} aria-hidden="true" />}
            inputMode="search"
            autoComplete="off"
            maxLength={DEVICE_LIMITS.errorCode}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            style={{ flex: '1 1 8rem' }}
          />
          <TextInput
            label={t('partnerErrorCodes.modelLabel')}
            placeholder={t('partnerErrorCodes.modelPlaceholder')}
            leftSection={<IconDeviceDesktopSearch size={16} aria-hidden="true" />}
            autoComplete="off"
            maxLength={DEVICE_LIMITS.name}
            value={model}
            onChange={(e) => setModel(e.currentTarget.value)}
            style={{ flex: '2 1 12rem' }}
          />
          <Button
            type="submit"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: '1 1 auto' }}
          >
            {t('partnerDashboard.quickSearchSubmit')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
