/**
 * The one catalogue of permission keys. A key is `area.resource.action`, and it is also the
 * name of the API route (and of the web route) it guards, so the URL follows from it
 * (see `apiRouteFor`). Areas are listed once with their resources and actions; labels are
 * composed from the resource and action labels so that ~400 keys stay readable here.
 */

export type Label = { pl: string; en: string };

export type Action = 'index' | 'store' | 'show' | 'update' | 'destroy' | (string & {});

type ResourceDef = {
  label: Label;
  actions: readonly Action[];
};

type AreaDef = {
  label: Label;
  zone: 'cms' | 'partner-zone' | 'public';
  resources: Record<string, ResourceDef>;
};

const CRUD = ['index', 'store', 'show', 'update', 'destroy'] as const;
const READ = ['index', 'show'] as const;

export const ACTION_LABELS: Record<string, Label> = {
  index: { pl: 'lista', en: 'list' },
  store: { pl: 'dodawanie', en: 'create' },
  show: { pl: 'podgląd', en: 'view' },
  update: { pl: 'edycja', en: 'edit' },
  destroy: { pl: 'usuwanie', en: 'delete' },
  export: { pl: 'eksport', en: 'export' },
  approve: { pl: 'akceptacja', en: 'approve' },
  reject: { pl: 'odrzucenie', en: 'reject' },
  move: { pl: 'przenoszenie', en: 'move' },
  tree: { pl: 'drzewo', en: 'tree' },
  send: { pl: 'wysyłka', en: 'send' },
  resend: { pl: 'ponowna wysyłka', en: 'resend' },
  pull: { pl: 'pobranie teraz', en: 'pull now' },
  cancel: { pl: 'anulowanie', en: 'cancel' },
  'change-status': { pl: 'zmiana statusu', en: 'change status' },
  'sync-documentations': { pl: 'przypisanie dokumentacji', en: 'assign documentation' },
  files: { pl: 'pliki', en: 'files' },
  rename: { pl: 'zmiana nazwy', en: 'rename' },
  directories: { pl: 'tworzenie katalogów', en: 'create directories' },
  generate: { pl: 'generowanie', en: 'generate' },
  download: { pl: 'pobieranie', en: 'download' },
  copy: { pl: 'kopiowanie', en: 'copy' },
  preview: { pl: 'podgląd wydruku', en: 'print preview' },
  register: { pl: 'rejestracja', en: 'register' },
  favorite: { pl: 'ulubione', en: 'favourite' },
  read: { pl: 'oznaczanie jako przeczytane', en: 'mark as read' },
  parse: { pl: 'analiza danych', en: 'parse' },
  import: { pl: 'import', en: 'import' },
  participants: { pl: 'uczestnicy', en: 'participants' },
  pay: { pl: 'płatność', en: 'payment' },
  'rename-directory': { pl: 'zmiana nazwy katalogu', en: 'rename directory' },
  'destroy-directory': { pl: 'usuwanie katalogu', en: 'delete directory' },
};

const r = (pl: string, en: string, actions: readonly Action[]): ResourceDef => ({
  label: { pl, en },
  actions,
});

