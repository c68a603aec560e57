import { routeLeaves } from '../../lib/routing.ts';

/** The documentation library's back-office screens (spec §2 /cms/documentation). */
export const routes = routeLeaves('cms', [
  {
    name: 'documentation.documentations.index',
    title: 'documentation.documents.title',
    nav: { group: 'documentation', label: 'documentation.nav.documents', order: 10 },
    page: () => import('./DocumentsListPage.tsx'),
  },
  {
    name: 'documentation.documentations.store',
    title: 'documentation.documents.create',
    parent: 'documentation.documentations.index',
    page: () => import('./DocumentEditPage.tsx'),
  },
  {
    name: 'documentation.documentations.show',
    title: 'documentation.documents.edit',
    access: 'documentation.documentations.update',
    parent: 'documentation.documentations.index',
    page: () => import('./DocumentEditPage.tsx'),
  },
  {
    name: 'documentation.categories.index',
    title: 'documentation.categories.title',
    nav: { group: 'documentation', label: 'documentation.nav.categories', order: 20 },
    page: () => import('./CategoriesListPage.tsx'),
  },
  {
    name: 'documentation.categories.store',
    title: 'documentation.categories.create',
    parent: 'documentation.categories.index',
    page: () => import('./CategoryEditPage.tsx'),
  },
  {
    name: 'documentation.categories.show',
    title: 'documentation.categories.edit',
    access: 'documentation.categories.update',
    parent: 'documentation.categories.index',
    page: () => import('./CategoryEditPage.tsx'),
  },
  {
    name: 'documentation.types.index',
    title: 'documentation.types.title',
    nav: { group: 'documentation', label: 'documentation.nav.types', order: 30 },
    page: () => import('./TypesListPage.tsx'),
  },
  {
    name: 'documentation.types.store',
    title: 'documentation.types.create',
    parent: 'documentation.types.index',
    page: () => import('./TypeEditPage.tsx'),
  },
  {
    name: 'documentation.types.show',
    title: 'documentation.types.edit',
    access: 'documentation.types.update',
    parent: 'documentation.types.index',
    page: () => import('./TypeEditPage.tsx'),
  },
  {
    name: 'documentation.tags.index',
    title: 'documentation.tags.title',
    nav: { group: 'documentation', label: 'documentation.nav.tags', order: 40 },
    page: () => import('./TagsListPage.tsx'),
  },
  {
    name: 'documentation.tags.store',
    title: 'documentation.tags.create',
    parent: 'documentation.tags.index',
    page: () => import('./TagEditPage.tsx'),
  },
  {
    name: 'documentation.tags.show',
    title: 'documentation.tags.edit',
    access: 'documentation.tags.update',
    parent: 'documentation.tags.index',
    page: () => import('./TagEditPage.tsx'),
  },
]);
