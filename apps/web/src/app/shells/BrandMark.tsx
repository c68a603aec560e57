import { Anchor, Avatar, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBrand } from '../../lib/brand.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function BrandMark({ to, compact = false }: { to: string; compact?: boolean }) {
  const brand = useBrand();
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label={t('nav.home')}>
      <Group gap="xs" wrap="nowrap">
        {brand?.logo_url ? (
          <Image src={brand.logo_url} alt={brand.name} h={32} w="auto" fit="contain" />
        ) : (
          <Avatar color="brand" variant="filled" radius="md" size={32} aria-hidden="true">
            {(brand?.name ?? t('app.name')).slice(0, 1)}
          </Avatar>
        )}
        {!compact && (
          <Text fw={700} size="lg" truncate>
            {brand?.name ?? t('app.name')}
          </Text>
        )}
      </Group>
    </Anchor>
  );
}
