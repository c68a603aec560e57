import { CATALOGUE_FILES } from '@portal/contracts/catalogue-files';
import { type TypeCardForm, type TypeCardRecord, typeCardFormSchema } from '@portal/contracts/product-cards';
import { ImageField, IntegerField } from '../../components/dictionary/fields.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { TextField } from '../../components/form/fields.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function TypeCardEditPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  return (
    <RecordEditPage<TypeCardRecord, TypeCardForm>
      resource="device.typecards"
      schema={typeCardFormSchema}
      values={(r) =>
        r
          ? {
              name: { pl: r.name.pl, en: r.name.en ?? '' },
              main_photo: r.main_photo?.id ?? null,
              group_name: r.group_name ?? '',
              group_kind: r.group_kind ?? '',
              order: r.order,
            }
          : { name: { pl: '', en: '' }, main_photo: null, group_name: '', group_kind: '', order: 1 }
      }
      title={(r) => (r ? text(r.name) : t('typeCards.create'))}
    >
      {(record) => (
        <>
          <TextField name="name.pl" label={t('typeCards.name')} required />
          <TextField name="name.en" label={t('typeCards.nameEn')} />
          <ImageField
            name="main_photo"
            label={t('typeCards.mainPhoto')}
            accept={CATALOGUE_FILES.image.accept}
            current={record?.main_photo}
            emptyLabel={t('typeCards.noPhoto')}
            alt={t('typeCards.photoAlt', { name: record ? text(record.name) : '' })}
          />
          <TextField name="group_name" label={t('typeCards.groupName')} />
          <TextField name="group_kind" label={t('typeCards.groupKind')} />
          <IntegerField
            name="order"
            label={t('typeCards.order')}
            description={t('typeCards.orderHint')}
            required
            min={1}
          />
        </>
      )}
    </RecordEditPage>
  );
}
