import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';

/** The end of a public form: what happened and the way to the sign-in screen. */
export function Done({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="sm" role="status">
      <ThemeIcon size={56} radius="xl" color="green" variant="light">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{message}</Text>
      <Button component={Link} to={pathFor('auth.login')} mt="sm">
        {t('auth.backToLogin')}
      </Button>
    </Stack>
  );
}
