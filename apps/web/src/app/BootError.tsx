import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n.ts';
import { Providers } from './Providers.tsx';

function Message({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center" role="alert">
        <Title order={1} size="h3">
          {t('boot.title')}
        </Title>
        <Text c="dimmed">{t('boot.message')}</Text>
        <Button onClick={onRetry}>{t('boot.retry')}</Button>
      </Stack>
    </Center>
  );
}

/** The API did not answer at start-up: say so, and offer to try again. */
export function BootError({ onRetry }: { onRetry: () => void }) {
  return (
    <Providers brand={null}>
      <Message onRetry={onRetry} />
    </Providers>
  );
}
