import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'device.productcards.index',
    title: 'productCards.title',
    nav: { group: 'device', label: 'nav.productCards', order: 20 },
    page: () => import('./ProductCardsListPage.tsx'),
  },
  {
    name: 'device.productcards.store',
    title: 'productCards.create',
    parent: 'device.productcards.index',
    page: () => import('./ProductCardEditPage.tsx'),
  },
  {
    name: 'device.productcards.show',
    title: 'productCards.edit',
    access: 'device.productcards.update',
    parent: 'device.productcards.index',
    page: () => import('./ProductCardEditPage.tsx'),
  },
  {
    name: 'device.productcards.documentations',
    title: 'documentation.productCard.title',
    access: 'device.productcards.show',
    parent: 'device.productcards.index',
    page: () => import('./ProductCardDocumentationsPage.tsx'),
  },
]);
