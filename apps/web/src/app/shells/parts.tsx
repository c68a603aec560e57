import { Anchor, Avatar, Breadcrumbs, Group, Text, UnstyledButton } from '@mantine/core';
import type { CurrentUser } from '@portal/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentPropsWithRef, type MouseEvent, useState } from 'react';
import { Link, useMatches } from 'react-router';
import { loadChunk } from '../../lib/chunks.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor, type WebRouteName } from '../../lib/paths.ts';
import type { RouteHandle } from '../../lib/routing.ts';
import { useMe } from '../../lib/viewer.ts';
import { titleOf } from '../leaves.ts';
import type { UserMenuPopup } from './UserMenuPopup.tsx';

type UserButtonProps = ComponentPropsWithRef<'button'> & { model: CurrentUser };

/** The user menu's button: the same before the menu's code has loaded and after. */
export function UserButton({ model, ...props }: UserButtonProps) {
  const { t } = useTranslation();
  const initials = `${model.first_name.slice(0, 1)}${model.last_name.slice(0, 1)}`;
  return (
    <UnstyledButton aria-label={t('nav.userMenu')} {...props}>
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
  );
}

const loadMenu = () => loadChunk(() => import('./UserMenuPopup.tsx'));

type Opened = { Popup: typeof UserMenuPopup; focus: boolean } | { error: unknown };

/**
 * The user menu. Its dropdown (Mantine's Menu with Popover, floating-ui and the focus trap, ~30 KB
 * gz) is not needed for a dashboard's first paint, so until the first activation this is the
 * same button with the closed menu's ARIA attributes; pointing at it or focusing it starts the
 * download, and a click (or Enter / Space) swaps in the real menu, already opening, with the focus
 * where it was (UserMenuPopup.tsx). A chunk that does not arrive reaches the route's error screen,
 * which asks for a reload as for a screen's own chunk.
 */
export function UserMenu({ profile }: { profile: WebRouteName }) {
  const me = useMe();
  const [opened, setOpened] = useState<Opened | null>(null);
  if (!me) return null;
  if (opened && 'error' in opened) throw opened.error;
  if (opened) return <opened.Popup model={me.model} profile={profile} focus={opened.focus} />;
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const focus = document.activeElement === event.currentTarget;
    loadMenu().then(
      (m) => setOpened({ Popup: m.UserMenuPopup, focus }),
      (error: unknown) => setOpened({ error }),
    );
  };
  // A failed download is reported by the click that needs it.
  const preload = () => void loadMenu().catch(() => {});
  return (
    <UserButton
      model={me.model}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    />
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
