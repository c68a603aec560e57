import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'device.error-codes.index',
    title: 'errorCodes.title',
    nav: { group: 'device', label: 'nav.errorCodes', order: 80 },
    page: () => import('./ErrorCodesListPage.tsx'),
  },
  {
    name: 'device.error-codes.store',
    title: 'errorCodes.create',
    parent: 'device.error-codes.index',
    page: () => import('./ErrorCodeEditPage.tsx'),
  },
  {
    name: 'device.error-codes.show',
    title: 'errorCodes.edit',
    access: 'device.error-codes.update',
    parent: 'device.error-codes.index',
    page: () => import('./ErrorCodeEditPage.tsx'),
  },
]);
