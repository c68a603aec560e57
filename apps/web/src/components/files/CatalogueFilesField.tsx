import { ActionIcon, Group, Image, Input, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  CATALOGUE_FILES,
  type CatalogueFile,
  type FileRecord,
  type FileTypeKey,
  formatFileSize,
  isImageMime,
} from '@portal/contracts';
import { IconArrowLeft, IconArrowRight, IconFile, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { useField } from '../form/fields.tsx';
import { MediaPickerButton } from '../media/MediaPicker.tsx';
import { imageUrl } from '../media/urls.ts';
import { slotAfterAdding, slotAfterMoving } from './slot-value.ts';

/** What a slot shows of a file: the record's catalogue file or a file just picked. */
export type ShownFile = { id: number; filename: string; mime: string; size: number; thumb: string | null };

const fromCatalogue = (f: CatalogueFile): ShownFile => ({
  id: f.id,
  filename: f.filename,
  mime: f.mime,
  size: f.size,
  thumb: f.thumbnail_url,
});

/** Puts files into the slot (the picker's or an upload's). */
export type AddFiles = (files: ShownFile[]) => void;

export const fromLibrary = (f: FileRecord): ShownFile => ({
  id: f.id,
  filename: f.filename,
  mime: f.mime,
  size: f.size,
  thumb: imageUrl(f, 'thumbnail'),
});

/**
 * A file slot of a catalogue record bound to a form field: the id (single) or the ordered ids
 * (multiple) of media-library files. A single slot's pick replaces its file, a multiple slot's
 * picks are added once each (spec §9; a library file's id and signature go together).
 */
export function CatalogueFilesField({
  name,
  label,
  kind,
  multiple = false,
  initial,
  extra,
  description,
  accept,
}: {
  name: string;
  label: string;
  kind: keyof typeof CATALOGUE_FILES;
  multiple?: boolean;
  /** The record's files in this slot, to show before anything is picked. */
  initial: CatalogueFile[];
  /** More ways to fill the slot beside the library picker (an upload button …). */
  extra?: (add: AddFiles) => ReactNode;
  description?: string;
  /** The picker's file types when the record takes others than its kind's (documentation files). */
  accept?: readonly FileTypeKey[];
}) {
  const { t } = useTranslation();
  const can = useCan();
  const { field, error } = useField(name);
  const [known, setKnown] = useState(() => new Map(initial.map((f) => [f.id, fromCatalogue(f)])));
  const ids: number[] = multiple
    ? Array.isArray(field.value)
      ? field.value
      : []
    : typeof field.value === 'number'
      ? [field.value]
      : [];
  const shown = ids.map((id) => known.get(id)).filter((f): f is ShownFile => f !== undefined);

  const add: AddFiles = (files) => {
    if (!files.length) return;
    setKnown((current) => new Map([...current, ...files.map((f) => [f.id, f] as const)]));
    const next = slotAfterAdding(
      ids,
      files.map((f) => f.id),
      multiple,
    );
    field.onChange(multiple ? next : next[0]);
  };
  const remove = (id: number) => field.onChange(multiple ? ids.filter((i) => i !== id) : null);
  const move = (index: number, step: -1 | 1) => field.onChange(slotAfterMoving(ids, index, step));

  return (
    <Input.Wrapper label={label} description={description} error={error} data-testid={`files-${name}`}>
      <Stack gap="xs" mt={4}>
        {shown.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: multiple ? 2 : 1, lg: multiple ? 3 : 1 }} spacing="xs">
            {shown.map((f, index) => (
              <FileTile
                key={f.id}
                file={f}
                onRemove={() => remove(f.id)}
                onMove={
                  multiple && shown.length > 1
                    ? {
                        earlier: index > 0 ? () => move(ids.indexOf(f.id), -1) : undefined,
                        later: index < shown.length - 1 ? () => move(ids.indexOf(f.id), 1) : undefined,
                      }
                    : undefined
                }
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t(multiple ? 'productCards.files.none' : 'productCards.files.noneSingle')}
          </Text>
        )}
        <Group gap="sm">
          {can('media.media.files') && (
            <MediaPickerButton
              accept={accept ?? CATALOGUE_FILES[kind].accept}
              multiple={multiple}
              value={[]}
              onChange={(files) => add(files.map(fromLibrary))}
            >
              {t(shown.length && !multiple ? 'productCards.files.replace' : 'media.picker.open')}
            </MediaPickerButton>
          )}
          {extra?.(add)}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

/** A multiple slot's order is the order shown to partners (the gallery): files move by one place. */
type MoveHandlers = { earlier?: () => void; later?: () => void };

function FileTile({
  file,
  onRemove,
  onMove,
}: {
  file: ShownFile;
  onRemove: () => void;
  onMove?: MoveHandlers;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xs" data-testid="catalogue-file">
      <Group gap="sm" wrap="nowrap">
        {file.thumb && isImageMime(file.mime) ? (
          <Image src={file.thumb} alt={file.filename} w={56} h={56} radius="sm" fit="cover" />
        ) : (
          <ThemeIcon variant="light" size={56} radius="sm" aria-hidden="true">
            {file.mime === 'application/pdf' ? <IconFileTypePdf size={28} /> : <IconFile size={28} />}
          </ThemeIcon>
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end" title={file.filename}>
            {file.filename}
          </Text>
          <Text size="xs" c="dimmed">
            {formatFileSize(file.size)}
          </Text>
        </Stack>
        {onMove && (
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={onMove.earlier}
              disabled={!onMove.earlier}
              aria-label={t('productCards.files.moveEarlier', { name: file.filename })}
            >
              <IconArrowLeft size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={onMove.later}
              disabled={!onMove.later}
              aria-label={t('productCards.files.moveLater', { name: file.filename })}
            >
              <IconArrowRight size={16} />
            </ActionIcon>
          </Group>
        )}
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t('files.remove', { name: file.filename })}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
