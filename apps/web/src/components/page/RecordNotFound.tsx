import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useMatches, useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor, type WebRouteName } from '../../lib/paths.ts';
import type { RouteHandle } from '../../lib/routing.ts';

/**
 * Where "back" leads from a record that is not there: the list the route names as its parent
 * (its breadcrumb step), else the zone's dashboard — so every show and edit page gets a way out
 * without declaring one.
 */
function useBackTarget(): { to: string; toList: boolean } {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const params = useParams();
  const parent = handle?.meta?.parent as WebRouteName | undefined;
  if (parent) {
    try {
      return { to: pathFor(parent, params as Record<string, string>), toList: true };
    } catch {
      // A parent needing a parameter this route does not have: the dashboard below is still a way out.
    }
  }
  const home: WebRouteName =
    handle?.zone === 'partner' ? 'partner-zone.dashboard.index' : 'dashboard.dashboards.index';
  return { to: pathFor(home), toList: false };
}

/** A record opened by an id that does not exist (404): says so in words and leads back. */
export function RecordNotFound() {
  const { t } = useTranslation();
  const back = useBackTarget();
  return (
    <Center mih="40dvh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Title order={1} size="h3">
          {t('recordNotFound.title')}
        </Title>
        <Text c="dimmed">{t('recordNotFound.message')}</Text>
        <Button component={Link} to={back.to} leftSection={<IconArrowLeft size={16} />}>
          {t(back.toList ? 'recordNotFound.backToList' : 'recordNotFound.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
