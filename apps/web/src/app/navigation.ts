import type { Icon } from '@tabler/icons-react';
import { IconBuildingStore, IconDevices, IconFileDescription, IconUsers } from '@tabler/icons-react';
import { isGroup, type NavEntry, type NavItem } from '../lib/nav.ts';
import { pathFor, type WebRouteName } from '../lib/paths.ts';
import type { NavArea, RouteLeaf, Zone } from '../lib/routing.ts';
import { ROUTE_LEAVES } from './leaves.ts';

/**
 * The back-office area groups and their place among the top-level entries (the `order` of the
 * leaves' navigation entries). A group shows once a leaf names it (DESIGN §6: no screen appears
 * before its area does).
 */
const CMS_GROUPS: Record<NavArea, { label: string; icon: Icon; order: number }> = {
  partner: { label: 'nav.partnerArea', icon: IconBuildingStore, order: 30 },
  user: { label: 'nav.userArea', icon: IconUsers, order: 40 },
  device: { label: 'nav.deviceArea', icon: IconDevices, order: 50 },
  documentation: { label: 'documentation.nav.area', icon: IconFileDescription, order: 55 },
};

/** A zone's menu from the leaves' navigation entries, sorted by their `order`. */
function buildNav(leaves: readonly RouteLeaf[], zone: Zone): NavEntry[] {
  const top: { order: number; entry: NavEntry }[] = [];
  const groups = new Map<NavArea, { order: number; item: NavItem }[]>();
  for (const leaf of leaves) {
    if (leaf.zone !== zone || !leaf.nav) continue;
    const { label, icon, group, order } = leaf.nav;
    const item: NavItem = {
      route: leaf.name,
      label,
      ...(icon && { icon }),
      ...(leaf.access && { access: leaf.access }),
    };
    if (group) groups.set(group, [...(groups.get(group) ?? []), { order, item }]);
    else top.push({ order, entry: item });
  }
  for (const [area, items] of groups) {
    const { label, icon, order } = CMS_GROUPS[area];
    const sorted = items.sort((a, b) => a.order - b.order).map((i) => i.item);
    top.push({ order, entry: { area, label, icon, items: sorted } });
  }
  return top.sort((a, b) => a.order - b.order).map((e) => e.entry);
}

export const CMS_NAV: NavEntry[] = buildNav(ROUTE_LEAVES, 'cms');

export const PARTNER_NAV: NavEntry[] = buildNav(ROUTE_LEAVES, 'partner');

/**
 * The one menu item that marks the current page: the item whose path is the address itself, or
 * else the item whose path is the longest prefix of it (a record opened from that list). Only one
 * item is ever current, so a list and a menu page nested under its path never light up together,
 * and the home item only matches itself.
 */
export function activeRoute(entries: NavEntry[], pathname: string, home: string): WebRouteName | null {
  const routes = entries.flatMap((e) => (isGroup(e) ? e.items : [e])).map((i) => i.route);
  let best: { route: WebRouteName; length: number } | null = null;
  for (const route of routes) {
    const path = pathFor(route);
    if (path === pathname) return route;
    if (path === home || !pathname.startsWith(`${path}/`)) continue;
    if (!best || path.length > best.length) best = { route, length: path.length };
  }
  return best?.route ?? null;
}
