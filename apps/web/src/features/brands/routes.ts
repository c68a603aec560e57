import { IconTrademark } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('cms', [
  {
    name: 'brand.brands.index',
    title: 'brands.title',
    nav: { label: 'nav.brands', icon: IconTrademark, order: 70 },
    page: () => import('./BrandsListPage.tsx'),
  },
  {
    name: 'brand.brands.store',
    title: 'brands.create',
    parent: 'brand.brands.index',
    page: () => import('./BrandEditPage.tsx'),
  },
  {
    name: 'brand.brands.show',
    title: 'brands.edit',
    access: 'brand.brands.update',
    parent: 'brand.brands.index',
    page: () => import('./BrandEditPage.tsx'),
  },
]);
