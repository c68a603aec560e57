import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

/** A dashboard card with its loading, failure and empty states. */
export function Widget<T>({
  title,
  query,
  isEmpty,
  empty,
  extra,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  extra?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {extra}
        </Group>
        {query.isPending ? (
          <Stack gap={8} aria-busy="true">
            <Skeleton h={18} />
            <Skeleton h={18} />
            <Skeleton h={18} w="70%" />
          </Stack>
        ) : query.isError ? (
          <Alert color="red" variant="light">
            {t('dashboard.widgetFailed')}
          </Alert>
        ) : isEmpty(query.data) ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          children(query.data)
        )}
      </Stack>
    </Card>
  );
}
