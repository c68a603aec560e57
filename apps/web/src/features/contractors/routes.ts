import { IconBuildingWarehouse } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

/** The contractor screen serves every tab route (spec §2 "Contractor tabs"). */
const contractorPage = () => import('./ContractorPage.tsx');

export const routes = routeLeaves('cms', [
  {
    name: 'contractor.contractors.index',
    title: 'contractors.title',
    nav: { label: 'nav.contractors', icon: IconBuildingWarehouse, order: 20 },
    page: () => import('./ContractorsListPage.tsx'),
  },
  {
    name: 'contractor.contractors.store',
    title: 'contractors.create',
    parent: 'contractor.contractors.index',
    page: () => import('./ContractorStorePage.tsx'),
  },
  {
    name: 'contractor.contractors.show',
    title: 'contractors.tabs.show',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.contractors.main',
    title: 'contractors.tabs.main',
    access: 'contractor.contractors.show',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.contacts.index',
    title: 'contractors.tabs.contacts',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.contacts.store',
    title: 'contacts.create',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.contacts.show',
    title: 'contacts.edit',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.contractors.partner',
    title: 'contractors.tabs.partner',
    access: 'contractor.contractors.show',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.affiliates.index',
    title: 'contractors.tabs.affiliates',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.affiliates.store',
    title: 'affiliates.create',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.affiliates.show',
    title: 'affiliates.edit',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.users.index',
    title: 'contractors.tabs.users',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.users.store',
    title: 'contractorUsers.create',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.users.show',
    title: 'contractorUsers.edit',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
  {
    name: 'contractor.contractors.documentations',
    title: 'documentation.downloads.tab',
    access: 'contractor.contractors.show',
    parent: 'contractor.contractors.index',
    page: contractorPage,
  },
]);
