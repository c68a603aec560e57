import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack } from '@mantine/core';
import { PARTNER_DOCUMENTATION_SORTS } from '@portal/contracts/documentation';
import { IconDeviceDesktopSearch, IconFileOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { type ListFilter, ListPage } from '../../components/page/ListPage.tsx';
import { CardResults } from '../../components/table/CardResults.tsx';
import { DebouncedInput } from '../../components/table/DebouncedInput.tsx';
import { multiSelectFilter } from '../../components/table/FilterMultiSelect.tsx';
import { useListQuery, useListState } from '../../components/table/useList.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useDocumentationDictionaries, useToggleFavorite } from './api/documentation.ts';
import { DocumentCard } from './DocumentCard.tsx';
import { SelectionBar } from './SelectionBar.tsx';

const MODEL_MAX = 255;

/**
 * Partner zone: the documentation library, built for a phone on site — filters, search,
 * favourites, each document's download and PDF preview, and several selected documents as one ZIP.
 */
export default function DocumentationPage() {
  const { t } = useTranslation();
  const tr = useTranslated();
  const list = useListState({
    sorts: PARTNER_DOCUMENTATION_SORTS,
    filters: ['category', 'type', 'tag', 'model', 'locale', 'is_favorite'],
  });
  const query = useListQuery('partner-zone.documentation.documentations.index', list.state, 'partner');
  const dictionaries = useDocumentationDictionaries();
  const favorite = useToggleFavorite();
  // Selected across pages and filters: an installer gathers a set, then takes it in one ZIP.
  const [selected, setSelected] = useState<number[]>([]);
  const select = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
  const options = (items: { id: number; name: { pl: string; en: string | null } }[] = []) =>
    items.map((i) => ({ value: String(i.id), label: tr(i.name) }));
  const favorites = list.state.filters.is_favorite?.[0] === '1';

  const filters: ListFilter[] = [
    multiSelectFilter(list, {
      name: 'category',
      label: t('partnerDocumentation.category'),
      data: options(dictionaries.data?.categories),
      searchable: true,
    }),
    multiSelectFilter(list, {
      name: 'type',
      label: t('partnerDocumentation.type'),
      data: options(dictionaries.data?.types),
      searchable: true,
    }),
    {
      name: 'model',
      label: t('partnerDocumentation.model'),
      control: (
        <DebouncedInput
          aria-label={t('partnerDocumentation.model')}
          placeholder={t('partnerDocumentation.model')}
          leftSection={<IconDeviceDesktopSearch size={16} aria-hidden="true" />}
          inputMode="search"
          autoComplete="off"
          maxLength={MODEL_MAX}
          value={list.state.filters.model?.[0] ?? ''}
          onCommit={(v) => list.setFilter('model', [v])}
          w={{ base: '100%', sm: 200 }}
        />
      ),
    },
    multiSelectFilter(list, {
      name: 'tag',
      label: t('partnerDocumentation.tag'),
      data: options(dictionaries.data?.tags),
      searchable: true,
      more: true,
    }),
    multiSelectFilter(list, {
      name: 'locale',
      label: t('partnerDocumentation.language'),
      data: [
        { value: 'pl', label: t('partnerDocumentation.languages.pl') },
        { value: 'en', label: t('partnerDocumentation.languages.en') },
        { value: 'de', label: t('partnerDocumentation.languages.de') },
      ],
      more: true,
    }),
  ];

  return (
    <ListPage
      title={t('partnerDocumentation.title')}
      description={t('partnerDocumentation.description')}
      list={list}
      searchLabel={t('partnerDocumentation.searchLabel')}
      filters={filters}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('partnerDocumentation.show')}
          data={[
            { value: '', label: t('partnerDocumentation.all') },
            { value: '1', label: t('partnerDocumentation.favorites') },
          ]}
          value={favorites ? '1' : ''}
          onChange={(v) => list.setFilter('is_favorite', [v])}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        <CardResults
          list={list}
          query={query}
          skeletonHeight={132}
          empty={{
            icon: <IconFileOff size={32} aria-hidden="true" opacity={0.5} />,
            title: t(favorites ? 'partnerDocumentation.noFavorites' : 'partnerDocumentation.empty'),
            hint: t(favorites ? 'partnerDocumentation.noFavoritesHint' : 'partnerDocumentation.emptyHint'),
          }}
          count={(total) => t('partnerDocumentation.count', { count: total })}
          cols={{ base: 1, lg: 2 }}
        >
          {(d) => (
            <DocumentCard
              key={d.id}
              document={d}
              selected={selected.includes(d.id)}
              onSelect={(on) => select(d.id, on)}
              onFavorite={() => favorite.mutate(d.id)}
            />
          )}
        </CardResults>
        <SelectionBar ids={selected} onClear={() => setSelected([])} />
      </Stack>
    </ListPage>
  );
}
