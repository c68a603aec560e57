import { CATALOGUE_FILES } from '@portal/contracts/catalogue-files';
import {
  FUNCTIONALITY_TYPES,
  type FunctionalityForm,
  type FunctionalityRecord,
  functionalityFormSchema,
} from '@portal/contracts/functionalities';
import { useSearchParams } from 'react-router';
import { ImageField } from '../../components/dictionary/fields.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { TextField } from '../../components/form/fields.tsx';
import { SelectField } from '../../components/form/select-fields.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { LIST_ROUTES, typeName, typeOfParam } from './kind.ts';

export default function FunctionalityEditPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  const [search] = useSearchParams();
  const newType = typeOfParam(search.get('type'));
  return (
    <RecordEditPage<FunctionalityRecord, FunctionalityForm>
      resource="device.functionalities"
      schema={functionalityFormSchema}
      values={(r) =>
        r
          ? {
              name: { pl: r.name.pl, en: r.name.en ?? '' },
              description: { pl: r.description?.pl ?? '', en: r.description?.en ?? '' },
              type: r.type,
              image: r.image?.id ?? null,
            }
          : { name: { pl: '', en: '' }, description: { pl: '', en: '' }, type: newType, image: null }
      }
      title={(r) => (r ? text(r.name) : t('functionalities.create'))}
      backTo={(r) => pathFor(LIST_ROUTES[typeName(r?.type ?? newType)])}
    >
      {(record) => (
        <>
          <TextField name="name.pl" label={t('functionalities.name')} required />
          <TextField name="name.en" label={t('functionalities.nameEn')} />
          <TextareaField name="description.pl" label={t('functionalities.descriptionPl')} />
          <TextareaField name="description.en" label={t('functionalities.descriptionEn')} />
          <SelectField
            name="type"
            label={t('functionalities.type')}
            required
            searchable={false}
            data={[
              { value: String(FUNCTIONALITY_TYPES.standard), label: t('functionalities.typeStandard') },
              { value: String(FUNCTIONALITY_TYPES.optional), label: t('functionalities.typeOptional') },
            ]}
          />
          <ImageField
            name="image"
            label={t('functionalities.image')}
            accept={CATALOGUE_FILES.image.accept}
            current={record?.image}
            emptyLabel={t('functionalities.noImage')}
            alt={t('functionalities.imageAlt', { name: record ? text(record.name) : '' })}
          />
        </>
      )}
    </RecordEditPage>
  );
}
