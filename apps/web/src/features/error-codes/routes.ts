import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves(
  'cms',
  recordLeaves('device.error-codes', {
    titles: 'errorCodes',
    nav: { group: 'device', label: 'nav.errorCodes', order: 80 },
    list: () => import('./ErrorCodesListPage.tsx'),
    edit: () => import('./ErrorCodeEditPage.tsx'),
  }),
);
