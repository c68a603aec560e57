import { Button, Group } from '@mantine/core';
import { IconEye, IconFileDescription, IconListDetails, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';

type DevicePage =
  | 'device.devices.show'
  | 'device.configurations.index'
  | 'device.devices.sync-documentations'
  | 'device.devices.update';

const LINKS: { route: DevicePage; label: string; icon: typeof IconEye }[] = [
  { route: 'device.devices.show', label: 'table.preview', icon: IconEye },
  { route: 'device.configurations.index', label: 'devices.configurations', icon: IconListDetails },
  {
    route: 'device.devices.sync-documentations',
    label: 'documentation.linked.manage',
    icon: IconFileDescription,
  },
  { route: 'device.devices.update', label: 'table.edit', icon: IconPencil },
];

/** The header buttons between one device's pages: every other page the user may open. */
export function DevicePageLinks({ id, current }: { id: number; current: DevicePage }) {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <Group gap="xs">
      {LINKS.filter((l) => l.route !== current && can(l.route)).map(({ route, label, icon: Icon }) => (
        <Button
          key={route}
          variant={route === 'device.devices.update' ? 'filled' : 'default'}
          component={Link}
          to={pathFor(route, { id })}
          leftSection={<Icon size={16} />}
        >
          {t(label)}
        </Button>
      ))}
    </Group>
  );
}
