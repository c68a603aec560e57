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
  'device.devices.index': '/cms/device/devices',
  'device.devices.store': '/cms/device/devices/store',
  'device.devices.show': '/cms/device/devices/:id',
  'device.devices.update': '/cms/device/devices/:id/edit',
  'device.configurations.index': '/cms/device/devices/:id/configurations',
  'device.productcards.index': '/cms/device/productcards',
  'device.productcards.store': '/cms/device/productcards/store',
  'device.productcards.show': '/cms/device/productcards/:id',
  'device.typecards.index': '/cms/device/typecards',
  'device.typecards.store': '/cms/device/typecards/store',
  'device.typecards.show': '/cms/device/typecards/:id',
  'device.groups.index': '/cms/device/groups',
  'device.groups.store': '/cms/device/groups/store',
  'device.groups.show': '/cms/device/groups/:id',
  'device.tags.index': '/cms/device/tags',
  'device.tags.store': '/cms/device/tags/store',
  'device.tags.show': '/cms/device/tags/:id',
  'device.functionalities.standard': '/cms/device/functionalities/standard',
  'device.functionalities.optional': '/cms/device/functionalities/optional',
  'device.functionalities.store': '/cms/device/functionalities/store',
  'device.functionalities.show': '/cms/device/functionalities/:id',
  'device.error-codes.index': '/cms/device/error-codes',
  'device.error-codes.store': '/cms/device/error-codes/store',
  'device.error-codes.show': '/cms/device/error-codes/:id',
  'producer.producers.index': '/cms/producer/producers',
  'producer.producers.store': '/cms/producer/producers/store',
  'producer.producers.show': '/cms/producer/producers/:id',
  'synchronization.synchronizations.index': '/cms/synchronization/synchronizations',
  'brand.brands.index': '/cms/brand/brands',
  'brand.brands.store': '/cms/brand/brands/store',
  'brand.brands.show': '/cms/brand/brands/:id',
  'core.audit.index': '/cms/core/audit',

  'partner-zone.dashboard.index': '/',
  'partner-zone.profile.show': '/profile',
  'partner-zone.user.users.index': '/user/users',
  'partner-zone.user.users.store': '/user/users/store',
  'partner-zone.company.show': '/company',
  'partner-zone.device.devices.index': '/device/devices',
  'partner-zone.device.devices.show': '/device/devices/:id',
  'partner-zone.device.errorcodes.index': '/device/errorcodes',
  'partner-zone.documentation.documentations.index': '/documentation/documentations',
} as const;

export type WebRouteName = keyof typeof WEB_PATHS;

/** The path of a named route with its `:params` filled in. */
export function pathFor(name: WebRouteName, params: Record<string, string | number> = {}): string {
  return WEB_PATHS[name].replace(/:(\w+)/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(params[key]));
  });
}
