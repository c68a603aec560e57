import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { toViewer } from '../lib/current-user.ts';
import { LOGIN_PATH, landingPath } from '../lib/guard.ts';
import { useTranslation } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { useMe } from '../lib/viewer.ts';

/** Unknown routes (spec §2, §8): 'Nie znaleziono strony' with a way back. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const me = useMe();
  const home = session.token() && me ? landingPath(toViewer(me)) : LOGIN_PATH;
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={64} fw={700} c="dimmed" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h3">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.message')}</Text>
        <Button component={Link} to={home}>
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
