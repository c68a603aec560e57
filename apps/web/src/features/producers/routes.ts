import { IconBuildingFactory2 } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'producer.producers.index',
    title: 'producers.title',
    nav: { label: 'nav.producers', icon: IconBuildingFactory2, order: 60 },
    page: () => import('./ProducersListPage.tsx'),
  },
  {
    name: 'producer.producers.store',
    title: 'producers.create',
    parent: 'producer.producers.index',
    page: () => import('./ProducerEditPage.tsx'),
  },
  {
    name: 'producer.producers.show',
    title: 'producers.edit',
    access: 'producer.producers.update',
    parent: 'producer.producers.index',
    page: () => import('./ProducerEditPage.tsx'),
  },
]);
