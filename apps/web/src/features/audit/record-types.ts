import type { WebRouteName } from '../../lib/paths.ts';

/**
 * The record types the audit log knows (each area's `recordType`), with the screen that opens
 * a record of that type where one exists. `access` is the key the screen asks for.
 */
export const RECORD_TYPES: Record<string, { route?: WebRouteName; access?: string } | null> = {
  contractor: { route: 'contractor.contractors.show' },
  contact: null,
  partner: null,
  partner_change_request: { route: 'partner.change-requests.show' },
  partner_status: { route: 'partner.partner-statuses.show', access: 'partner.partner-statuses.update' },
  business_area: { route: 'partner.business-areas.show', access: 'partner.business-areas.update' },
  user: { route: 'user.users.show' },
  role: { route: 'user.roles.show' },
  brand: { route: 'brand.brands.show', access: 'brand.brands.update' },
  device: { route: 'device.devices.show' },
  device_configuration: null,
  device_group: { route: 'device.groups.show', access: 'device.groups.update' },
  device_tag: { route: 'device.tags.show', access: 'device.tags.update' },
  error_code: { route: 'device.error-codes.show', access: 'device.error-codes.update' },
  functionality: { route: 'device.functionalities.show', access: 'device.functionalities.update' },
  product_card: { route: 'device.productcards.show', access: 'device.productcards.update' },
  type_card: { route: 'device.typecards.show', access: 'device.typecards.update' },
  producer: { route: 'producer.producers.show', access: 'producer.producers.update' },
  documentation: {
    route: 'documentation.documentations.show',
    access: 'documentation.documentations.update',
  },
  documentation_category: {
    route: 'documentation.categories.show',
    access: 'documentation.categories.update',
  },
  documentation_type: { route: 'documentation.types.show', access: 'documentation.types.update' },
  documentation_tag: { route: 'documentation.tags.show', access: 'documentation.tags.update' },
  file: null,
  media_directory: null,
  erp_customer: null,
  erp_outbox: null,
};

/** The screen of an audited record, when it has one and the record still exists. */
export function recordLink(type: string, action: string) {
  const target = RECORD_TYPES[type];
  if (!target?.route || action === 'delete') return null;
  return { route: target.route, access: target.access ?? target.route };
}

/** A changed value as text: empty as a dash, yes/no, lists and objects as JSON. */
export function valueText(value: unknown, yes: string, no: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
