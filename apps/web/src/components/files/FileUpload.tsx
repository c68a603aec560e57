import '@mantine/core/styles/Progress.css';
import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import {
  acceptAttribute,
  FILE_TYPES,
  type FileRecord,
  formatFileSize,
  isImageMime,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from '@portal/contracts/files';
import { IconAlertTriangle, IconCheck, IconFile, IconRefresh, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { notifyError } from '../../lib/notifications.ts';
import { mergeFiles, refusalBeforeUpload } from './file-list.ts';
import { refusalOf, type UploadRoute, uploadFile } from './upload.ts';

type Pending = {
  key: string;
  file: File;
  state: 'uploading' | 'failed';
  progress: number;
  error?: string;
  /** Refused by the field's own rules: sending it again cannot help. */
  retryable: boolean;
};

/**
 * Picks files, uploads each at once and hands the file records up. A single picker replaces its
 * file; a multiple picker adds files unique by signature (spec §9). Upload states: uploading
 * (with its progress), uploaded, failed — a failed one can be retried or removed (spec §4).
 * The field's limits (spec §5) are checked here first and again by the server.
 */
export function FileUpload({
  purpose,
  route = 'media.uploads.store',
  value,
  onChange,
  multiple = false,
  totalBytes,
  label,
  description,
  disabled,
  extra,
}: {
  purpose: UploadPurpose;
  route?: UploadRoute;
  value: FileRecord[];
  onChange: (files: FileRecord[]) => void;
  multiple?: boolean;
  /** A limit of the field's files together (spec §5: service order images 5 MB in total). */
  totalBytes?: number;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** More buttons beside the file button (a media library picker…). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [pending, setPending] = useState<Pending[]>([]);
  const rules = UPLOAD_PURPOSES[purpose];
  const names = new Set<string>(rules.accept.flatMap((k) => [...FILE_TYPES[k].names]));
  const update = (key: string, patch: Partial<Pending>) =>
    setPending((p) => p.map((x) => (x.key === key ? { ...x, ...patch } : x)));

  async function send(key: string, file: File, current: FileRecord[]): Promise<FileRecord[]> {
    update(key, { state: 'uploading', progress: 0, error: undefined });
    try {
      const record = await uploadFile(file, purpose, route, (share) => update(key, { progress: share }));
      const next = mergeFiles(current, [record], multiple);
      onChange(next);
      setPending((p) => p.filter((x) => x.key !== key));
      return next;
    } catch (err) {
      if (!(err instanceof ApiError)) notifyError(err);
      update(key, { state: 'failed', error: err instanceof ApiError ? refusalOf(err.body) : undefined });
      return current;
    }
  }

  async function pick(picked: File | File[] | null) {
    const files = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
    let current = value;
    let taken = multiple ? value.reduce((sum, f) => sum + f.size, 0) : 0;
    for (const file of files) {
      const key = `${file.name}-${file.size}-${file.lastModified}`;
      const refusal = refusalBeforeUpload(
        file,
        { names, maxBytes: rules.maxBytes, totalBytes },
        taken,
        formatFileSize,
      );
      const entry: Pending = {
        key,
        file,
        state: refusal ? 'failed' : 'uploading',
        progress: 0,
        retryable: !refusal,
      };
      if (refusal) entry.error = message(refusal);
      setPending((p) => [...p.filter((x) => x.key !== key), entry]);
      if (refusal) continue;
      taken += file.size;
      current = await send(key, file, current);
    }
  }

  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {description && (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {value.map((file) => (
        <Paper key={file.signature} withBorder p="xs" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              {file.url && isImageMime(file.mime) ? (
                <Image src={file.url} alt={file.original_name} h={48} w={96} fit="contain" radius="sm" />
              ) : (
                <ThemeIcon variant="light" size={40}>
                  <IconFile size={20} />
                </ThemeIcon>
              )}
              <div style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {file.original_name}
                </Text>
                <Group gap={4}>
                  <IconCheck size={12} color="var(--mantine-color-green-7)" aria-hidden="true" />
                  <Text size="xs" c="dimmed">
                    {t('files.uploaded')} · {formatFileSize(file.size)}
                  </Text>
                </Group>
              </div>
            </Group>
            <CloseButton
              aria-label={t('files.remove', { name: file.original_name })}
              disabled={disabled}
              onClick={() => onChange(value.filter((f) => f.signature !== file.signature))}
            />
          </Group>
        </Paper>
      ))}
      {pending.map((p) => (
        <Paper key={p.key} withBorder p="xs" radius="md" role={p.state === 'failed' ? 'alert' : 'status'}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
              {p.state === 'failed' ? (
                <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" aria-hidden="true" />
              ) : (
                <IconUpload size={20} color="var(--mantine-color-blue-7)" aria-hidden="true" />
              )}
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" truncate>
                  {p.file.name}
                </Text>
                {p.state === 'uploading' ? (
                  <>
                    <Text size="xs" c="dimmed">
                      {t('files.uploadingShare', { percent: Math.round(p.progress * 100) })}
                    </Text>
                    <Progress value={p.progress * 100} size="sm" aria-label={p.file.name} />
                  </>
                ) : (
                  <Text size="xs" c="red.7">
                    {p.error ?? t('files.failed')}
                  </Text>
                )}
              </div>
            </Group>
            {p.state === 'failed' && (
              <Group gap={4} wrap="nowrap">
                {p.retryable && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('files.retry', { name: p.file.name })}
                    onClick={() => void send(p.key, p.file, value)}
                  >
                    <IconRefresh size={16} />
                  </ActionIcon>
                )}
                <CloseButton
                  aria-label={t('files.removeFailed', { name: p.file.name })}
                  onClick={() => setPending((all) => all.filter((x) => x.key !== p.key))}
                />
              </Group>
            )}
          </Group>
        </Paper>
      ))}
      <Group gap="sm">
        <FileButton onChange={(f) => void pick(f)} accept={acceptAttribute(rules.accept)} multiple={multiple}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} disabled={disabled}>
              {t(value.length && !multiple ? 'files.replace' : 'files.choose')}
            </Button>
          )}
        </FileButton>
        {extra}
      </Group>
    </Stack>
  );
}
