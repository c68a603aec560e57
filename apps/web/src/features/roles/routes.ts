import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves(
  'cms',
  recordLeaves('user.roles', {
    titles: 'roles',
    nav: { group: 'user', label: 'nav.roles', order: 20 },
    list: () => import('./RolesListPage.tsx'),
    edit: () => import('./RoleEditPage.tsx'),
  }),
);
