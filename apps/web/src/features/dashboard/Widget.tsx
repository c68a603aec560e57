import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * A dashboard card with its loading, failure and empty states. It draws the query's state as a
 * deferred value: a widget's data arrives after the first paint, and React Query's update would
 * draw it in one task, which React splits into slices a slow phone can interleave with input
 * when it is a deferred render.
 */
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
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {extra}
        </Group>
        {status === 'pending' ? (
          <Stack gap={8} aria-busy="true">
            <Skeleton h={18} />
            <Skeleton h={18} />
            <Skeleton h={18} w="70%" />
          </Stack>
        ) : status === 'error' ? (
          <Alert color="red" variant="light">
            {t('dashboard.widgetFailed')}
          </Alert>
        ) : isEmpty(data as T) ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          children(data as T)
        )}
      </Stack>
    </Card>
  );
}
