import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  DOCUMENTATION_LOCALES,
  DOCUMENTATION_SORTS,
  type DocumentationRecord,
} from '@portal/contracts/documentation';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DevicePicker } from '../../components/devices/DevicePicker.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { ListPage } from '../../components/page/ListPage.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { DataTable } from '../../components/table/DataTable.tsx';
import { multiSelectFilter } from '../../components/table/FilterMultiSelect.tsx';
import { flagFilter } from '../../components/table/FlagFilter.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { toOptions, useBusinessAreas } from '../../lib/dictionaries.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useCategoryOptions, useTagOptions, useTypeOptions } from './api.ts';

const FILTERS = ['category', 'type', 'tag', 'device', 'locale', 'active', 'business_area'] as const;
const wide = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;

/** The documentation library (spec §2 /cms/documentation/documentations): search and seven filters. */
export default function DocumentsListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const text = useTranslated();
  const list = useListState({ sorts: DOCUMENTATION_SORTS, filters: FILTERS });
  const query = useListQuery('documentation.documentations.index', list.state, 'cms');
  const categories = useCategoryOptions();
  const types = useTypeOptions();
  const tags = useTagOptions();
  const areas = useBusinessAreas();
  const named = (items: { id: number; name: { pl: string; en: string | null } }[] | undefined) =>
    (items ?? []).map((i) => ({ value: String(i.id), label: text(i.name) }));

  return (
    <ListPage
      title={t('documentation.documents.title')}
      description={t('documentation.documents.description')}
      actions={
        can('documentation.documentations.store') && (
          <Button
            component={Link}
            to={pathFor('documentation.documentations.store')}
            leftSection={<IconPlus size={16} />}
          >
            {t('documentation.documents.create')}
          </Button>
        )
      }
      list={list}
      searchLabel={t('documentation.documents.search')}
      filters={[
        multiSelectFilter(list, {
          name: 'category',
          label: t('documentation.fields.category'),
          data: named(categories.data),
          searchable: true,
        }),
        multiSelectFilter(list, {
          name: 'type',
          label: t('documentation.fields.type'),
          data: named(types.data),
          searchable: true,
        }),
        multiSelectFilter(list, {
          name: 'tag',
          label: t('documentation.fields.tags'),
          data: named(tags.data),
          searchable: true,
        }),
        {
          name: 'device',
          label: t('documentation.fields.devices'),
          control: (
            <DevicePicker
              compact
              label={t('documentation.fields.devices')}
              value={(list.state.filters.device ?? []).map(Number)}
              onChange={(ids) => list.setFilter('device', ids.map(String))}
              placeholder={t('documentation.devices.placeholder')}
              nothingFound={t('documentation.devices.none')}
            />
          ),
        },
        multiSelectFilter(list, {
          name: 'locale',
          label: t('documentation.fields.locale'),
          data: DOCUMENTATION_LOCALES.map((l) => ({ value: l, label: t(`documentation.locales.${l}`) })),
          more: true,
        }),
        flagFilter(list, {
          name: 'active',
          label: t('documentation.fields.active'),
          yes: t('documentation.documents.active'),
          no: t('documentation.documents.inactive'),
          more: true,
        }),
        multiSelectFilter(list, {
          name: 'business_area',
          label: t('documentation.fields.businessAreas'),
          data: toOptions(areas.data),
          more: true,
        }),
      ]}
    >
      <DataTable<DocumentationRecord>
        label={t('documentation.documents.title')}
        list={list}
        query={query}
        rowLink={{
          route: 'documentation.documentations.show',
          access: 'documentation.documentations.update',
        }}
        edit={{ route: 'documentation.documentations.show', access: 'documentation.documentations.update' }}
        destroy={{ route: 'documentation.documentations.destroy', name: (r) => r.title.pl }}
        columns={[
          {
            accessor: 'documentation_number',
            title: t('documentation.fields.number'),
            sortable: true,
            render: (r) => (
              <Text size="sm" ff="monospace">
                {r.documentation_number}
              </Text>
            ),
          },
          {
            accessor: 'title',
            card: 'title',
            title: t('documentation.fields.title'),
            sortable: true,
            render: (r) => (
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {text(r.title)}
                </Text>
                {r.tags.length > 0 && (
                  <Group gap={4}>
                    {r.tags.map((tag) => (
                      <Badge key={tag.id} size="xs" variant="dot" color={tag.color}>
                        {text(tag.name)}
                      </Badge>
                    ))}
                  </Group>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'category',
            title: t('documentation.fields.category'),
            visibleMediaQuery: wide,
            render: (r) => text(r.category.name),
          },
          {
            accessor: 'type',
            title: t('documentation.fields.type'),
            visibleMediaQuery: wide,
            render: (r) => text(r.type.name),
          },
          {
            accessor: 'locale',
            title: t('documentation.fields.locale'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
            render: (r) => t(`documentation.locales.${r.locale}`),
          },
          {
            accessor: 'active',
            title: t('documentation.fields.active'),
            render: (r) => (
              <StatusBadge color={r.active ? 'green' : 'gray'}>
                {t(r.active ? 'documentation.documents.active' : 'documentation.documents.inactive')}
              </StatusBadge>
            ),
          },
          {
            accessor: 'downloads_count',
            title: t('documentation.fields.downloads'),
            textAlign: 'right',
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          },
          {
            accessor: 'updated_at',
            title: t('documentation.fields.updatedAt'),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (r) => formatDateTime(r.updated_at),
          },
        ]}
      />
    </ListPage>
  );
}
