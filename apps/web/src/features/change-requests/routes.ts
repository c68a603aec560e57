import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'partner.change-requests.index',
    title: 'changeRequests.title',
    nav: { group: 'partner', label: 'nav.changeRequests', order: 30 },
    page: () => import('./ChangeRequestsListPage.tsx'),
  },
  {
    name: 'partner.change-requests.show',
    title: 'changeRequests.show',
    parent: 'partner.change-requests.index',
    page: () => import('./ChangeRequestPage.tsx'),
  },
]);
