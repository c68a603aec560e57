import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCan } from '../../lib/viewer.ts';
import { isGroup, type NavEntry, visibleNav } from '../navigation.ts';
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
          const open = entry.items.some((i) => isActive(pathname, i.route, home));
          return (
            <NavLink
              key={entry.area}
              label={t(entry.label)}
              leftSection={<entry.icon size={18} stroke={1.6} aria-hidden="true" />}
              defaultOpened={open}
              childrenOffset={30}
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
            </NavLink>
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
