import { ThemeIcon } from '@mantine/core';
import type { CatalogueFile } from '@portal/contracts/catalogue-files';
import { IconPhotoOff } from '@tabler/icons-react';
import { RetryingImage } from './RetryingImage.tsx';

/** A device's main photo as a square thumbnail, or a quiet placeholder. */
export function DeviceThumb({
  photo,
  alt,
  size = 64,
}: {
  photo: CatalogueFile | null;
  alt: string;
  size?: number;
}) {
  const src = photo?.thumbnail_url ?? null;
  if (!src) {
    return (
      <ThemeIcon variant="light" color="gray" size={size} radius="md" aria-hidden="true">
        <IconPhotoOff size={size / 2.5} />
      </ThemeIcon>
    );
  }
  return (
    <RetryingImage src={src} alt={alt} w={size} h={size} radius="md" fit="cover" style={{ flex: 'none' }} />
  );
}
