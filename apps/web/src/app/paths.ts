/**
 * Web routes by name (DESIGN §4 "Web routes have names too"): the router, the navigation, the
 * guard and table row links all resolve paths here, so a URL is written once.
 */
export const WEB_PATHS = {
  'auth.login': '/auth/login',
  'auth.register': '/auth/register',
  'auth.reset-password-start': '/auth/reset-password-start',
  'auth.reset-password-finish': '/auth/reset-password-finish/:token',
  'auth.invitation-finish': '/auth/invitation-finish/:token',

  'dashboard.dashboards.index': '/cms',
  'auth.profile.show': '/cms/profile',
  'user.users.index': '/cms/user/users',
  'user.users.store': '/cms/user/users/store',
  'user.users.show': '/cms/user/users/:id',
  'user.roles.index': '/cms/user/roles',
  'user.roles.store': '/cms/user/roles/store',
  'user.roles.show': '/cms/user/roles/:id',

  'contractor.contractors.index': '/contractor/contractors',
  'contractor.contractors.store': '/contractor/contractors/store',
  'contractor.contractors.show': '/contractor/contractors/:id',
  'contractor.contractors.main': '/contractor/contractors/:id/main',
  'contractor.contacts.index': '/contractor/contractors/:id/contacts',
  'contractor.contacts.store': '/contractor/contractors/:id/contacts/store',
  'contractor.contacts.show': '/contractor/contractors/:id/contacts/:contactId',
  'contractor.contractors.partner': '/contractor/contractors/:id/partner',
  'contractor.affiliates.index': '/contractor/contractors/:id/affiliates',
  'contractor.affiliates.store': '/contractor/contractors/:id/affiliates/store',
  'contractor.affiliates.show': '/contractor/contractors/:id/affiliates/:affiliateId',
  'contractor.users.index': '/contractor/contractors/:id/users',
  'contractor.users.store': '/contractor/contractors/:id/users/store',
  'contractor.users.show': '/contractor/contractors/:id/users/:userId',
  'partner.partners.index': '/cms/partner/partners',
  'partner.new-entries.index': '/cms/partner/partners/new-entries',
  'partner.business-areas.index': '/cms/partner/business-areas',
  'partner.business-areas.store': '/cms/partner/business-areas/store',
  'partner.business-areas.show': '/cms/partner/business-areas/:id',
  'partner.partner-statuses.index': '/cms/partner/partner-statuses',
  'partner.partner-statuses.store': '/cms/partner/partner-statuses/store',
  'partner.partner-statuses.show': '/cms/partner/partner-statuses/:id',
  'partner.change-requests.index': '/cms/partner/change-requests',
  'partner.change-requests.show': '/cms/partner/change-requests/:id',
  'media.media.index': '/cms/media',
  'synchronization.synchronizations.index': '/cms/synchronization/synchronizations',

  'partner-zone.dashboard.index': '/',
  'partner-zone.profile.show': '/profile',
  'partner-zone.user.users.index': '/user/users',
  'partner-zone.user.users.store': '/user/users/store',
  'partner-zone.company.show': '/company',
} as const;

export type WebRouteName = keyof typeof WEB_PATHS;

export function isWebRoute(name: string): name is WebRouteName {
  return name in WEB_PATHS;
}

/** The path of a named route with its `:params` filled in. */
export function pathFor(name: WebRouteName, params: Record<string, string | number> = {}): string {
  return WEB_PATHS[name].replace(/:(\w+)/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(params[key]));
  });
}
