import {
  type DocumentationTagForm,
  type DocumentationTagRecord,
  documentationTagFormSchema,
} from '@portal/contracts/documentation';
import { ColorField } from '../../components/dictionary/fields.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { TextField } from '../../components/form/fields.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function TagEditPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  return (
    <RecordEditPage<DocumentationTagRecord, DocumentationTagForm>
      resource="documentation.tags"
      schema={documentationTagFormSchema}
      values={(r) =>
        r
          ? { name: { pl: r.name.pl, en: r.name.en ?? '' }, color: r.color }
          : { name: { pl: '', en: '' }, color: '#1c7ed6' }
      }
      title={(r) => (r ? text(r.name) : t('documentation.tags.create'))}
    >
      {() => (
        <>
          <TextField name="name.pl" label={t('documentation.dictionary.name')} required />
          <TextField name="name.en" label={t('documentation.dictionary.nameEn')} />
          <ColorField
            name="color"
            label={t('documentation.tags.color')}
            description={t('documentation.tags.colorHint')}
            required
          />
        </>
      )}
    </RecordEditPage>
  );
}
