import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'device.groups.index',
    title: 'deviceGroups.title',
    nav: { group: 'device', label: 'nav.deviceGroups', order: 40 },
    page: () => import('./GroupsPage.tsx'),
  },
  {
    name: 'device.groups.store',
    title: 'deviceGroups.create',
    parent: 'device.groups.index',
    page: () => import('./GroupEditPage.tsx'),
  },
  {
    name: 'device.groups.show',
    title: 'deviceGroups.edit',
    access: 'device.groups.update',
    parent: 'device.groups.index',
    page: () => import('./GroupEditPage.tsx'),
  },
]);
