import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'user.users.index',
    title: 'users.title',
    nav: { group: 'user', label: 'nav.users', order: 10 },
    page: () => import('./UsersListPage.tsx'),
  },
  {
    name: 'user.users.store',
    title: 'users.create',
    parent: 'user.users.index',
    page: () => import('./UserEditPage.tsx'),
  },
  {
    name: 'user.users.show',
    title: 'users.edit',
    access: 'user.users.update',
    parent: 'user.users.index',
    page: () => import('./UserEditPage.tsx'),
  },
]);
