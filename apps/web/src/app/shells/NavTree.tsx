import { NavLink, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { isGroup, type NavEntry, type NavGroup, type NavItem, visibleNav } from '../../lib/nav.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { activeRoute } from '../navigation.ts';

/** Side navigation: only what the user may open (spec §2, §6). */
export function NavTree({
  entries,
  home,
  onNavigate,
}: {
  entries: NavEntry[];
  home: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const { pathname } = useLocation();
  const visible = visibleNav(entries, can);
  const current = activeRoute(visible, pathname, home);
  const link = (item: NavItem, withIcon: boolean) => (
    <NavLink
      key={item.route}
      component={Link}
      to={pathFor(item.route)}
      label={t(item.label)}
      leftSection={withIcon && item.icon && <item.icon size={18} stroke={1.6} aria-hidden="true" />}
      active={item.route === current}
      aria-current={item.route === current ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
  return (
    <Stack gap={2} component="nav" aria-label={t('nav.main')}>
      {visible.map((entry) =>
        isGroup(entry) ? (
          <NavGroupLink key={entry.area} entry={entry} active={entry.items.some((i) => i.route === current)}>
            {entry.items.map((item) => link(item, false))}
          </NavGroupLink>
        ) : (
          link(entry, true)
        ),
      )}
    </Stack>
  );
}

/**
 * An area group: a real button (Tab reaches it, Enter and Space toggle it, `aria-expanded` tells
 * a screen reader its state), open by itself when one of its pages is current.
 */
function NavGroupLink({
  entry,
  active,
  children,
}: {
  entry: NavGroup;
  active: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(active);
  useEffect(() => {
    if (active) setOpened(true);
  }, [active]);
  return (
    <NavLink
      component="button"
      type="button"
      aria-expanded={opened}
      label={t(entry.label)}
      leftSection={<entry.icon size={18} stroke={1.6} aria-hidden="true" />}
      opened={opened}
      onChange={setOpened}
      childrenOffset={30}
    >
      {children}
    </NavLink>
  );
}
