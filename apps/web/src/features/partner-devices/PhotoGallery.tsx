import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Image, Modal, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CatalogueFile } from '@portal/contracts/catalogue-files';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { RetryingImage } from './RetryingImage.tsx';

/** The main photo and the gallery as thumbnails; a tap opens the photo large. */
export function PhotoGallery({ photos, name }: { photos: CatalogueFile[]; name: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [open, setOpen] = useState<number | null>(null);
  const [main, ...rest] = photos;
  if (!main) return null;
  const shown = open === null ? null : photos[open];
  const alt = (i: number) => t('partnerDevices.photoAlt', { name, n: i + 1, total: photos.length });
  return (
    <Stack gap="xs">
      <UnstyledButton onClick={() => setOpen(0)} aria-label={t('partnerDevices.openPhoto', { n: 1 })}>
        <RetryingImage
          src={main.url}
          alt={alt(0)}
          radius="md"
          fit="contain"
          mah={320}
          bg="gray.0"
          style={{ aspectRatio: '4 / 3' }}
        />
      </UnstyledButton>
      {rest.length > 0 && (
        <SimpleGrid cols={{ base: 4, sm: 5 }} spacing={6}>
          {rest.map((photo, i) => (
            <UnstyledButton
              key={photo.id}
              onClick={() => setOpen(i + 1)}
              aria-label={t('partnerDevices.openPhoto', { n: i + 2 })}
            >
              <RetryingImage
                src={photo.thumbnail_url ?? photo.url}
                alt={alt(i + 1)}
                radius="sm"
                fit="cover"
                style={{ aspectRatio: '1' }}
                loading="lazy"
              />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={shown !== null}
        onClose={() => setOpen(null)}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        title={open === null ? '' : alt(open)}
        size="xl"
        fullScreen={phone}
        centered
      >
        {shown && <Image src={shown.url} alt={alt(open ?? 0)} fit="contain" mah="80vh" />}
      </Modal>
    </Stack>
  );
}
