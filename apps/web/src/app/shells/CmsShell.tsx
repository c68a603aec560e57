import './shell-styles.ts';
import { AppShell, Burger, Group, ScrollArea, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { NavContext } from '../../lib/nav.ts';
import { pathFor } from '../../lib/paths.ts';
import { CMS_NAV } from '../navigation.ts';
import { BrandMark } from './BrandMark.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useMenuToggle } from './menu-toggle.ts';
import { NavTree } from './NavTree.tsx';
import { useNavDrawn } from './nav-drawn.ts';
import { PageCrumbs, UserMenu } from './parts.tsx';

/** The back office (Panel administracyjny): header, area navigation, breadcrumbs. */
export default function CmsShell() {
  const { t } = useTranslation();
  const { opened, toggle, close } = useMenuToggle();
  const navDrawn = useNavDrawn('md', opened);
  const home = pathFor('dashboard.dashboards.index');
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.toggle')} />
            <BrandMark to={home} />
          </Group>
          <Group gap="md" wrap="nowrap">
            <LanguageSwitch />
            <UserMenu profile="auth.profile.show" />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          {navDrawn && <NavTree entries={CMS_NAV} home={home} onNavigate={close} />}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main className="shell-main">
        <Stack gap="md" maw={1400} mx="auto">
          <PageCrumbs home="dashboard.dashboards.index" />
          <NavContext.Provider value={CMS_NAV}>
            <Outlet />
          </NavContext.Provider>
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}
