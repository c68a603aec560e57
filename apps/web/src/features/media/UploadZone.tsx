import '@mantine/core/styles/Progress.css';
import { ActionIcon, Button, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  acceptAttribute,
  FILE_TYPES,
  formatFileSize,
  MEDIA_FILE_TYPES,
  UPLOAD_LIMITS,
} from '@portal/contracts/files';
import { IconAlertTriangle, IconCheck, IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { refusalBeforeUpload } from '../../components/files/file-list.ts';
import { refusalOf } from '../../components/files/upload.ts';
import { uploadToLibrary, useRefreshMedia } from '../../components/media/media-api.ts';
import { ApiError } from '../../lib/api.ts';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../lib/notifications.ts';

type Item = {
  key: string;
  file: File;
  state: 'uploading' | 'uploaded' | 'failed';
  progress: number;
  error?: string;
  retryable: boolean;
};

const NAMES = new Set<string>(MEDIA_FILE_TYPES.flatMap((k) => [...FILE_TYPES[k].names]));

/**
 * Upload into the current directory by drag-and-drop or a file button, one request per file
 * with its own progress; states uploading / uploaded / failed, a failed file can be retried
 * or removed (spec §4). Format and sizes are checked here first (spec §5), then by the server.
 */
export function UploadZone({ dir }: { dir: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const refresh = useRefreshMedia();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [over, setOver] = useState(false);
  const update = (key: string, patch: Partial<Item>) =>
    setItems((all) => all.map((x) => (x.key === key ? { ...x, ...patch } : x)));

  async function send(item: Item) {
    update(item.key, { state: 'uploading', progress: 0, error: undefined });
    try {
      const res = await uploadToLibrary(item.file, dir, (share) => update(item.key, { progress: share }));
      update(item.key, { state: 'uploaded', progress: 1 });
      notifySuccess(res);
    } catch (err) {
      if (!(err instanceof ApiError)) notifyError(err);
      update(item.key, {
        state: 'failed',
        error: err instanceof ApiError ? refusalOf(err.body) : undefined,
        retryable: true,
      });
    } finally {
      void refresh();
    }
  }

  async function add(files: File[]) {
    let taken = 0;
    const batch: Item[] = files.map((file, i) => {
      const refusal = refusalBeforeUpload(
        file,
        { names: NAMES, maxBytes: UPLOAD_LIMITS.maxBytes, totalBytes: UPLOAD_LIMITS.totalBytes },
        taken,
        formatFileSize,
      );
      if (!refusal) taken += file.size;
      return {
        key: `${Date.now()}-${i}-${file.name}`,
        file,
        state: refusal ? 'failed' : 'uploading',
        progress: 0,
        error: refusal ? message(refusal) : undefined,
        retryable: !refusal,
      };
    });
    setItems((all) => [...all.filter((x) => x.state !== 'uploaded'), ...batch]);
    for (const item of batch) if (item.state === 'uploading') await send(item);
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void add(Array.from(e.dataTransfer.files));
  };

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        radius="md"
        p="md"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        bg={over ? 'blue.0' : undefined}
        style={{ borderStyle: 'dashed', borderWidth: 2 }}
      >
        <Group justify="center" gap="md">
          <IconCloudUpload size={32} color="var(--mantine-color-blue-6)" aria-hidden="true" />
          <div>
            <Text size="sm" fw={500}>
              {t('media.dropHere')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('media.limits', {
                single: formatFileSize(UPLOAD_LIMITS.maxBytes),
                total: formatFileSize(UPLOAD_LIMITS.totalBytes),
              })}
            </Text>
          </div>
          <Button variant="default" onClick={() => input.current?.click()}>
            {t('media.chooseFiles')}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={acceptAttribute(MEDIA_FILE_TYPES)}
            aria-label={t('media.chooseFiles')}
            data-testid="media-upload-input"
            onChange={(e) => {
              void add(Array.from(e.currentTarget.files ?? []));
              e.currentTarget.value = '';
            }}
          />
        </Group>
      </Paper>
      {items.map((item) => (
        <Paper
          key={item.key}
          withBorder
          radius="md"
          p="xs"
          role={item.state === 'failed' ? 'alert' : 'status'}
          data-testid="media-upload-item"
          data-state={item.state}
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              {item.state === 'failed' ? (
                <IconAlertTriangle size={18} color="var(--mantine-color-red-7)" aria-hidden="true" />
              ) : item.state === 'uploaded' ? (
                <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden="true" />
              ) : (
                <IconCloudUpload size={18} color="var(--mantine-color-blue-7)" aria-hidden="true" />
              )}
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" truncate>
                  {item.file.name}
                </Text>
                <Text size="xs" c={item.state === 'failed' ? 'red.7' : 'dimmed'}>
                  {item.state === 'uploading'
                    ? t('files.uploadingShare', { percent: Math.round(item.progress * 100) })
                    : item.state === 'uploaded'
                      ? t('files.uploaded')
                      : (item.error ?? t('files.failed'))}
                </Text>
                {item.state === 'uploading' && (
                  <Progress value={item.progress * 100} size="sm" aria-label={item.file.name} />
                )}
              </div>
            </Group>
            {item.state !== 'uploading' && (
              <Group gap={4} wrap="nowrap">
                {item.state === 'failed' && item.retryable && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('files.retry', { name: item.file.name })}
                    onClick={() => void send(item)}
                  >
                    <IconRefresh size={16} />
                  </ActionIcon>
                )}
                <CloseButton
                  aria-label={t('files.removeFailed', { name: item.file.name })}
                  onClick={() => setItems((all) => all.filter((x) => x.key !== item.key))}
                />
              </Group>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
