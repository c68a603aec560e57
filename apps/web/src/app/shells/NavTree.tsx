import { NavLink, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCan } from '../../lib/viewer.ts';
import { isGroup, type NavEntry, type NavGroup, visibleNav } from '../navigation.ts';
import { pathFor, type WebRouteName } from '../paths.ts';

function isActive(pathname: string, route: WebRouteName, home: string) {
  const path = pathFor(route);
  if (path === home) return pathname === home;
  return pathname === path || pathname.startsWith(`${path}/`);
}

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
  return (
    <Stack gap={2} component="nav" aria-label={t('nav.main')}>
      {visibleNav(entries, can).map((entry) => {
        if (isGroup(entry)) {
          return (
            <NavGroupLink
              key={entry.area}
              entry={entry}
              active={entry.items.some((i) => isActive(pathname, i.route, home))}
            >
              {entry.items.map((item) => (
                <NavLink
                  key={item.route}
                  component={Link}
                  to={pathFor(item.route)}
                  label={t(item.label)}
                  active={isActive(pathname, item.route, home)}
                  onClick={onNavigate}
                />
              ))}
            </NavGroupLink>
          );
        }
        return (
          <NavLink
            key={entry.route}
            component={Link}
            to={pathFor(entry.route)}
            label={t(entry.label)}
            leftSection={entry.icon && <entry.icon size={18} stroke={1.6} aria-hidden="true" />}
            active={isActive(pathname, entry.route, home)}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}

/** An area group: opens by itself when one of its pages is current, and on click otherwise. */
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
