import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Image, SegmentedControl, Text, ThemeIcon } from '@mantine/core';
import {
  FUNCTIONALITY_SORTS,
  type FunctionalityRecord,
  type FunctionalityTypeName,
} from '@portal/contracts/functionalities';
import { IconPhotoOff } from '@tabler/icons-react';
import { useMatches, useNavigate } from 'react-router';
import { DictionaryList } from '../../components/dictionary/DictionaryList.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import type { RouteHandle } from '../../lib/routing.ts';
import { LIST_ROUTES } from './kind.ts';

/** Standard and optional functionalities: one screen, the route says which type it lists. */
export default function FunctionalitiesListPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  const navigate = useNavigate();
  const route = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.meta?.name;
  const kind: FunctionalityTypeName = route === LIST_ROUTES.optional ? 'optional' : 'standard';
  return (
    <DictionaryList<FunctionalityRecord>
      key={kind}
      resource="device.functionalities"
      title={t(kind === 'optional' ? 'functionalities.optionalTitle' : 'functionalities.standardTitle')}
      description={t('functionalities.description')}
      createLabel={t('functionalities.create')}
      createSearch={`type=${kind}`}
      sorts={FUNCTIONALITY_SORTS}
      fixedFilters={{ type: [kind] }}
      recordName={(r) => text(r.name)}
      toolbar={
        <SegmentedControl
          aria-label={t('functionalities.kind')}
          value={kind}
          onChange={(v) => navigate(pathFor(LIST_ROUTES[v as FunctionalityTypeName]))}
          data={[
            { value: 'standard', label: t('functionalities.standard') },
            { value: 'optional', label: t('functionalities.optional') },
          ]}
        />
      }
      columns={[
        {
          accessor: 'image',
          card: 'none',
          title: t('functionalities.image'),
          width: 88,
          render: (r) =>
            r.image ? (
              <Image
                src={r.image.thumbnail_url ?? r.image.url}
                alt={t('functionalities.imageAlt', { name: text(r.name) })}
                w={40}
                h={40}
                fit="contain"
              />
            ) : (
              <ThemeIcon variant="light" color="gray" size={40} aria-label={t('functionalities.noImage')}>
                <IconPhotoOff size={18} />
              </ThemeIcon>
            ),
        },
        {
          accessor: 'name',
          card: 'title',
          title: t('functionalities.name'),
          sortable: true,
          render: (r) => text(r.name),
        },
        {
          accessor: 'description',
          title: t('functionalities.descriptionPl'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (r) => (
            <Text size="sm" lineClamp={2} c={r.description ? undefined : 'dimmed'}>
              {r.description ? text(r.description) : '—'}
            </Text>
          ),
        },
        {
          accessor: 'created_at',
          title: t('fields.createdAt'),
          sortable: true,
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (r) => formatDate(r.created_at),
        },
      ]}
    />
  );
}
