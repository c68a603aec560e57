import { IconPhoto } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'media.media.index',
    title: 'media.title',
    nav: { label: 'nav.media', icon: IconPhoto, order: 80 },
    page: () => import('./MediaManagerPage.tsx'),
  },
]);