export const AREAS: Record<string, AreaDef> = {
  dashboard: {
    label: { pl: 'Pulpit', en: 'Dashboard' },
    zone: 'cms',
    resources: { dashboards: r('Pulpit', 'Dashboard', ['index']) },
  },
  core: {
    label: { pl: 'System', en: 'System' },
    zone: 'cms',
    resources: {
      permissions: r('Uprawnienia', 'Permissions', ['index']),
      audit: r('Dziennik zmian', 'Audit log', ['index']),
    },
  },
  brand: {
    label: { pl: 'Marki', en: 'Brands' },
    zone: 'cms',
    resources: { brands: r('Marki', 'Brands', CRUD) },
  },
  user: {
    label: { pl: 'Użytkownicy', en: 'Users' },
    zone: 'cms',
    resources: {
      users: r('Użytkownicy', 'Users', CRUD),
      roles: r('Role', 'Roles', CRUD),
    },
  },
  contractor: {
    label: { pl: 'Kontrahenci', en: 'Contractors' },
    zone: 'cms',
    resources: {
      contractors: r('Kontrahenci', 'Contractors', [...CRUD, 'export']),
      contacts: r('Osoby kontaktowe', 'Contacts', CRUD),
      affiliates: r('Oddziały', 'Affiliates', CRUD),
      users: r('Użytkownicy kontrahenta', 'Contractor users', [...READ, 'store', 'update']),
    },
  },
  partner: {
    label: { pl: 'Partnerzy', en: 'Partners' },
    zone: 'cms',
    resources: {
      partners: r('Partnerzy', 'Partners', [...READ, 'update', 'export']),
      'new-entries': r('Nowe rejestracje', 'New entries', ['index', 'show', 'approve', 'reject']),
      'change-requests': r('Wnioski o zmianę danych', 'Change requests', [
        'index',
        'show',
        'approve',
        'reject',
      ]),
      'business-areas': r('Obszary działalności', 'Business areas', CRUD),
      'partner-statuses': r('Statusy partnerów', 'Partner statuses', CRUD),
      'erp-customers': r('Klienci ERP', 'ERP customers', ['index']),
    },
  },
  device: {
    label: { pl: 'Urządzenia', en: 'Devices' },
    zone: 'cms',
    resources: {
      devices: r('Urządzenia', 'Devices', [...CRUD, 'sync-documentations']),
      configurations: r('Konfiguracje urządzeń', 'Device configurations', CRUD),
      productcards: r('Karty produktu', 'Product cards', CRUD),
      typecards: r('Karty typu', 'Type cards', CRUD),
      groups: r('Grupy', 'Groups', [...CRUD, 'tree', 'move']),
      tags: r('Tagi urządzeń', 'Device tags', CRUD),
      functionalities: r('Funkcjonalności', 'Functionalities', CRUD),
      'error-codes': r('Kody błędów', 'Error codes', CRUD),
    },
  },
  producer: {
    label: { pl: 'Producenci', en: 'Producers' },
    zone: 'cms',
    resources: { producers: r('Producenci', 'Producers', CRUD) },
  },
  documentation: {
    label: { pl: 'Dokumentacja', en: 'Documentation' },
    zone: 'cms',
    resources: {
      documentations: r('Dokumentacja', 'Documentation', CRUD),
      categories: r('Kategorie dokumentacji', 'Documentation categories', CRUD),
      types: r('Typy dokumentacji', 'Documentation types', CRUD),
      tags: r('Tagi dokumentacji', 'Documentation tags', CRUD),
    },
  },
  faq: {
    label: { pl: 'FAQ', en: 'FAQ' },
    zone: 'cms',
    resources: {
      posts: r('FAQ (Pytania i odpowiedzi)', 'FAQ posts', CRUD),
      categories: r('Kategorie FAQ', 'FAQ categories', CRUD),
    },
  },
  import: {
    label: { pl: 'Import', en: 'Import' },
    zone: 'cms',
    resources: {
      'error-codes': r('Import kodów błędów', 'Error code imports', [...CRUD, 'parse', 'import']),
      documentations: r('Import dokumentacji', 'Documentation imports', [...CRUD, 'parse', 'import']),
    },
  },
  marketing: {
    label: { pl: 'Materiały marketingowe', en: 'Marketing' },
    zone: 'cms',
    resources: {
      posts: r('Materiały marketingowe', 'Marketing posts', CRUD),
      categories: r('Kategorie materiałów', 'Marketing categories', CRUD),
    },
  },
  news: {
    label: { pl: 'Aktualności', en: 'News' },
    zone: 'cms',
    resources: { news: r('Aktualności', 'News', CRUD) },
  },
  page: {
    label: { pl: 'Strony', en: 'Pages' },
    zone: 'cms',
    resources: { pages: r('Strony', 'Pages', CRUD) },
  },
  notification: {
    label: { pl: 'Powiadomienia', en: 'Notifications' },
    zone: 'cms',
    resources: { messages: r('Powiadomienia', 'Notifications', [...CRUD, 'send']) },
  },
  order: {
    label: { pl: 'Zamówienia', en: 'Orders' },
    zone: 'cms',
    resources: { orders: r('Zamówienia', 'Orders', [...READ, 'update', 'change-status']) },
  },
  payment: {
    label: { pl: 'Płatności', en: 'Payments' },
    zone: 'cms',
    resources: { payments: r('Płatności', 'Payments', [...READ, 'update']) },
  },
  report: {
    label: { pl: 'Raporty', en: 'Reports' },
    zone: 'cms',
    resources: {
      'partner-activities': r('Raport aktywności partnerów', 'Partner activity report', ['index', 'export']),
      'partner-offers': r('Raport ofert partnerów', 'Partner offers report', ['index', 'export']),
    },
  },
  'service-order': {
    label: { pl: 'Zgłoszenia serwisowe', en: 'Service orders' },
    zone: 'cms',
    resources: {
      'service-orders': r('Zgłoszenia gwarancyjne', 'Warranty service orders', [...CRUD, 'resend']),
      'service-maintenances': r('Zlecenia przeglądu', 'Maintenance orders', [...CRUD, 'resend']),
      'spare-parts-orders': r('Zamówienia części zamiennych', 'Spare-parts orders', [...CRUD, 'resend']),
    },
  },
  synchronization: {
    label: { pl: 'Synchronizacja', en: 'Synchronization' },
    zone: 'cms',
    resources: {
      synchronizations: r('Synchronizacje', 'Synchronizations', [...READ, 'pull']),
      outbox: r('Kolejka wysyłki do ERP', 'ERP outbox', ['index', 'resend']),
    },
  },
  training: {
    label: { pl: 'Szkolenia', en: 'Trainings' },
    zone: 'cms',
    resources: {
      trainings: r('Szkolenia', 'Trainings', CRUD),
      terms: r('Terminy', 'Terms', [...CRUD, 'cancel', 'participants']),
      participants: r('Uczestnicy', 'Participants', [...CRUD, 'move', 'change-status']),
      records: r('Zgłoszenia na szkolenie', 'Training records', READ),
      categories: r('Kategorie szkoleń', 'Training categories', CRUD),
      types: r('Typy szkoleń', 'Training types', CRUD),
      gadgets: r('Gadżety', 'Gadgets', CRUD),
      certificates: r('Certyfikaty', 'Certificates', [...CRUD, 'generate']),
      reports: r('Raporty szkoleń', 'Training reports', ['terms', 'contractors']),
    },
  },
  media: {
    label: { pl: 'Menedżer mediów', en: 'Media manager' },
    zone: 'cms',
    resources: {
      media: r('Menedżer mediów', 'Media manager', [
        'index',
        'tree',
        'files',
        'store',
        'rename',
        'move',
        'destroy',
        'directories',
        'rename-directory',
        'destroy-directory',
      ]),
      'private-media': r('Pliki prywatne', 'Private files', ['show']),
      uploads: r('Przesyłanie plików', 'Uploads', ['store']),
    },
  },
  'partner-zone': {
    label: { pl: 'Strefa Partnera', en: 'Partner zone' },
    zone: 'partner-zone',
    resources: {
      dashboard: r('Pulpit', 'Dashboard', ['index']),
      profile: r('Profil firmy', 'Company profile', ['show', 'update']),
      'partner.partners': r('Dane partnera', 'Partner data', ['show']),
      'partner.change-requests': r('Wnioski o zmianę danych', 'Change requests', ['index', 'store', 'show']),
      'user.users': r('Użytkownicy firmy', 'Company users', ['index', 'store', 'update']),
      'training.terms': r('Terminy szkoleń', 'Training terms', READ),
      'training.participants': r('Uczestnicy szkoleń', 'Training participants', ['index']),
      'training.certificates': r('Certyfikaty', 'Certificates', ['index', 'download']),
      'training.diplomas': r('Dyplomy', 'Diplomas', ['index', 'download']),
      'training.orders': r('Zamówienia szkoleń', 'Training orders', ['store', 'show', 'pay']),
      'training.records': r('Zgłoszenia na szkolenie', 'Training records', ['show']),
      'device.devices': r('Urządzenia', 'Devices', READ),
      'device.groups': r('Grupy urządzeń', 'Device groups', ['tree']),
      'device.errorcodes': r('Kody błędów', 'Error codes', ['index', 'show', 'download']),
      'service-order.service-orders': r('Zgłoszenia gwarancyjne', 'Warranty service orders', [
        ...CRUD,
        'register',
        'preview',
        'resend',
      ]),
      'service-order.service-maintenances': r('Zlecenia przeglądu', 'Maintenance orders', [
        'index',
        'store',
        'show',
        'update',
        'register',
      ]),
      'service-order.spare-parts-orders': r('Zamówienia części zamiennych', 'Spare-parts orders', [
        'index',
        'store',
        'show',
        'update',
        'register',
      ]),
      'service-order.dictionaries': r('Słowniki zgłoszeń', 'Service order dictionaries', ['index']),
      'news.news': r('Aktualności', 'News', READ),
      'multimedia.posts': r('Multimedia', 'Multimedia', READ),
      'multimedia.categories': r('Kategorie multimediów', 'Multimedia categories', ['index']),
      'faq.posts': r('FAQ', 'FAQ', ['index']),
      'faq.categories': r('Kategorie FAQ', 'FAQ categories', ['index']),
      'page.pages': r('Strony', 'Pages', ['show']),
      'documentation.documentations': r('Dokumentacja', 'Documentation', [
        'index',
        'show',
        'download',
        'favorite',
      ]),
      'documentation.dictionaries': r('Słowniki dokumentacji', 'Documentation dictionaries', ['index']),
      'notification.notifications': r('Powiadomienia', 'Notifications', [...READ, 'read']),
      'offer-generator.offers': r('Generator ofert', 'Offer generator', [
        ...CRUD,
        'register',
        'copy',
        'preview',
      ]),
      'offer-generator.dictionaries': r('Słowniki ofert', 'Offer dictionaries', ['index']),
      'media.uploads': r('Przesyłanie plików', 'Uploads', ['store']),
      'media.private-media': r('Pliki prywatne', 'Private files', ['show']),
    },
  },
};

