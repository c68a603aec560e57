import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'device.typecards.index',
    title: 'typeCards.title',
    nav: { group: 'device', label: 'nav.typeCards', order: 30 },
    page: () => import('./TypeCardsListPage.tsx'),
  },
  {
    name: 'device.typecards.store',
    title: 'typeCards.create',
    parent: 'device.typecards.index',
    page: () => import('./TypeCardEditPage.tsx'),
  },
  {
    name: 'device.typecards.show',
    title: 'typeCards.edit',
    access: 'device.typecards.update',
    parent: 'device.typecards.index',
    page: () => import('./TypeCardEditPage.tsx'),
  },
]);
