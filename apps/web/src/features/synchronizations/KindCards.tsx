import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ErpStatus } from '@portal/contracts/erp';
import { IconDownload } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { usePull } from './api.ts';

/** One card per pulled kind: when it last succeeded, whether it runs now, and a manual pull. */
export function KindCards({ erp }: { erp: ErpStatus }) {
  const { t } = useTranslation();
  const can = useCan();
  const pull = usePull();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {erp.kinds.map((k) => (
        <Card key={k.kind} withBorder padding="md">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{t(`synchronizations.kinds.${k.kind}`)}</Text>
              {k.running && <Badge color="blue">{t('synchronizations.running')}</Badge>}
            </Group>
            <Text size="sm" c="dimmed">
              {t('synchronizations.lastSynchronized', {
                date: formatDateTime(k.last_synchronized_at) || t('synchronizations.never'),
              })}
            </Text>
            {can('synchronization.synchronizations.pull') && (
              <Button
                leftSection={<IconDownload size={16} />}
                variant="light"
                aria-label={t('synchronizations.pullKind', { kind: t(`synchronizations.kinds.${k.kind}`) })}
                disabled={!erp.configured || k.running}
                loading={pull.isPending && pull.variables === k.kind}
                onClick={() => pull.mutate(k.kind)}
              >
                {t('synchronizations.pull')}
              </Button>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
