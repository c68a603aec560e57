import { IconHistory } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'core.audit.index',
    title: 'audit.title',
    nav: { label: 'nav.audit', icon: IconHistory, order: 100 },
    page: () => import('./AuditLogPage.tsx'),
  },
]);
