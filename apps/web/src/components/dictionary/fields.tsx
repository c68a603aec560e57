import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, ColorInput, Group, Image, Input, NumberInput, Text } from '@mantine/core';
import type { CatalogueFile } from '@portal/contracts/catalogue-files';
import type { FileRecord, FileTypeKey } from '@portal/contracts/files';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { useField } from '../form/fields.tsx';
import { MediaPickerButton } from '../media/MediaPicker.tsx';
import { imageUrl } from '../media/urls.ts';

type Base = { name: string; label: string; description?: string; required?: boolean };

/**
 * A `#RRGGBB` colour with a picker. What was typed stays (no silent revert on blur), so a wrong
 * colour gets the schema's message.
 */
export function ColorField({ name, label, description, required }: Base) {
  const { t } = useTranslation();
  const { field, error } = useField(name);
  return (
    <ColorInput
      name={field.name}
      ref={field.ref}
      label={label}
      description={description}
      withAsterisk={required}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      format="hex"
      fixOnBlur={false}
      // The eye-dropper button has only an icon: without a name a screen reader reads "button".
      eyeDropperButtonProps={{ 'aria-label': t('form.pickColor') }}
      error={error}
    />
  );
}

/** A whole number (an order); an emptied field is left for the schema to report. */
export function IntegerField({ name, label, description, required, min }: Base & { min?: number }) {
  const { field, error } = useField(name);
  return (
    <NumberInput
      name={field.name}
      ref={field.ref}
      label={label}
      description={description}
      withAsterisk={required}
      value={field.value ?? ''}
      onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? undefined : Number(v))}
      onBlur={field.onBlur}
      min={min}
      allowDecimal={false}
      allowNegative={false}
      error={error}
    />
  );
}

/** A picked library file's preview address: its signed thumbnail, or the file itself. */
const pickedSrc = (file: FileRecord): string | null => imageUrl(file, 'thumbnail') ?? file.url;

/**
 * One image of a record (an icon, a main photo) chosen from the media library; the form value
 * is the file id. The record's own file shows until another is picked or it is removed.
 */
export function ImageField({
  name,
  label,
  accept,
  current,
  emptyLabel,
  alt,
}: {
  name: string;
  label: string;
  accept: readonly FileTypeKey[];
  current: CatalogueFile | null | undefined;
  emptyLabel: string;
  alt: string;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const { field, error } = useField(name);
  const [picked, setPicked] = useState<string | null>(null);
  // The record's thumbnail is a 50 px crop, too small here: its own file shows instead.
  const preview =
    field.value == null ? null : (picked ?? (current && current.id === field.value ? current.url : null));
  return (
    <Input.Wrapper label={label} labelElement="div" error={error}>
      <Group gap="md" align="center" wrap="nowrap" mt={4}>
        {preview ? (
          <Image src={preview} alt={alt} w={96} h={96} fit="contain" radius="sm" bg="gray.1" p={4} />
        ) : (
          <Text size="sm" c="dimmed">
            {emptyLabel}
          </Text>
        )}
        <Group gap="xs">
          {can('media.media.files') && (
            <MediaPickerButton
              accept={accept}
              value={[]}
              onChange={(files) => {
                const file = files[files.length - 1];
                if (!file) return;
                setPicked(pickedSrc(file));
                field.onChange(file.id);
              }}
            />
          )}
          {field.value != null && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                setPicked(null);
                field.onChange(null);
              }}
            >
              {t('common.delete')}
            </Button>
          )}
        </Group>
      </Group>
    </Input.Wrapper>
  );
}
