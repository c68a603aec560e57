import type { Icon } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import type { WebRouteName } from './paths.ts';

/** The menu's shape: items and the areas that group them (built from the route leaves in app/). */
export type NavItem = { route: WebRouteName; label: string; icon?: Icon; access?: string };
export type NavGroup = { area: string; label: string; icon: Icon; items: NavItem[] };
export type NavEntry = NavItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/**
 * Entries the user may open (spec §2): items by their access key, groups by their children. A
 * group left with a single child is shown as that child alone, with the group's icon: a
 * disclosure that hides one link only costs a keyboard user an extra stop.
 */
export function visibleNav(entries: NavEntry[], can: (key: string) => boolean): NavEntry[] {
  const out: NavEntry[] = [];
  for (const entry of entries) {
    if (isGroup(entry)) {
      const items = entry.items.filter((i) => can(i.access ?? i.route));
      if (items.length === 1) out.push({ ...items[0], icon: items[0].icon ?? entry.icon });
      else if (items.length) out.push({ ...entry, items });
    } else if (can(entry.access ?? entry.route)) {
      out.push(entry);
    }
  }
  return out;
}

/**
 * The menu of the shell a screen is in, provided by the shell (app/ composes it from the
 * features' leaves), so a screen that lists the menu (the dashboard's shortcuts) needs no import
 * of app/.
 */
export const NavContext = createContext<NavEntry[]>([]);

export const useNavEntries = () => useContext(NavContext);
