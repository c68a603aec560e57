import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'device.functionalities.standard',
    title: 'functionalities.standardTitle',
    access: 'device.functionalities.index',
    nav: { group: 'device', label: 'nav.functionalitiesStandard', order: 60 },
    page: () => import('./FunctionalitiesListPage.tsx'),
  },
  {
    name: 'device.functionalities.optional',
    title: 'functionalities.optionalTitle',
    access: 'device.functionalities.index',
    nav: { group: 'device', label: 'nav.functionalitiesOptional', order: 70 },
    page: () => import('./FunctionalitiesListPage.tsx'),
  },
  {
    name: 'device.functionalities.store',
    title: 'functionalities.create',
    parent: 'device.functionalities.standard',
    page: () => import('./FunctionalityEditPage.tsx'),
  },
  {
    name: 'device.functionalities.show',
    title: 'functionalities.edit',
    access: 'device.functionalities.update',
    parent: 'device.functionalities.standard',
    page: () => import('./FunctionalityEditPage.tsx'),
  },
]);