export type CatalogueEntry = {
  key: string;
  area: string;
  zone: 'cms' | 'partner-zone' | 'public';
  label: Label;
  resourceLabel: Label;
  actionLabel: Label;
};

function buildCatalogue(): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const [area, def] of Object.entries(AREAS)) {
    for (const [resource, res] of Object.entries(def.resources)) {
      for (const action of res.actions) {
        const actionLabel = ACTION_LABELS[action] ?? { pl: action, en: action };
        entries.push({
          key: `${area}.${resource}.${action}`,
          area,
          zone: def.zone,
          resourceLabel: res.label,
          actionLabel,
          label: {
            pl: `${res.label.pl}: ${actionLabel.pl}`,
            en: `${res.label.en}: ${actionLabel.en}`,
          },
        });
      }
    }
  }
  return entries;
}

export const CATALOGUE: readonly CatalogueEntry[] = buildCatalogue();
export const PERMISSION_KEYS: ReadonlySet<string> = new Set(CATALOGUE.map((e) => e.key));

export function isPartnerZoneKey(key: string): boolean {
  return key.startsWith('partner-zone.');
}

/** Routes reachable without a token; they carry names but no permission. */
export const PUBLIC_ROUTE_NAMES = [
  'auth.captcha',
  'auth.login',
  'auth.register',
  'auth.reset-password-start',
  'auth.reset-password-finish',
  'auth.invitation-finish',
  'core.routes.index',
  'brand.default.show',
  'public-zone.dictionary.provinces.index',
  'public-zone.dictionary.countries.index',
  'public-zone.partner.businessareas.index',
  'media.image.show',
  'media.file.show',
] as const;

