import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ProfileRecord } from '@portal/contracts';
import { formatFileSize, IMAGE_SIZES, UPLOAD_PURPOSES } from '@portal/contracts/files';
import { FileUpload } from '../../components/files/FileUpload.tsx';
import { MediaPickerButton } from '../../components/media/MediaPicker.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { useUpdateProfile } from './api/profile.ts';

/** Logo upload with preview (spec §2 /cms/profile): jpg or png, up to 3 MB, 400×100 px advised. */
export function LogoCard({ profile }: { profile: ProfileRecord }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const can = useCan();
  const pickLogo = (files: { id: number }[]) => {
    const file = files[files.length - 1];
    if (file) update.mutate({ logo_file_id: file.id });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        {t('profile.logo')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('profile.logoHint', {
          size: formatFileSize(UPLOAD_PURPOSES.logo.maxBytes),
          width: IMAGE_SIZES.logo.width,
          height: IMAGE_SIZES.logo.height,
        })}
      </Text>
      <Stack gap="sm">
        {profile.logo_url ? (
          <Group justify="space-between" wrap="nowrap">
            <Image
              src={profile.logo_url}
              alt={t('profile.logoAlt')}
              h={100}
              w="auto"
              maw="100%"
              fit="contain"
              radius="sm"
              bg="gray.1"
              p={4}
            />
            <Button
              variant="subtle"
              color="red"
              loading={update.isPending}
              onClick={() => update.mutate({ logo_file_id: null })}
            >
              {t('profile.removeLogo')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('profile.noLogo')}
          </Text>
        )}
        <FileUpload
          purpose="logo"
          label={t(profile.logo_url ? 'profile.replaceLogo' : 'profile.addLogo')}
          value={[]}
          disabled={update.isPending}
          onChange={pickLogo}
          extra={
            can('media.media.files') && (
              <MediaPickerButton
                accept={UPLOAD_PURPOSES.logo.accept}
                value={[]}
                onChange={pickLogo}
                disabled={update.isPending}
              />
            )
          }
        />
      </Stack>
    </Card>
  );
}
