import { IconTrademark } from '@tabler/icons-react';
import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves(
  'cms',
  recordLeaves('brand.brands', {
    titles: 'brands',
    nav: { label: 'nav.brands', icon: IconTrademark, order: 70 },
    list: () => import('./BrandsListPage.tsx'),
    edit: () => import('./BrandEditPage.tsx'),
  }),
);
