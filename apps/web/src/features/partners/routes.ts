import { IconId } from '@tabler/icons-react';
import { routeLeaves } from '../../lib/routing.ts';

export const routes = [
  ...routeLeaves('cms', [
    {
      name: 'partner.partners.index',
      title: 'partners.title',
      nav: { group: 'partner', label: 'nav.partners', order: 10 },
      page: () => import('./PartnersListPage.tsx'),
    },
    {
      name: 'partner.new-entries.index',
      title: 'newEntries.title',
      nav: { group: 'partner', label: 'nav.newEntries', order: 20 },
      page: () => import('./NewEntriesPage.tsx'),
    },
    {
      name: 'partner.business-areas.index',
      title: 'businessAreas.title',
      nav: { group: 'partner', label: 'nav.businessAreas', order: 40 },
      page: () => import('./BusinessAreasListPage.tsx'),
    },
    {
      name: 'partner.business-areas.store',
      title: 'businessAreas.create',
      parent: 'partner.business-areas.index',
      page: () => import('./BusinessAreaEditPage.tsx'),
    },
    {
      name: 'partner.business-areas.show',
      title: 'businessAreas.edit',
      access: 'partner.business-areas.update',
      parent: 'partner.business-areas.index',
      page: () => import('./BusinessAreaEditPage.tsx'),
    },
    {
      name: 'partner.partner-statuses.index',
      title: 'partnerStatuses.title',
      nav: { group: 'partner', label: 'nav.partnerStatuses', order: 50 },
      page: () => import('./PartnerStatusesListPage.tsx'),
    },
    {
      name: 'partner.partner-statuses.store',
      title: 'partnerStatuses.create',
      parent: 'partner.partner-statuses.index',
      page: () => import('./PartnerStatusEditPage.tsx'),
    },
    {
      name: 'partner.partner-statuses.show',
      title: 'partnerStatuses.edit',
      access: 'partner.partner-statuses.update',
      parent: 'partner.partner-statuses.index',
      page: () => import('./PartnerStatusEditPage.tsx'),
    },
  ]),
  ...routeLeaves('partner', [
    {
      name: 'partner-zone.company.show',
      title: 'companyProfile.title',
      // The page reads the company profile, so the key of that API opens it (DESIGN §4 shared key).
      access: 'partner-zone.profile.show',
      nav: { label: 'nav.company', icon: IconId, order: 40 },
      page: () => import('./CompanyProfilePage.tsx'),
    },
  ]),
];
