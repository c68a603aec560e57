import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'user.roles.index',
    title: 'roles.title',
    nav: { group: 'user', label: 'nav.roles', order: 20 },
    page: () => import('./RolesListPage.tsx'),
  },
  {
    name: 'user.roles.store',
    title: 'roles.create',
    parent: 'user.roles.index',
    page: () => import('./RoleEditPage.tsx'),
  },
  {
    name: 'user.roles.show',
    title: 'roles.edit',
    access: 'user.roles.update',
    parent: 'user.roles.index',
    page: () => import('./RoleEditPage.tsx'),
  },
]);
