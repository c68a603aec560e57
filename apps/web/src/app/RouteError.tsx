import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isChunkError } from '../lib/chunks.ts';
import { useTranslation } from '../lib/i18n.ts';

/** A failed route: a chunk that did not load asks for a reload instead of leaving a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = isChunkError(error);
  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center" role="alert">
        <Title order={1} size="h3">
          {t(chunk ? 'chunkError.title' : 'appError.title')}
        </Title>
        <Text c="dimmed">{t(chunk ? 'chunkError.message' : 'appError.message')}</Text>
        <Button onClick={() => window.location.reload()}>{t('chunkError.reload')}</Button>
      </Stack>
    </Center>
  );
}
