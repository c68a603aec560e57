import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves(
  'cms',
  recordLeaves('user.users', {
    titles: 'users',
    nav: { group: 'user', label: 'nav.users', order: 10 },
    list: () => import('./UsersListPage.tsx'),
    edit: () => import('./UserEditPage.tsx'),
  }),
);
