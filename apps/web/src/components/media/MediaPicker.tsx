import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Pagination.css';
import { Alert, Button, Grid, Group, Modal, Pagination, ScrollArea, Skeleton, Text } from '@mantine/core';
import { FILE_TYPES, type FileRecord, type FileTypeKey, MEDIA_ROOT } from '@portal/contracts/files';
import { IconPhoto } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { mergeFiles } from '../files/file-list.ts';
import { DirectoryTree } from './DirectoryTree.tsx';
import { FileGrid } from './FileGrid.tsx';
import { useMediaFiles, useMediaTree } from './media-api.ts';

/**
 * Picks files from the media library for a form field (spec §9): only the types the field
 * accepts can be chosen; a single picker keeps one file, a multiple one several.
 */
export function MediaPicker({
  opened,
  onClose,
  accept,
  multiple = false,
  onPick,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  accept: readonly FileTypeKey[];
  multiple?: boolean;
  onPick: (files: FileRecord[]) => void;
  title?: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [dir, setDir] = useState(MEDIA_ROOT);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<FileRecord[]>([]);
  const tree = useMediaTree();
  const listing = useMediaFiles(dir, page);
  const mimes = new Set<string>(accept.map((k) => FILE_TYPES[k].mime));
  const close = () => {
    setChosen([]);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title ?? t('media.picker.title')} size="80rem" radius="md">
      <Text size="sm" c="dimmed" mb="sm">
        {t('media.picker.accepts', { types: accept.flatMap((k) => FILE_TYPES[k].names).join(', ') })}
      </Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <ScrollArea.Autosize mah={460}>
            {tree.data ? (
              <DirectoryTree
                node={tree.data}
                current={dir}
                rootLabel={t('media.root')}
                onSelect={(path) => {
                  setDir(path);
                  setPage(1);
                }}
              />
            ) : (
              <Skeleton h={120} />
            )}
          </ScrollArea.Autosize>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          {listing.isError && <Alert color="red">{t('media.loadFailed')}</Alert>}
          {listing.data ? (
            listing.data.results.length ? (
              <FileGrid
                files={listing.data.results}
                selected={new Set(chosen.map((f) => f.signature))}
                disabledReason={(f) => (mimes.has(f.mime) ? null : (message('errors.file_type') ?? null))}
                onToggle={(file) =>
                  setChosen((current) =>
                    current.some((f) => f.signature === file.signature)
                      ? current.filter((f) => f.signature !== file.signature)
                      : mergeFiles(current, [file], multiple),
                  )
                }
              />
            ) : (
              <Text c="dimmed" ta="center" py="xl">
                {t('media.emptyDirectory')}
              </Text>
            )
          ) : (
            <Skeleton h={220} />
          )}
          {listing.data && listing.data.pagination.last_page > 1 && (
            <Group justify="center" mt="md">
              <Pagination
                total={listing.data.pagination.last_page}
                value={listing.data.pagination.current}
                onChange={setPage}
                size="sm"
              />
            </Group>
          )}
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={chosen.length === 0}
          onClick={() => {
            onPick(chosen);
            close();
          }}
        >
          {t('media.picker.choose', { count: chosen.length })}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * A button that opens the picker for a form field: a single field's file is replaced, a
 * multiple field's files are added unique by signature (spec §9).
 */
export function MediaPickerButton({
  accept,
  multiple = false,
  value,
  onChange,
  disabled,
  children,
}: {
  accept: readonly FileTypeKey[];
  multiple?: boolean;
  value: FileRecord[];
  onChange: (files: FileRecord[]) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPhoto size={16} />}
        disabled={disabled}
        onClick={() => setOpened(true)}
      >
        {children ?? t('media.picker.open')}
      </Button>
      {opened && (
        <MediaPicker
          opened
          accept={accept}
          multiple={multiple}
          onClose={() => setOpened(false)}
          onPick={(files) => onChange(mergeFiles(value, files, multiple))}
        />
      )}
    </>
  );
}
