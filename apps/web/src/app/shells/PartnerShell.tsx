import './shell-styles.ts';
import { AppShell, Burger, Group, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { PARTNER_NAV } from '../navigation.ts';
import { BrandMark } from './BrandMark.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useMenuToggle } from './menu-toggle.ts';
import { NavTree } from './NavTree.tsx';
import { useNavDrawn } from './nav-drawn.ts';
import { PageCrumbs, UserMenu } from './parts.tsx';

/** The partner zone (Strefa Partnera), mounted at the root; usable from 390 px up. */
export default function PartnerShell() {
  const { t } = useTranslation();
  const { opened, toggle, close } = useMenuToggle();
  const navDrawn = useNavDrawn('sm', opened);
  const home = pathFor('partner-zone.dashboard.index');
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <BrandMark to={home} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <UserMenu profile="partner-zone.profile.show" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        {navDrawn && <NavTree entries={PARTNER_NAV} home={home} onNavigate={close} />}
      </AppShell.Navbar>
      <AppShell.Main className="shell-main">
        <Stack gap="md" maw={1200} mx="auto">
          <PageCrumbs home="partner-zone.dashboard.index" />
          <Outlet />
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
