import {
  DOCUMENTATION_DICTIONARY_SORTS,
  type DocumentationDictionaryForm,
  type DocumentationDictionaryRecord,
  documentationDictionaryFormSchema,
} from '@portal/contracts/documentation';
import { DictionaryList } from '../../components/dictionary/DictionaryList.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { TextField } from '../../components/form/fields.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** The two plain dictionaries of the library: a name in Polish and English, nothing else. */
export type PlainDictionary = 'categories' | 'types';

/** A category or type list: name, how many documents use it (a used one cannot be deleted), created. */
export function PlainDictionaryList({ kind }: { kind: PlainDictionary }) {
  const { t } = useTranslation();
  const text = useTranslated();
  return (
    <DictionaryList<DocumentationDictionaryRecord>
      resource={`documentation.${kind}`}
      title={t(`documentation.${kind}.title`)}
      description={t(`documentation.${kind}.description`)}
      createLabel={t(`documentation.${kind}.create`)}
      sorts={DOCUMENTATION_DICTIONARY_SORTS}
      recordName={(r) => text(r.name)}
      columns={[
        {
          accessor: 'name',
          title: t('documentation.dictionary.name'),
          sortable: true,
          render: (r) => text(r.name),
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

/** A category or type, new or edited. */
export function PlainDictionaryEdit({ kind }: { kind: PlainDictionary }) {
  const { t } = useTranslation();
  const text = useTranslated();
  return (
    <RecordEditPage<DocumentationDictionaryRecord, DocumentationDictionaryForm>
      resource={`documentation.${kind}`}
      schema={documentationDictionaryFormSchema}
      values={(r) => (r ? { name: { pl: r.name.pl, en: r.name.en ?? '' } } : { name: { pl: '', en: '' } })}
      title={(r) => (r ? text(r.name) : t(`documentation.${kind}.create`))}
    >
      {() => (
        <>
          <TextField name="name.pl" label={t('documentation.dictionary.name')} required />
          <TextField name="name.en" label={t('documentation.dictionary.nameEn')} />
        </>
      )}
    </RecordEditPage>
  );
}
