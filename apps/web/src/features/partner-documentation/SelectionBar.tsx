import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileZip, IconX } from '@tabler/icons-react';
import { ApiError } from '../../lib/api.ts';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { useZipDownload } from './api/documentation.ts';

/** The server's own words for a refused ZIP: "at least one", "at most {length} at once". */
function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.body.errors?.ids?.[0] ?? error.body.message ?? null;
}

/**
 * The selected documents' ZIP, kept in reach at the bottom of the screen: how many are selected
 * (or that one must be), clearing the selection and the download.
 */
export function SelectionBar({ ids, onClear }: { ids: number[]; onClear: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const zip = useZipDownload();
  // A refusal speaks of the selection it was given; a changed selection has not been refused yet.
  const refused = zip.isError && zip.variables === ids ? refusal(zip.error) : null;
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p={{ base: 'xs', sm: 'sm' }}
      role="region"
      aria-label={t('partnerDocumentation.selection')}
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-sm)', zIndex: 3 }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs" justify="space-between" style={{ flex: '1 1 auto' }}>
            <Text size="sm" fw={500} aria-live="polite" data-testid="selection-count">
              {ids.length
                ? t('partnerDocumentation.selected', { count: ids.length })
                : message('documentation.select_at_least_one')}
            </Text>
            {ids.length > 0 && (
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                leftSection={<IconX size={16} aria-hidden="true" />}
                onClick={() => {
                  zip.reset();
                  onClear();
                }}
              >
                {t('partnerDocumentation.clearSelection')}
              </Button>
            )}
          </Group>
          <Button
            size="sm"
            w={{ base: '100%', sm: 'auto' }}
            leftSection={<IconFileZip size={18} aria-hidden="true" />}
            disabled={ids.length === 0}
            loading={zip.isPending}
            onClick={() => zip.mutate(ids)}
          >
            {t('partnerDocumentation.downloadZip')}
          </Button>
        </Group>
        {refused && (
          <Text size="sm" c="red.8" role="alert">
            {refused}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
