import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { afterPaint } from '../../lib/after-paint.ts';
import { currentLang, loadLang, useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import type { RouteHandle } from '../../lib/routing.ts';
import classes from './AuthShell.module.css';
import { BrandMark } from './BrandMark.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Sign-in, registration and password screens: one card on the brand background. */
export default function AuthShell() {
  const { t } = useTranslation();
  // The boot loaded only the sign-in strings; the rest (and the message catalogue the forms'
  // errors use) follow the first paint, before anyone can submit or sign in.
  useEffect(() => afterPaint(() => void loadLang(currentLang()).catch(console.error)), []);
  const wide = useMatches().some(
    (m) => (m.handle as RouteHandle | undefined)?.meta?.name === 'auth.register',
  );
  return (
    <Box className={classes.page}>
      <Center mih="100dvh" p="md">
        <Stack w="100%" maw={wide ? 760 : 480} gap="md">
          <Group justify="space-between" wrap="nowrap">
            <BrandMark to={pathFor('auth.login')} />
            <LanguageSwitch />
          </Group>
          <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            {t('auth.footer')}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
