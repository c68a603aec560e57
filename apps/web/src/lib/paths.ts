/** A resource's list, add and record screens (`.index`, `.store`, `.show`) at the paths their names give. */
export const RECORD_SCREENS = Symbol('index, store and show at the paths from their names');
/** A screen at the path its name gives. */
export const FROM_NAME = Symbol('the path from the name');

const ACTION_PATHS: Record<string, string> = {
  index: '',
  store: '/store',
  show: '/:id',
  update: '/:id/edit',
};

/**
 * The path a web route name gives (DESIGN §4 "Web routes have names too"): the back office under
 * `/cms`, the partner zone (`partner-zone.…`) at the root, then the name without its action, dots
 * to slashes; `index` the list, `store` its `/store`, `show` `/:id`, `update` `/:id/edit`, any
 * other action `/:id/<action>` (`device.devices.sync-documentations` →
 * `/cms/device/devices/:id/sync-documentations`).
 */
export function derivedPath(name: string): string {
  const partner = name.startsWith('partner-zone.');
  const parts = (partner ? name.slice('partner-zone.'.length) : name).split('.');
  const action = parts.pop() ?? '';
  return `${partner ? '' : '/cms'}/${parts.join('/')}${ACTION_PATHS[action] ?? `/:id/${action}`}`;
}

type Declared = Record<string, string | typeof RECORD_SCREENS | typeof FROM_NAME>;

/** The route names of a declaration: a `RECORD_SCREENS` resource stands for its three screens. */
type NamesOf<T extends Declared> = {
  [K in keyof T & string]: T[K] extends typeof RECORD_SCREENS ? `${K}.${'index' | 'store' | 'show'}` : K;
}[keyof T & string];

/** Every route's path: the declared one, else the one its name gives. */
export function webPaths<const T extends Declared>(declared: T): Readonly<Record<NamesOf<T>, string>> {
  const paths: Record<string, string> = {};
  for (const [name, path] of Object.entries(declared)) {
    if (path === RECORD_SCREENS) {
      for (const action of ['index', 'store', 'show'])
        paths[`${name}.${action}`] = derivedPath(`${name}.${action}`);
    } else paths[name] = path === FROM_NAME ? derivedPath(name) : path;
  }
  return paths as Record<NamesOf<T>, string>;
}

/**
 * Web routes by name: the router, the navigation, the guard and table row links all resolve
 * paths here, so a URL is written once. Most follow from the name (`derivedPath`); a path is
 * written out only where spec §2 gives another (the sign-in screens, the zones' dashboards, the
 * contractor card under `/contractor` with its tabs).
 */
export const WEB_ROUTES = {
  'auth.login': '/auth/login',
  'auth.register': '/auth/register',
  'auth.reset-password-start': '/auth/reset-password-start',
  'auth.reset-password-finish': '/auth/reset-password-finish/:token',
  'auth.invitation-finish': '/auth/invitation-finish/:token',

  'dashboard.dashboards.index': '/cms',
  'auth.profile.show': '/cms/profile',
  'user.users': RECORD_SCREENS,
  'user.roles': RECORD_SCREENS,

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
  'contractor.contractors.documentations': '/contractor/contractors/:id/documentation/documentations',
  'partner.partners.index': FROM_NAME,
  'partner.new-entries.index': '/cms/partner/partners/new-entries',
  'partner.business-areas': RECORD_SCREENS,
  'partner.partner-statuses': RECORD_SCREENS,
  'partner.change-requests.index': FROM_NAME,
  'partner.change-requests.show': FROM_NAME,
  'media.media.index': '/cms/media',
  'device.devices': RECORD_SCREENS,
  'device.devices.update': FROM_NAME,
  'device.configurations.index': '/cms/device/devices/:id/configurations',
  'device.devices.sync-documentations': FROM_NAME,
  'device.productcards': RECORD_SCREENS,
  'device.productcards.documentations': FROM_NAME,
  'device.typecards': RECORD_SCREENS,
  'device.groups': RECORD_SCREENS,
  'device.tags': RECORD_SCREENS,
  'device.functionalities.standard': '/cms/device/functionalities/standard',
  'device.functionalities.optional': '/cms/device/functionalities/optional',
  'device.functionalities.store': FROM_NAME,
  'device.functionalities.show': FROM_NAME,
  'device.error-codes': RECORD_SCREENS,
  'producer.producers': RECORD_SCREENS,
  'synchronization.synchronizations.index': FROM_NAME,
  'brand.brands': RECORD_SCREENS,
  'core.audit.index': FROM_NAME,
  'documentation.documentations': RECORD_SCREENS,
  'documentation.categories': RECORD_SCREENS,
  'documentation.types': RECORD_SCREENS,
  'documentation.tags': RECORD_SCREENS,

  'partner-zone.dashboard.index': '/',
  'partner-zone.profile.show': '/profile',
  'partner-zone.user.users.index': FROM_NAME,
  'partner-zone.user.users.store': FROM_NAME,
  'partner-zone.company.show': '/company',
  'partner-zone.device.devices.index': FROM_NAME,
  'partner-zone.device.devices.show': FROM_NAME,
  'partner-zone.device.errorcodes.index': FROM_NAME,
  'partner-zone.documentation.documentations.index': FROM_NAME,
} as const;

export const WEB_PATHS = webPaths(WEB_ROUTES);

export type WebRouteName = keyof typeof WEB_PATHS;

/** The path of a named route with its `:params` filled in. */
export function pathFor(name: WebRouteName, params: Record<string, string | number> = {}): string {
  return WEB_PATHS[name].replace(/:(\w+)/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(params[key]));
  });
}
