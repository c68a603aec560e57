import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

/** The documentation library's back-office screens (spec §2 /cms/documentation). */
export const routes = routeLeaves('cms', [
  ...recordLeaves('documentation.documentations', {
    titles: 'documentation.documents',
    nav: { group: 'documentation', label: 'documentation.nav.documents', order: 10 },
    list: () => import('./DocumentsListPage.tsx'),
    edit: () => import('./DocumentEditPage.tsx'),
  }),
  ...recordLeaves('documentation.categories', {
    titles: 'documentation.categories',
    nav: { group: 'documentation', label: 'documentation.nav.categories', order: 20 },
    list: () => import('./CategoriesListPage.tsx'),
    edit: () => import('./CategoryEditPage.tsx'),
  }),
  ...recordLeaves('documentation.types', {
    titles: 'documentation.types',
    nav: { group: 'documentation', label: 'documentation.nav.types', order: 30 },
    list: () => import('./TypesListPage.tsx'),
    edit: () => import('./TypeEditPage.tsx'),
  }),
  ...recordLeaves('documentation.tags', {
    titles: 'documentation.tags',
    nav: { group: 'documentation', label: 'documentation.nav.tags', order: 40 },
    list: () => import('./TagsListPage.tsx'),
    edit: () => import('./TagEditPage.tsx'),
  }),
]);
