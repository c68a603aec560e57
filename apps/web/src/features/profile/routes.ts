import { IconUserCircle } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = [
  ...routeLeaves('cms', [
    {
      name: 'auth.profile.show',
      title: 'nav.profile',
      open: true,
      page: () => import('./CmsProfilePage.tsx'),
    },
  ]),
  ...routeLeaves('partner', [
    {
      name: 'partner-zone.profile.show',
      title: 'nav.profile',
      nav: { label: 'nav.profile', icon: IconUserCircle, order: 60 },
      page: () => import('./PartnerProfilePage.tsx'),
    },
  ]),
];
