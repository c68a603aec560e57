import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  ...recordLeaves('device.productcards', {
    titles: 'productCards',
    nav: { group: 'device', label: 'nav.productCards', order: 20 },
    list: () => import('./ProductCardsListPage.tsx'),
    edit: () => import('./ProductCardEditPage.tsx'),
  }),
  {
    name: 'device.productcards.documentations',
    title: 'documentation.productCard.title',
    access: 'device.productcards.show',
    parent: 'device.productcards.index',
    page: () => import('./ProductCardDocumentationsPage.tsx'),
  },
]);
