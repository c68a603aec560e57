import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { DocumentFileButtons } from '../../components/documentation/DocumentFileButtons.tsx';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useDeviceDocuments } from './api/partner-devices.ts';

/** The device's documents (manuals, declarations…) with download and PDF preview. */
export function DeviceDocuments({ deviceId, model }: { deviceId: number; model: string }) {
  const { t } = useTranslation();
  const tr = useTranslated();
  const query = useDeviceDocuments(deviceId);
  const documents = query.data ?? [];
  const library = `${pathFor('partner-zone.documentation.documentations.index')}?model=${encodeURIComponent(model)}`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="device-documents"
    >
      <Stack gap="sm">
        <Group gap={8} wrap="nowrap">
          <IconFileText size={20} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
          <Title order={2} size="h4" id="device-documents">
            {t('partnerDocumentation.deviceDocuments')}
          </Title>
          {documents.length > 0 && <Badge variant="default">{documents.length}</Badge>}
        </Group>
        {query.isError ? (
          <LoadFailed inline error={query.error} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton h={56} />
            <Skeleton h={56} />
          </Stack>
        ) : documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('partnerDocumentation.noDeviceDocuments')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {documents.map((d) => {
              const title = tr(d.title);
              return (
                <li
                  key={d.id}
                  data-testid="device-document"
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)', padding: '8px 0' }}
                >
                  <Stack gap={4}>
                    <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                      {title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Text span ff="monospace" size="xs">
                        {d.documentation_number}
                      </Text>
                      {` · ${tr(d.type.name)} · ${d.locale.toUpperCase()}`}
                    </Text>
                    <DocumentFileButtons document={d} title={title} />
                  </Stack>
                </li>
              );
            })}
          </Stack>
        )}
        {documents.length > 0 && (
          <Anchor component={Link} to={library} size="sm">
            {t('partnerDocumentation.openLibrary')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
