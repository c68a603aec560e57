import { IconRefresh } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'synchronization.synchronizations.index',
    title: 'synchronizations.title',
    nav: { label: 'nav.synchronizations', icon: IconRefresh, order: 90 },
    page: () => import('./SynchronizationsPage.tsx'),
  },
]);
