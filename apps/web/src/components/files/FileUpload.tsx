import {
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Loader,
  Paper,
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
import { IconAlertTriangle, IconCheck, IconFile, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { useMessage } from '../../lib/i18n.ts';
import { notifyError } from '../../lib/notifications.ts';
import { extensionOf, mergeFiles } from './file-list.ts';
import { type UploadRoute, uploadFile } from './upload.ts';

type Pending = { key: string; name: string; state: 'uploading' | 'failed'; error?: string };

/**
 * Picks files, uploads each at once and hands the file records up. A single picker replaces its
 * file; a multiple picker adds files unique by signature (spec §9). Upload states: uploading,
 * uploaded, failed (spec §4).
 */
export function FileUpload({
  purpose,
  route = 'media.uploads.store',
  value,
  onChange,
  multiple = false,
  label,
  description,
  disabled,
}: {
  purpose: UploadPurpose;
  route?: UploadRoute;
  value: FileRecord[];
  onChange: (files: FileRecord[]) => void;
  multiple?: boolean;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [pending, setPending] = useState<Pending[]>([]);
  const rules = UPLOAD_PURPOSES[purpose];
  const allowed = new Set<string>(rules.accept.flatMap((k) => [...FILE_TYPES[k].names]));

  async function pick(picked: File | File[] | null) {
    const files = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
    let current = value;
    for (const file of files) {
      const key = `${file.name}-${file.size}-${file.lastModified}`;
      if (!allowed.has(extensionOf(file.name))) {
        setPending((p) => [
          ...p,
          { key, name: file.name, state: 'failed', error: message('errors.file_type') },
        ]);
        continue;
      }
      if (file.size > rules.maxBytes) {
        const error = message(
          `errors.file_size|${JSON.stringify({ limit: formatFileSize(rules.maxBytes) })}`,
        );
        setPending((p) => [...p, { key, name: file.name, state: 'failed', error }]);
        continue;
      }
      setPending((p) => [...p.filter((x) => x.key !== key), { key, name: file.name, state: 'uploading' }]);
      try {
        const record = await uploadFile(file, purpose, route);
        current = mergeFiles(current, [record], multiple);
        onChange(current);
        setPending((p) => p.filter((x) => x.key !== key));
      } catch (err) {
        const error =
          err instanceof ApiError
            ? (Object.values(err.body.errors ?? {})[0]?.[0] ?? err.body.message)
            : undefined;
        if (!(err instanceof ApiError)) notifyError(err);
        setPending((p) => p.map((x) => (x.key === key ? { ...x, state: 'failed', error } : x)));
      }
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
            <Group gap="sm" wrap="nowrap" miw={0}>
              {p.state === 'uploading' ? (
                <Loader size="sm" />
              ) : (
                <IconAlertTriangle size={20} color="var(--mantine-color-red-7)" aria-hidden="true" />
              )}
              <div style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {p.name}
                </Text>
                <Text size="xs" c={p.state === 'failed' ? 'red.7' : 'dimmed'}>
                  {p.state === 'uploading' ? t('files.uploading') : (p.error ?? t('files.failed'))}
                </Text>
              </div>
            </Group>
            {p.state === 'failed' && (
              <CloseButton
                aria-label={t('common.close')}
                onClick={() => setPending((all) => all.filter((x) => x.key !== p.key))}
              />
            )}
          </Group>
        </Paper>
      ))}
      <Group>
        <FileButton onChange={(f) => void pick(f)} accept={acceptAttribute(rules.accept)} multiple={multiple}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} disabled={disabled}>
              {t(value.length && !multiple ? 'files.replace' : 'files.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
