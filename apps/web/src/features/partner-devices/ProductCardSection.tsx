import { Anchor, Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatFileSize } from '@portal/contracts/files';
import { IconExternalLink, IconFileDownload, IconPlayerPlay } from '@tabler/icons-react';
import { currentLang, useTranslation } from '../../lib/i18n.ts';
import type { PartnerDeviceShow } from './api/partner-devices.ts';
import { FunctionalityList } from './FunctionalityList.tsx';
import { PhotoGallery } from './PhotoGallery.tsx';
import { RichText } from './RichText.tsx';
import { localized } from './text.ts';

type Card = NonNullable<PartnerDeviceShow['product_card']>;

function VideoLink({ card }: { card: Card }) {
  const { t } = useTranslation();
  const lang = currentLang();
  if (!card.video_link) return null;
  const description = localized(card.video_description, lang);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('partnerDevices.video')}
      </Title>
      {description && <Text size="sm">{description}</Text>}
      {/* A link, not an embedded player: the CSP allows no foreign frames. */}
      <Anchor href={card.video_link} target="_blank" rel="noopener noreferrer" size="sm" fw={500}>
        <Group gap={6} component="span" wrap="nowrap">
          <IconPlayerPlay size={16} aria-hidden="true" />
          {t('partnerDevices.watchVideo')}
          <IconExternalLink size={14} aria-hidden="true" />
          <Text span size="xs" c="dimmed">
            {t('partnerDevices.newTab')}
          </Text>
        </Group>
      </Anchor>
    </Stack>
  );
}

function Materials({ card }: { card: Card }) {
  const { t } = useTranslation();
  if (!card.downloadable_materials.length) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('partnerDevices.materials')}
      </Title>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {card.downloadable_materials.map((file) => (
          <li key={file.id}>
            <Anchor href={file.url} download={file.filename} size="sm">
              <Group gap={6} wrap="nowrap" component="span">
                <IconFileDownload size={18} aria-hidden="true" style={{ flex: 'none' }} />
                <Text span size="sm" style={{ wordBreak: 'break-word' }}>
                  {file.filename}
                </Text>
                <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(file.size)}
                </Text>
              </Group>
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** The product card of a device: photos, features, functionalities, video and materials. */
export function ProductCardSection({ card }: { card: Card }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const name = localized(card.name, lang);
  const photos = [
    ...(card.main_photo ? [card.main_photo] : []),
    ...card.gallery.filter((g) => g.id !== card.main_photo?.id),
  ];
  const features = localized(card.features, lang);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="product-card-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="product-card-title">
            {t('partnerDevices.productCard')}: {name}
          </Title>
          {card.tags.length > 0 && (
            <Group gap={4}>
              {card.tags.map((tag) => (
                <Badge key={tag.id} color={tag.color} variant="dot" tt="none">
                  {localized(tag.name, lang)}
                </Badge>
              ))}
            </Group>
          )}
        </Group>
        <Grid gap="lg">
          {photos.length > 0 && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <PhotoGallery photos={photos} name={name} />
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: photos.length > 0 ? 7 : 12 }}>
            <Stack gap="lg">
              {features && (
                <Stack gap={4}>
                  <Title order={3} size="h5">
                    {t('partnerDevices.features')}
                  </Title>
                  <RichText html={features} />
                </Stack>
              )}
              <FunctionalityList
                title={t('partnerDevices.standardFunctionalities')}
                items={card.standard_functionalities}
              />
              <FunctionalityList
                title={t('partnerDevices.optionalFunctionalities')}
                items={card.optional_functionalities}
              />
              <VideoLink card={card} />
              <Materials card={card} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}
