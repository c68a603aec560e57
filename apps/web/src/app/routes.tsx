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
        ],
      },
      { path: '*', lazy: lazyPage(() => import('./NotFoundPage.tsx')) },
    ],
  },
];
