import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves(
  'cms',
  recordLeaves('device.typecards', {
    titles: 'typeCards',
    nav: { group: 'device', label: 'nav.typeCards', order: 30 },
    list: () => import('./TypeCardsListPage.tsx'),
    edit: () => import('./TypeCardEditPage.tsx'),
  }),
);
