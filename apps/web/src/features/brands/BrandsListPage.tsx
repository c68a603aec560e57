import '@mantine/core/styles/ColorSwatch.css';
import { ColorSwatch, Group, Image, Stack, Text } from '@mantine/core';
import { BRAND_SORTS, type BrandRecord } from '@portal/contracts/brands';
import { DictionaryList } from '../../components/dictionary/DictionaryList.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" title={label}>
      <ColorSwatch color={color} size={16} aria-hidden="true" />
      <Text size="sm" ff="monospace">
        {color}
      </Text>
    </Group>
  );
}

/**
 * Brands (Marka): the theme's colours and logo, and the brands staff are assigned to. The
 * default brand offers no delete; a brand users are assigned to is refused with a message.
 */
export default function BrandsListPage() {
  const { t } = useTranslation();
  const wide = (theme: { breakpoints: { md: string } }) => `(min-width: ${theme.breakpoints.md})`;
  return (
    <DictionaryList<BrandRecord>
      resource="brand.brands"
      title={t('brands.title')}
      description={t('brands.description')}
      createLabel={t('brands.create')}
      sorts={BRAND_SORTS}
      recordName={(r) => r.name}
      deletable={(r) => !r.is_default}
      columns={[
        {
          accessor: 'logo',
          card: 'none',
          title: t('brands.logo'),
          render: (r) =>
            r.logo?.thumbnail_url ? (
              <Image
                src={r.logo.thumbnail_url}
                alt={t('brands.logoAlt', { name: r.name })}
                w={40}
                h={40}
                fit="contain"
              />
            ) : null,
        },
        {
          accessor: 'name',
          card: 'title',
          title: t('fields.name'),
          sortable: true,
          render: (r) => (
            <Stack gap={2}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {r.name}
                </Text>
                {r.is_default && <StatusBadge color="blue">{t('brands.default')}</StatusBadge>}
              </Group>
              <Text size="xs" c="dimmed" ff="monospace">
                {r.slug}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'primary_color',
          title: t('brands.colors'),
          render: (r) => (
            <Stack gap={4}>
              <Swatch color={r.primary_color} label={t('brands.primaryColor')} />
              <Swatch color={r.secondary_color} label={t('brands.secondaryColor')} />
            </Stack>
          ),
        },
        { accessor: 'users_count', title: t('brands.users'), textAlign: 'right' },
        {
          accessor: 'created_at',
          title: t('fields.createdAt'),
          sortable: true,
          visibleMediaQuery: wide,
          render: (r) => formatDate(r.created_at),
        },
      ]}
    />
  );
}
