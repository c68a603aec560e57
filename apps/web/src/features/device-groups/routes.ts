import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves(
  'cms',
  recordLeaves('device.groups', {
    titles: 'deviceGroups',
    nav: { group: 'device', label: 'nav.deviceGroups', order: 40 },
    list: () => import('./GroupsPage.tsx'),
    edit: () => import('./GroupEditPage.tsx'),
  }),
);
