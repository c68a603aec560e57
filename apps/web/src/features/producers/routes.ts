import { IconBuildingFactory2 } from '@tabler/icons-react';
import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves(
  'cms',
  recordLeaves('producer.producers', {
    titles: 'producers',
    nav: { label: 'nav.producers', icon: IconBuildingFactory2, order: 60 },
    list: () => import('./ProducersListPage.tsx'),
    edit: () => import('./ProducerEditPage.tsx'),
  }),
);
