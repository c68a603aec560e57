import { DOCUMENTATION_DICTIONARY_SORTS, type DocumentationTagRecord } from '@portal/contracts/documentation';
import { DictionaryList } from '../../components/dictionary/DictionaryList.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Documentation tags (spec §2 /cms/documentation/tags): a name and a colour. */
export default function TagsListPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  return (
    <DictionaryList<DocumentationTagRecord>
      resource="documentation.tags"
      title={t('documentation.tags.title')}
      description={t('documentation.tags.description')}
      createLabel={t('documentation.tags.create')}
      sorts={DOCUMENTATION_DICTIONARY_SORTS}
      recordName={(r) => text(r.name)}
      columns={[
        {
          accessor: 'name',
          title: t('documentation.dictionary.name'),
          sortable: true,
          render: (r) => <StatusBadge color={r.color}>{text(r.name)}</StatusBadge>,
        },
        {
          accessor: 'documentations_count',
          title: t('documentation.dictionary.documents'),
          textAlign: 'right',
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
