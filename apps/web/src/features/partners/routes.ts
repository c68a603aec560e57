import { IconId } from '@tabler/icons-react';
import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

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
    ...recordLeaves('partner.business-areas', {
      titles: 'businessAreas',
      nav: { group: 'partner', label: 'nav.businessAreas', order: 40 },
      list: () => import('./BusinessAreasListPage.tsx'),
      edit: () => import('./BusinessAreaEditPage.tsx'),
    }),
    ...recordLeaves('partner.partner-statuses', {
      titles: 'partnerStatuses',
      nav: { group: 'partner', label: 'nav.partnerStatuses', order: 50 },
      list: () => import('./PartnerStatusesListPage.tsx'),
      edit: () => import('./PartnerStatusEditPage.tsx'),
    }),
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
