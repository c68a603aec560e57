import { IconFileText } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('partner', [
  {
    name: 'partner-zone.documentation.documentations.index',
    title: 'partnerDocumentation.title',
    nav: { label: 'partnerDocumentation.nav', icon: IconFileText, order: 35 },
    page: () => import('./DocumentationPage.tsx'),
  },
]);
