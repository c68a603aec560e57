import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'device.tags.index',
    title: 'deviceTags.title',
    nav: { group: 'device', label: 'nav.deviceTags', order: 50 },
    page: () => import('./TagsListPage.tsx'),
  },
  {
    name: 'device.tags.store',
    title: 'deviceTags.create',
    parent: 'device.tags.index',
    page: () => import('./TagEditPage.tsx'),
  },
  {
    name: 'device.tags.show',
    title: 'deviceTags.edit',
    access: 'device.tags.update',
    parent: 'device.tags.index',
    page: () => import('./TagEditPage.tsx'),
  },
]);
