import { Anchor, Avatar, Breadcrumbs, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useMatches } from 'react-router';
import { logout } from '../../features/auth/api/logout.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor, type WebRouteName } from '../../lib/paths.ts';
import type { RouteHandle } from '../../lib/routing.ts';
import { useMe } from '../../lib/viewer.ts';
import { titleOf } from '../leaves.ts';

export function UserMenu({ profile }: { profile: WebRouteName }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!me) return null;
  const { model } = me;
  const initials = `${model.first_name.slice(0, 1)}${model.last_name.slice(0, 1)}`;
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.userMenu')}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={34}>
              {initials}
            </Avatar>
            <div className="shell-user-text">
              <Text size="sm" fw={600} lh={1.2} truncate maw={180}>
                {model.first_name} {model.last_name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} truncate maw={180}>
                {model.partner?.name ?? model.role.name}
              </Text>
            </div>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{model.email}</Menu.Label>
        <Menu.Item component={Link} to={pathFor(profile)} leftSection={<IconUserCircle size={16} />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Breadcrumbs from the dashboard of the zone to the current page (spec §2). */
export function PageCrumbs({ home }: { home: WebRouteName }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const meta = matches.map((m) => (m.handle as RouteHandle | undefined)?.meta).findLast(Boolean);
  const trail: { label: string; to?: string }[] = [{ label: t('nav.dashboard'), to: pathFor(home) }];
  if (meta && meta.name !== home) {
    if (meta.parent) {
      const parentTitle = titleOf(meta.parent);
      if (parentTitle) trail.push({ label: t(parentTitle), to: pathFor(meta.parent as WebRouteName) });
    }
    trail.push({ label: t(meta.title) });
  }
  return (
    <nav aria-label={t('nav.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} fz="sm">
        {trail.map((c, i) =>
          c.to && i < trail.length - 1 ? (
            <Anchor key={c.label} component={Link} to={c.to} fz="sm">
              {c.label}
            </Anchor>
          ) : (
            <Text key={c.label} fz="sm" c="dimmed" aria-current={i === trail.length - 1 ? 'page' : undefined}>
              {c.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
