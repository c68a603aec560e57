import { CATALOGUE, isPartnerZoneKey } from './catalogue.ts';

export const ROLE_SLUGS = [
  'super-admin',
  'admin',
  'moderator',
  'moderator-service',
  'moderator-training',
  'moderator-trade',
  'moderator-docs',
  'moderator-marketing',
  'moderator-support',
  'moderator-customer-service',
  'moderator-management',
  'moderator-foreign-partner',
  'partner',
] as const;

export type RoleSlug = (typeof ROLE_SLUGS)[number];

export const ROLE_NAMES: Record<RoleSlug, { pl: string; en: string }> = {
  'super-admin': { pl: 'Superadministrator', en: 'Super administrator' },
  admin: { pl: 'Administrator', en: 'Administrator' },
  moderator: { pl: 'Moderator', en: 'Moderator' },
  'moderator-service': { pl: 'Moderator serwisu', en: 'Service moderator' },
  'moderator-training': { pl: 'Moderator szkoleń', en: 'Training moderator' },
  'moderator-trade': { pl: 'Moderator handlowy', en: 'Trade moderator' },
  'moderator-docs': { pl: 'Moderator dokumentacji', en: 'Documentation moderator' },
  'moderator-marketing': { pl: 'Moderator marketingu', en: 'Marketing moderator' },
  'moderator-support': { pl: 'Moderator wsparcia', en: 'Support moderator' },
  'moderator-customer-service': {
    pl: 'Moderator obsługi klienta',
    en: 'Customer service moderator',
  },
  'moderator-management': { pl: 'Moderator zarządu', en: 'Management moderator' },
  'moderator-foreign-partner': {
    pl: 'Moderator partnerów zagranicznych',
    en: 'Foreign partner moderator',
  },
  partner: { pl: 'Partner', en: 'Partner' },
};

/** The spec detects a moderator by a fixed word in the role (spec §6, DESIGN §4). */
export function isModeratorSlug(slug: string): boolean {
  return slug.includes('moderator');
}

/**
 * Default key sets per role as patterns: `area.*`, `area.resource.*`, an exact key, or
 * `area.*:read` for index+show only. Expanded against the catalogue by `defaultKeysFor`.
 * super-admin holds every key by code and has no rows.
 */
const COMMON_STAFF = ['dashboard.dashboards.index'];
const READ_CATALOGUE = [
  'device.*:read',
  'producer.producers.index',
  'documentation.*:read',
  'device.groups.tree',
];

export const ROLE_DEFAULT_PATTERNS: Record<Exclude<RoleSlug, 'super-admin'>, string[]> = {
  admin: ['*'],
  moderator: [
    ...COMMON_STAFF,
    ...READ_CATALOGUE,
    'contractor.*:read',
    'partner.partners.index',
    'partner.partners.show',
    'partner.new-entries.index',
    'partner.new-entries.show',
    'news.*:read',
    'faq.*:read',
    'service-order.*:read',
    'training.*:read',
  ],
  'moderator-service': [
    ...COMMON_STAFF,
    ...READ_CATALOGUE,
    'service-order.*',
    'device.error-codes.*',
    'contractor.*:read',
    'partner.partners.index',
    'partner.partners.show',
    'synchronization.*:read',
    'synchronization.outbox.*',
    'media.uploads.store',
    'media.private-media.show',
  ],
  'moderator-training': [
    ...COMMON_STAFF,
    'training.*',
    'producer.*',
    'order.*',
    'payment.*',
    'contractor.*:read',
    'partner.partners.index',
    'partner.partners.show',
    'media.uploads.store',
    'media.private-media.show',
  ],
  'moderator-trade': [
    ...COMMON_STAFF,
    ...READ_CATALOGUE,
    'contractor.*',
    'partner.*',
    'report.*',
    'notification.*:read',
  ],
  'moderator-docs': [...COMMON_STAFF, 'documentation.*', 'device.*', 'producer.*', 'import.*', 'media.*'],
  'moderator-marketing': [
    ...COMMON_STAFF,
    'news.*',
    'page.*',
    'marketing.*',
    'faq.*',
    'notification.*',
    'media.*',
    'partner.business-areas.index',
  ],
  'moderator-support': [
    ...COMMON_STAFF,
    ...READ_CATALOGUE,
    'faq.*',
    'notification.*',
    'contractor.*:read',
    'partner.partners.index',
    'partner.partners.show',
    'user.users.index',
    'user.users.show',
    'service-order.*:read',
  ],
  'moderator-customer-service': [
    ...COMMON_STAFF,
    ...READ_CATALOGUE,
    'contractor.*',
    'partner.partners.*',
    'partner.new-entries.*',
    'partner.change-requests.*',
    'service-order.*',
    'order.*:read',
    'media.uploads.store',
    'media.private-media.show',
  ],
  'moderator-management': [...COMMON_STAFF, 'report.*', '*:read'],
  'moderator-foreign-partner': [
    ...COMMON_STAFF,
    ...READ_CATALOGUE,
    'contractor.*:read',
    'partner.partners.*',
    'training.*:read',
  ],
  partner: ['partner-zone.*'],
};

function matches(pattern: string, key: string): boolean {
  const [body, modifier] = pattern.split(':');
  if (modifier === 'read' && !/\.(index|show)$/.test(key)) return false;
  if (body === '*') return true;
  if (body.endsWith('.*')) return key.startsWith(body.slice(0, -1));
  return body === key;
}

/** Expanded default keys of a role; staff never get partner-zone keys, partners only those. */
export function defaultKeysFor(slug: string): string[] {
  if (slug === 'super-admin') return CATALOGUE.map((e) => e.key);
  const patterns = ROLE_DEFAULT_PATTERNS[slug as Exclude<RoleSlug, 'super-admin'>];
  if (!patterns) return [];
  const partner = slug === 'partner';
  return CATALOGUE.filter(
    (e) => isPartnerZoneKey(e.key) === partner && patterns.some((p) => matches(p, e.key)),
  ).map((e) => e.key);
}
