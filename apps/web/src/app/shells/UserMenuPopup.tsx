import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import type { CurrentUser } from '@portal/contracts';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { logout } from '../../features/auth/api/logout.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor, type WebRouteName } from '../../lib/paths.ts';
import { UserButton } from './parts.tsx';

/**
 * The user menu once its code has loaded (see `UserMenu` in parts.tsx). It mounts because the
 * button was activated, so it opens at once. The button it replaces had the focus if the user
 * clicked or pressed Enter on it: the new one takes it back before the menu opens, so Mantine's
 * focus return on close lands on it, as it does on every later opening.
 */
export function UserMenuPopup({
  model,
  profile,
  focus,
}: {
  model: CurrentUser;
  profile: WebRouteName;
  focus: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the activation that mounted it
  useEffect(() => {
    if (focus) target.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UserButton ref={target} model={model} />
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
