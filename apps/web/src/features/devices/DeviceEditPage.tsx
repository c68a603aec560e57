import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { useDevice } from './api/devices.ts';
import { DeviceBadges } from './DeviceBadges.tsx';
import { DeviceForm } from './DeviceForm.tsx';
import { DevicePageLinks } from './DevicePageLinks.tsx';

export default function DeviceEditPage() {
  const { t } = useTranslation();
  const can = useCan();
  const id = Number(useParams().id);
  const device = useDevice(id);

  if (device.isError) return <LoadFailed error={device.error} onRetry={() => void device.refetch()} />;
  if (!device.data) {
    return (
      <Stack gap="md" maw={1100} aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={280} />
        <Skeleton h={120} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  const d = device.data;
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={t('devices.editTitle', { code: d.code })}
        description={d.name}
        actions={<DevicePageLinks id={id} current="device.devices.update" />}
      />
      <DeviceBadges device={d} />
      <DeviceForm device={d} readOnly={!can('device.devices.update')} />
    </Stack>
  );
}
