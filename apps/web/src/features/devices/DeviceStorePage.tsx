import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { DeviceForm } from './DeviceForm.tsx';

export default function DeviceStorePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('devices.create')} description={t('devices.createDescription')} />
      <DeviceForm />
    </Stack>
  );
}
