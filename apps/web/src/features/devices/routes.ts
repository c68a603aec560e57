import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'device.devices.index',
    title: 'devices.title',
    nav: { group: 'device', label: 'nav.devices', order: 10 },
    page: () => import('./DevicesListPage.tsx'),
  },
  {
    name: 'device.devices.store',
    title: 'devices.create',
    parent: 'device.devices.index',
    page: () => import('./DeviceEditPage.tsx'),
  },
  {
    name: 'device.devices.show',
    title: 'devices.preview',
    parent: 'device.devices.index',
    page: () => import('./DevicePreviewPage.tsx'),
  },
  {
    name: 'device.devices.update',
    title: 'devices.edit',
    parent: 'device.devices.index',
    page: () => import('./DeviceEditPage.tsx'),
  },
  {
    name: 'device.devices.sync-documentations',
    title: 'documentation.sync.title',
    parent: 'device.devices.index',
    page: () => import('./DeviceDocumentationsSyncPage.tsx'),
  },
  {
    name: 'device.configurations.index',
    title: 'configurations.title',
    parent: 'device.devices.index',
    page: () => import('./ConfigurationsPage.tsx'),
  },
]);
