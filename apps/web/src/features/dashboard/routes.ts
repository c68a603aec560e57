import { IconGauge } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = [
  ...routeLeaves('cms', [
    {
      name: 'dashboard.dashboards.index',
      title: 'nav.dashboard',
      nav: { label: 'nav.dashboard', icon: IconGauge, order: 10 },
      page: () => import('./CmsDashboardPage.tsx'),
    },
  ]),
  ...routeLeaves('partner', [
    {
      name: 'partner-zone.dashboard.index',
      title: 'nav.dashboard',
      nav: { label: 'nav.dashboard', icon: IconGauge, order: 10 },
      page: () => import('./PartnerDashboardPage.tsx'),
    },
  ]),
];
