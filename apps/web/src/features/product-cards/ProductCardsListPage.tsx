import { Badge, Button, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { PRODUCT_CARD_SORTS, type ProductCardRecord } from '@portal/contracts';
import { IconPhotoOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../components/page/ListPage.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { multiSelectFilter } from '../../components/table/FilterMultiSelect.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { formatDateTime } from '../../lib/format.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useTagOptions } from './api.ts';

const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/** Product cards (spec §2 /cms/device/productcards): search by name, filter by tag. */
export default function ProductCardsListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: PRODUCT_CARD_SORTS, filters: ['tag'] });
  const query = useListQuery('device.productcards.index', list.state, 'cms');
  const tags = useTagOptions();

  return (
    <ListPage
      title={t('productCards.title')}
      description={t('productCards.description')}
      actions={
        can('device.productcards.store') && (
          <Button
            component={Link}
            to={pathFor('device.productcards.store')}
            leftSection={<IconPlus size={16} />}
          >
            {t('productCards.create')}
          </Button>
        )
      }
      list={list}
      searchLabel={t('productCards.search')}
      filters={[
        multiSelectFilter(list, {
          name: 'tag',
          label: t('productCards.tags'),
          data: (tags.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name.pl })),
          searchable: true,
        }),
      ]}
    >
      <DataTable<ProductCardRecord>
        label={t('productCards.title')}
        list={list}
        query={query}
        rowLink={{ route: 'device.productcards.show', access: 'device.productcards.update' }}
        edit={{ route: 'device.productcards.show', access: 'device.productcards.update' }}
        destroy={{ route: 'device.productcards.destroy', name: (r) => r.name.pl }}
        columns={[
          {
            accessor: 'main_photo',
            card: 'none',
            title: t('productCards.photo'),
            width: 96,
            render: (r) =>
              r.main_photo?.thumbnail_url ? (
                <Image src={r.main_photo.thumbnail_url} alt={r.name.pl} w={44} h={44} radius="sm" />
              ) : (
                <ThemeIcon variant="light" color="gray" size={44} radius="sm">
                  <IconPhotoOff size={20} aria-label={t('productCards.noPhoto')} />
                </ThemeIcon>
              ),
          },
          {
            accessor: 'name',
            card: 'title',
            title: t('fields.name'),
            sortable: true,
            render: (r) => (
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {r.name.pl}
                </Text>
                {r.tags.length > 0 && (
                  <Group gap={4}>
                    {r.tags.map((tag) => (
                      <Badge key={tag.id} size="xs" variant="dot" color={tag.color}>
                        {tag.name.pl}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'devices_count',
            title: t('productCards.devices'),
            textAlign: 'right',
            visibleMediaQuery: wide,
          },
          {
            accessor: 'show_on_homepage',
            title: t('productCards.visibility'),
            visibleMediaQuery: wide,
            render: (r) =>
              r.show_on_homepage || r.show_on_brandpage ? (
                <Group gap={4}>
                  {r.show_on_homepage && (
                    <Badge size="sm" variant="light">
                      {t('productCards.homepage')}
                    </Badge>
                  )}
                  {r.show_on_brandpage && (
                    <Badge size="sm" variant="light" color="grape">
                      {t('productCards.brandpage')}
                    </Badge>
                  )}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('productCards.hidden')}
                </Text>
              ),
          },
          {
            accessor: 'updated_at',
            title: t('productCards.updatedAt'),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (r) => formatDateTime(r.updated_at),
          },
        ]}
      />
    </ListPage>
  );
}
