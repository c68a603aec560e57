import { Group } from '@mantine/core';
import type { DeviceRecord } from '@portal/contracts/devices';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * A device's states at a glance: blocked, offered, from the ERP, without a group. In a table
 * (`inTable`) only what stands out is shown: no "active" on every row, the group has its column.
 */
export function DeviceBadges({ device, inTable = false }: { device: DeviceRecord; inTable?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      {device.blocked && <StatusBadge color="red">{t('devices.blocked')}</StatusBadge>}
      {!device.blocked && !inTable && <StatusBadge color="green">{t('devices.active')}</StatusBadge>}
      {device.is_offerable && <StatusBadge color="blue">{t('devices.offerable')}</StatusBadge>}
      {device.erp_managed && <StatusBadge color="violet">{t('devices.erp')}</StatusBadge>}
      {!inTable && !device.group && <StatusBadge color="yellow">{t('devices.unassigned')}</StatusBadge>}
    </Group>
  );
}
