import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves(
  'cms',
  recordLeaves('device.tags', {
    titles: 'deviceTags',
    nav: { group: 'device', label: 'nav.deviceTags', order: 50 },
    list: () => import('./TagsListPage.tsx'),
    edit: () => import('./TagEditPage.tsx'),
  }),
);
