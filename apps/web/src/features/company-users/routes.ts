import { IconUsersGroup } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('partner', [
  {
    name: 'partner-zone.user.users.index',
    title: 'companyUsers.title',
    nav: { label: 'nav.companyUsers', icon: IconUsersGroup, order: 50 },
    page: () => import('./CompanyUsersPage.tsx'),
  },
  {
    name: 'partner-zone.user.users.store',
    title: 'companyUsers.create',
    parent: 'partner-zone.user.users.index',
    page: () => import('./CompanyUserStorePage.tsx'),
  },
]);
