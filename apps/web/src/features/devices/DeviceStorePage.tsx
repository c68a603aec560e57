import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page/PageHeader.tsx';
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
