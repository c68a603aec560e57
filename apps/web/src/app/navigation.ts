import type { Icon } from '@tabler/icons-react';
import {
  IconAlertTriangle,
  IconBuildingFactory2,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconDevices,
  IconGauge,
  IconId,
  IconPhoto,
  IconRefresh,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { WebRouteName } from './paths.ts';

export type NavItem = { route: WebRouteName; label: string; icon?: Icon; access?: string };
export type NavGroup = { area: string; label: string; icon: Icon; items: NavItem[] };
export type NavEntry = NavItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/**
 * The back-office navigation, grouped by area. An area adds its group when its screens exist
 * (DESIGN §6: no screen appears before its area does).
 */
export const CMS_NAV: NavEntry[] = [
  { route: 'dashboard.dashboards.index', label: 'nav.dashboard', icon: IconGauge },
  { route: 'contractor.contractors.index', label: 'nav.contractors', icon: IconBuildingWarehouse },
  {
    area: 'partner',
    label: 'nav.partnerArea',
    icon: IconBuildingStore,
    items: [
      { route: 'partner.partners.index', label: 'nav.partners' },
      { route: 'partner.new-entries.index', label: 'nav.newEntries' },
      { route: 'partner.change-requests.index', label: 'nav.changeRequests' },
      { route: 'partner.business-areas.index', label: 'nav.businessAreas' },
      { route: 'partner.partner-statuses.index', label: 'nav.partnerStatuses' },
    ],
  },
  {
    area: 'user',
    label: 'nav.userArea',
    icon: IconUsers,
    items: [
      { route: 'user.users.index', label: 'nav.users' },
      { route: 'user.roles.index', label: 'nav.roles' },
    ],
  },
  {
    area: 'device',
    label: 'nav.deviceArea',
    icon: IconDevices,
    items: [
      { route: 'device.devices.index', label: 'nav.devices' },
      { route: 'device.productcards.index', label: 'nav.productCards' },
      { route: 'device.typecards.index', label: 'nav.typeCards' },
      { route: 'device.groups.index', label: 'nav.deviceGroups' },
      { route: 'device.tags.index', label: 'nav.deviceTags' },
      {
        route: 'device.functionalities.standard',
        label: 'nav.functionalitiesStandard',
        access: 'device.functionalities.index',
      },
      {
        route: 'device.functionalities.optional',
        label: 'nav.functionalitiesOptional',
        access: 'device.functionalities.index',
      },
      { route: 'device.error-codes.index', label: 'nav.errorCodes' },
    ],
  },
  { route: 'producer.producers.index', label: 'nav.producers', icon: IconBuildingFactory2 },
  { route: 'media.media.index', label: 'nav.media', icon: IconPhoto },
  { route: 'synchronization.synchronizations.index', label: 'nav.synchronizations', icon: IconRefresh },
];

export const PARTNER_NAV: NavEntry[] = [
  { route: 'partner-zone.dashboard.index', label: 'nav.dashboard', icon: IconGauge },
  { route: 'partner-zone.device.devices.index', label: 'nav.partnerDevices', icon: IconDevices },
  { route: 'partner-zone.device.errorcodes.index', label: 'nav.partnerErrorCodes', icon: IconAlertTriangle },
  { route: 'partner-zone.company.show', label: 'nav.company', icon: IconId },
  { route: 'partner-zone.user.users.index', label: 'nav.companyUsers', icon: IconUsersGroup },
  { route: 'partner-zone.profile.show', label: 'nav.profile', icon: IconUserCircle },
];

/** Entries the user may open (spec §2): items by their access key, groups by their children. */
export function visibleNav(entries: NavEntry[], can: (key: string) => boolean): NavEntry[] {
  const out: NavEntry[] = [];
  for (const entry of entries) {
    if (isGroup(entry)) {
      const items = entry.items.filter((i) => can(i.access ?? i.route));
      if (items.length) out.push({ ...entry, items });
    } else if (can(entry.access ?? entry.route)) {
      out.push(entry);
    }
  }
  return out;
}