/**
 * Routes that need a valid token but no permission key: the caller's own account, and reads
 * every screen makes at start-up whoever signed in (spec §7 lists the brands for the theme, so
 * partners read them too). A catalogue key of the same name, where there is one
 * (`brand.brands.index`), then only opens the back office's screen of that name.
 */
export const AUTHENTICATED_ROUTE_NAMES = [
  'auth.logout',
  'auth.user',
  'auth.profile.show',
  'auth.profile.update',
  'auth.profile.password',
  'brand.brands.index',
] as const;

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * URL and method from a route name (DESIGN §4): index GET, store POST, show GET /{id},
 * update PATCH /{id}, destroy DELETE /{id}; other actions POST /{id}/{action} when the route
 * targets a record, otherwise /{action}.
 */
/**
 * A resource nested under a parent's record: `contractor.contacts` under `contractors` (param
 * `contractor`) lives at `/api/contractor/contractors/{contractor}/contacts`.
 */
export type ParentRoute = { resource: string; param: string };

export function apiRouteFor(
  name: string,
  opts: { record?: boolean; method?: HttpMethod; parent?: ParentRoute } = {},
): { method: HttpMethod; uri: string } {
  const parts = name.split('.');
  const action = parts.pop() as string;
  if (opts.parent) parts.splice(-1, 0, opts.parent.resource, `{${opts.parent.param}}`);
  const base = `/api/${parts.join('/')}`;
  switch (action) {
    case 'index':
      return { method: opts.method ?? 'GET', uri: base };
    case 'store':
      return { method: opts.method ?? 'POST', uri: base };
    case 'show':
      return { method: opts.method ?? 'GET', uri: `${base}/{id}` };
    case 'update':
      return { method: opts.method ?? 'PATCH', uri: `${base}/{id}` };
    case 'destroy':
      return { method: opts.method ?? 'DELETE', uri: `${base}/{id}` };
    default:
      return {
        method: opts.method ?? 'POST',
        uri: opts.record ? `${base}/{id}/${action}` : `${base}/${action}`,
      };
  }
}
