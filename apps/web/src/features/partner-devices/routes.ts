import { IconAlertTriangle, IconDevices } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('partner', [
  {
    name: 'partner-zone.device.devices.index',
    title: 'partnerDevices.title',
    nav: { label: 'nav.partnerDevices', icon: IconDevices, order: 20 },
    page: () => import('./DevicesBrowsePage.tsx'),
  },
  {
    name: 'partner-zone.device.devices.show',
    title: 'partnerDevices.device',
    parent: 'partner-zone.device.devices.index',
    page: () => import('./DevicePage.tsx'),
  },
  {
    name: 'partner-zone.device.errorcodes.index',
    title: 'partnerErrorCodes.title',
    nav: { label: 'nav.partnerErrorCodes', icon: IconAlertTriangle, order: 30 },
    page: () => import('./ErrorCodeSearchPage.tsx'),
  },
]);
