import { Image, Text, ThemeIcon } from '@mantine/core';
import { TYPE_CARD_SORTS, type TypeCardRecord } from '@portal/contracts/product-cards';
import { IconPhotoOff } from '@tabler/icons-react';
import { DictionaryList } from '../../components/dictionary/DictionaryList.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Type cards (spec §2 /cms/device/typecards) in their display order, with their photos. */
export default function TypeCardsListPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  const orNone = (value: string | null) => (
    <Text size="sm" c={value ? undefined : 'dimmed'}>
      {value ?? '—'}
    </Text>
  );
  return (
    <DictionaryList<TypeCardRecord>
      resource="device.typecards"
      title={t('typeCards.title')}
      description={t('typeCards.description')}
      createLabel={t('typeCards.create')}
      sorts={TYPE_CARD_SORTS}
      // Not created_at (spec §9): staff set each card's position in `order`, and the list shows
      // the cards in that order, as partners see them.
      defaultSort={{ by: 'order', direction: 'asc' }}
      recordName={(r) => text(r.name)}
      columns={[
        {
          accessor: 'main_photo',
          card: 'none',
          title: t('typeCards.photo'),
          width: 96,
          render: (r) =>
            r.main_photo ? (
              <Image
                src={r.main_photo.thumbnail_url ?? r.main_photo.url}
                alt={t('typeCards.photoAlt', { name: text(r.name) })}
                w={50}
                h={50}
                fit="contain"
                radius="sm"
              />
            ) : (
              <ThemeIcon variant="light" color="gray" size={50} aria-label={t('typeCards.noPhoto')}>
                <IconPhotoOff size={22} />
              </ThemeIcon>
            ),
        },
        {
          accessor: 'name',
          card: 'title',
          title: t('typeCards.name'),
          sortable: true,
          render: (r) => text(r.name),
        },
        {
          accessor: 'group_name',
          title: t('typeCards.groupName'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (r) => orNone(r.group_name),
        },
        {
          accessor: 'group_kind',
          title: t('typeCards.groupKind'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (r) => orNone(r.group_kind),
        },
        { accessor: 'order', title: t('typeCards.order'), sortable: true, textAlign: 'right' },
      ]}
    />
  );
}
