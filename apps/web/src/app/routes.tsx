import type { ComponentType } from 'react';
import { type RouteObject, replace } from 'react-router';
import { loadChunk } from '../lib/chunks.ts';
import type { RouteMeta } from '../lib/guard.ts';
import { type GuardedMeta, guardLoader, guardRevalidate } from './guard-loader.ts';
import { BootProgress } from './LoadingBar.tsx';
import { pathFor, WEB_PATHS, type WebRouteName } from './paths.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

type Module = { default: ComponentType };

/** A lazy route chunk with the 120 s timeout of spec §9. */
const lazyPage = (load: () => Promise<Module>) => async () => ({
  Component: (await loadChunk(load)).default,
});

export type RouteHandle = { meta?: GuardedMeta; zone?: 'auth' | 'cms' | 'partner' };

type Leaf = {
  name: WebRouteName;
  title: string;
  page: () => Promise<Module>;
  access?: string;
  parent?: WebRouteName;
  open?: boolean;
};

/** A shell's own path is its index route (the dashboards). */
const SHELL_PATHS: readonly string[] = ['/cms', '/'];

const TITLES = new Map<string, string>();

/** The page title key of a named route, for breadcrumbs. */
export function titleOf(name: string): string | undefined {
  return TITLES.get(name);
}

function leaf(zone: 'auth' | 'cms' | 'partner', def: Leaf): RouteObject {
  TITLES.set(def.name, def.title);
  const meta: GuardedMeta = {
    name: def.name,
    title: def.title,
    access: def.access,
    parent: def.parent,
    open: def.open,
    secured: zone !== 'auth',
    partnerZone: zone === 'partner',
  };
  const path = WEB_PATHS[def.name];
  const handle: RouteHandle = { meta, zone };
  const route: RouteObject = SHELL_PATHS.includes(path)
    ? { index: true, handle, lazy: lazyPage(def.page) }
    : { path, handle, lazy: lazyPage(def.page) };
  if (zone === 'auth') return route;
  return { ...route, loader: guardLoader(meta), shouldRevalidate: guardRevalidate };
}

/** The contractor screen serves every tab route (spec §2 "Contractor tabs"). */
const contractorPage = () => import('../features/contractors/ContractorPage.tsx');

const cmsNotFound: RouteMeta = { name: 'core.not-found', secured: true, partnerZone: false, open: true };

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: BootProgress,
    children: [
      {
        path: '/auth',
        handle: { zone: 'auth' } satisfies RouteHandle,
        lazy: lazyPage(() => import('./shells/AuthShell.tsx')),
        children: [
          { index: true, loader: () => replace(pathFor('auth.login')) },
          leaf('auth', {
            name: 'auth.login',
            title: 'auth.login.title',
            page: () => import('../features/auth/LoginPage.tsx'),
          }),
          leaf('auth', {
            name: 'auth.register',
            title: 'auth.register.title',
            page: () => import('../features/auth/RegisterPage.tsx'),
          }),
          leaf('auth', {
            name: 'auth.reset-password-start',
            title: 'auth.resetStart.title',
            page: () => import('../features/auth/ResetStartPage.tsx'),
          }),
          leaf('auth', {
            name: 'auth.reset-password-finish',
            title: 'auth.resetFinish.title',
            page: () => import('../features/auth/ResetFinishPage.tsx'),
          }),
          leaf('auth', {
            name: 'auth.invitation-finish',
            title: 'auth.invitation.title',
            page: () => import('../features/auth/InvitationFinishPage.tsx'),
          }),
        ],
      },
      {
        path: '/cms',
        handle: { zone: 'cms' } satisfies RouteHandle,
        lazy: lazyPage(() => import('./shells/CmsShell.tsx')),
        children: [
          leaf('cms', {
            name: 'dashboard.dashboards.index',
            title: 'nav.dashboard',
            page: () => import('../features/dashboard/CmsDashboardPage.tsx'),
          }),
          leaf('cms', {
            name: 'auth.profile.show',
            title: 'nav.profile',
            open: true,
            page: () => import('../features/profile/CmsProfilePage.tsx'),
          }),
          leaf('cms', {
            name: 'user.users.index',
            title: 'users.title',
            page: () => import('../features/users/UsersListPage.tsx'),
          }),
          leaf('cms', {
            name: 'user.users.store',
            title: 'users.create',
            parent: 'user.users.index',
            page: () => import('../features/users/UserStorePage.tsx'),
          }),
          leaf('cms', {
            name: 'user.users.show',
            title: 'users.edit',
            access: 'user.users.update',
            parent: 'user.users.index',
            page: () => import('../features/users/UserEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'user.roles.index',
            title: 'roles.title',
            page: () => import('../features/roles/RolesListPage.tsx'),
          }),
          leaf('cms', {
            name: 'user.roles.store',
            title: 'roles.create',
            parent: 'user.roles.index',
            page: () => import('../features/roles/RoleStorePage.tsx'),
          }),
          leaf('cms', {
            name: 'user.roles.show',
            title: 'roles.edit',
            access: 'user.roles.update',
            parent: 'user.roles.index',
            page: () => import('../features/roles/RoleEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'partner.partners.index',
            title: 'partners.title',
            page: () => import('../features/partners/PartnersListPage.tsx'),
          }),
          leaf('cms', {
            name: 'partner.new-entries.index',
            title: 'newEntries.title',
            page: () => import('../features/partners/NewEntriesPage.tsx'),
          }),
          leaf('cms', {
            name: 'partner.business-areas.index',
            title: 'businessAreas.title',
            page: () => import('../features/partners/BusinessAreasListPage.tsx'),
          }),
          leaf('cms', {
            name: 'partner.business-areas.store',
            title: 'businessAreas.create',
            parent: 'partner.business-areas.index',
            page: () => import('../features/partners/BusinessAreaEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'partner.business-areas.show',
            title: 'businessAreas.edit',
            access: 'partner.business-areas.update',
            parent: 'partner.business-areas.index',
            page: () => import('../features/partners/BusinessAreaEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'partner.partner-statuses.index',
            title: 'partnerStatuses.title',
            page: () => import('../features/partners/PartnerStatusesListPage.tsx'),
          }),
          leaf('cms', {
            name: 'partner.partner-statuses.store',
            title: 'partnerStatuses.create',
            parent: 'partner.partner-statuses.index',
            page: () => import('../features/partners/PartnerStatusEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'partner.partner-statuses.show',
            title: 'partnerStatuses.edit',
            access: 'partner.partner-statuses.update',
            parent: 'partner.partner-statuses.index',
            page: () => import('../features/partners/PartnerStatusEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'partner.change-requests.index',
            title: 'changeRequests.title',
            page: () => import('../features/change-requests/ChangeRequestsListPage.tsx'),
          }),
          leaf('cms', {
            name: 'partner.change-requests.show',
            title: 'changeRequests.show',
            parent: 'partner.change-requests.index',
            page: () => import('../features/change-requests/ChangeRequestPage.tsx'),
          }),
          leaf('cms', {
            name: 'media.media.index',
            title: 'media.title',
            page: () => import('../features/media/MediaManagerPage.tsx'),
          }),
          leaf('cms', {
            name: 'synchronization.synchronizations.index',
            title: 'synchronizations.title',
            page: () => import('../features/synchronizations/SynchronizationsPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.devices.index',
            title: 'devices.title',
            page: () => import('../features/devices/DevicesListPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.devices.store',
            title: 'devices.create',
            parent: 'device.devices.index',
            page: () => import('../features/devices/DeviceStorePage.tsx'),
          }),
          leaf('cms', {
            name: 'device.devices.show',
            title: 'devices.preview',
            parent: 'device.devices.index',
            page: () => import('../features/devices/DevicePreviewPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.devices.update',
            title: 'devices.edit',
            parent: 'device.devices.index',
            page: () => import('../features/devices/DeviceEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.configurations.index',
            title: 'configurations.title',
            parent: 'device.devices.index',
            page: () => import('../features/devices/ConfigurationsPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.productcards.index',
            title: 'productCards.title',
            page: () => import('../features/product-cards/ProductCardsListPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.productcards.store',
            title: 'productCards.create',
            parent: 'device.productcards.index',
            page: () => import('../features/product-cards/ProductCardEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.productcards.show',
            title: 'productCards.edit',
            access: 'device.productcards.update',
            parent: 'device.productcards.index',
            page: () => import('../features/product-cards/ProductCardEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.typecards.index',
            title: 'typeCards.title',
            page: () => import('../features/type-cards/TypeCardsListPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.typecards.store',
            title: 'typeCards.create',
            parent: 'device.typecards.index',
            page: () => import('../features/type-cards/TypeCardEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.typecards.show',
            title: 'typeCards.edit',
            access: 'device.typecards.update',
            parent: 'device.typecards.index',
            page: () => import('../features/type-cards/TypeCardEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.groups.index',
            title: 'deviceGroups.title',
            page: () => import('../features/device-groups/GroupsPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.groups.store',
            title: 'deviceGroups.create',
            parent: 'device.groups.index',
            page: () => import('../features/device-groups/GroupEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.groups.show',
            title: 'deviceGroups.edit',
            access: 'device.groups.update',
            parent: 'device.groups.index',
            page: () => import('../features/device-groups/GroupEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.tags.index',
            title: 'deviceTags.title',
            page: () => import('../features/device-tags/TagsListPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.tags.store',
            title: 'deviceTags.create',
            parent: 'device.tags.index',
            page: () => import('../features/device-tags/TagEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.tags.show',
            title: 'deviceTags.edit',
            access: 'device.tags.update',
            parent: 'device.tags.index',
            page: () => import('../features/device-tags/TagEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.functionalities.standard',
            title: 'functionalities.standardTitle',
            access: 'device.functionalities.index',
            page: () => import('../features/functionalities/FunctionalitiesListPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.functionalities.optional',
            title: 'functionalities.optionalTitle',
            access: 'device.functionalities.index',
            page: () => import('../features/functionalities/FunctionalitiesListPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.functionalities.store',
            title: 'functionalities.create',
            parent: 'device.functionalities.standard',
            page: () => import('../features/functionalities/FunctionalityEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.functionalities.show',
            title: 'functionalities.edit',
            access: 'device.functionalities.update',
            parent: 'device.functionalities.standard',
            page: () => import('../features/functionalities/FunctionalityEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.error-codes.index',
            title: 'errorCodes.title',
            page: () => import('../features/error-codes/ErrorCodesListPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.error-codes.store',
            title: 'errorCodes.create',
            parent: 'device.error-codes.index',
            page: () => import('../features/error-codes/ErrorCodeEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'device.error-codes.show',
            title: 'errorCodes.edit',
            access: 'device.error-codes.update',
            parent: 'device.error-codes.index',
            page: () => import('../features/error-codes/ErrorCodeEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'producer.producers.index',
            title: 'producers.title',
            page: () => import('../features/producers/ProducersListPage.tsx'),
          }),
          leaf('cms', {
            name: 'producer.producers.store',
            title: 'producers.create',
            parent: 'producer.producers.index',
            page: () => import('../features/producers/ProducerEditPage.tsx'),
          }),
          leaf('cms', {
            name: 'producer.producers.show',
            title: 'producers.edit',
            access: 'producer.producers.update',
            parent: 'producer.producers.index',
            page: () => import('../features/producers/ProducerEditPage.tsx'),
          }),
          {
            path: '*',
            handle: { meta: { ...cmsNotFound, title: 'notFound.title' }, zone: 'cms' } satisfies RouteHandle,
            loader: guardLoader(cmsNotFound),
            lazy: lazyPage(() => import('./NotFoundPage.tsx')),
          },
        ],
      },
      {
        path: '/contractor',
        handle: { zone: 'cms' } satisfies RouteHandle,
        lazy: lazyPage(() => import('./shells/CmsShell.tsx')),
        children: [
          leaf('cms', {
            name: 'contractor.contractors.index',
            title: 'contractors.title',
            page: () => import('../features/contractors/ContractorsListPage.tsx'),
          }),
          leaf('cms', {
            name: 'contractor.contractors.store',
            title: 'contractors.create',
            parent: 'contractor.contractors.index',
            page: () => import('../features/contractors/ContractorStorePage.tsx'),
          }),
          leaf('cms', {
            name: 'contractor.contractors.show',
            title: 'contractors.tabs.show',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.contractors.main',
            title: 'contractors.tabs.main',
            access: 'contractor.contractors.show',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.contacts.index',
            title: 'contractors.tabs.contacts',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.contacts.store',
            title: 'contacts.create',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.contacts.show',
            title: 'contacts.edit',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.contractors.partner',
            title: 'contractors.tabs.partner',
            access: 'contractor.contractors.show',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.affiliates.index',
            title: 'contractors.tabs.affiliates',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.affiliates.store',
            title: 'affiliates.create',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.affiliates.show',
            title: 'affiliates.edit',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.users.index',
            title: 'contractors.tabs.users',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.users.store',
            title: 'contractorUsers.create',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          leaf('cms', {
            name: 'contractor.users.show',
            title: 'contractorUsers.edit',
            parent: 'contractor.contractors.index',
            page: contractorPage,
          }),
          {
            path: '*',
            handle: { meta: { ...cmsNotFound, title: 'notFound.title' }, zone: 'cms' } satisfies RouteHandle,
            loader: guardLoader(cmsNotFound),
            lazy: lazyPage(() => import('./NotFoundPage.tsx')),
          },
        ],
      },
      {
        id: 'partner',
        handle: { zone: 'partner' } satisfies RouteHandle,
        lazy: lazyPage(() => import('./shells/PartnerShell.tsx')),
        children: [
          leaf('partner', {
            name: 'partner-zone.dashboard.index',
            title: 'nav.dashboard',
            page: () => import('../features/dashboard/PartnerDashboardPage.tsx'),
          }),
          leaf('partner', {
            name: 'partner-zone.profile.show',
            title: 'nav.profile',
            page: () => import('../features/profile/PartnerProfilePage.tsx'),
          }),
          leaf('partner', {
            name: 'partner-zone.user.users.index',
            title: 'companyUsers.title',
            page: () => import('../features/company-users/CompanyUsersPage.tsx'),
          }),
          leaf('partner', {
            name: 'partner-zone.user.users.store',
            title: 'companyUsers.create',
            parent: 'partner-zone.user.users.index',
            page: () => import('../features/company-users/CompanyUserStorePage.tsx'),
          }),
          leaf('partner', {
            name: 'partner-zone.company.show',
            title: 'companyProfile.title',
            page: () => import('../features/partners/CompanyProfilePage.tsx'),
          }),
          leaf('partner', {
            name: 'partner-zone.device.devices.index',
            title: 'partnerDevices.title',
            page: () => import('../features/partner-devices/DevicesBrowsePage.tsx'),
          }),
          leaf('partner', {
            name: 'partner-zone.device.devices.show',
            title: 'partnerDevices.device',
            parent: 'partner-zone.device.devices.index',
            page: () => import('../features/partner-devices/DevicePage.tsx'),
          }),
          leaf('partner', {
            name: 'partner-zone.device.errorcodes.index',
            title: 'partnerErrorCodes.title',
            page: () => import('../features/partner-devices/ErrorCodeSearchPage.tsx'),
          }),
        ],
      },
      { path: '*', lazy: lazyPage(() => import('./NotFoundPage.tsx')) },
    ],
  },
];
