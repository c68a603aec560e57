import { type DeviceTagForm, type DeviceTagRecord, deviceTagFormSchema } from '@portal/contracts/device-tags';
import { ColorField } from '../../components/dictionary/fields.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { TextField } from '../../components/form/fields.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function TagEditPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  return (
    <RecordEditPage<DeviceTagRecord, DeviceTagForm>
      resource="device.tags"
      schema={deviceTagFormSchema}
      values={(r) =>
        r
          ? { name: { pl: r.name.pl, en: r.name.en ?? '' }, color: r.color }
          : { name: { pl: '', en: '' }, color: '#1c7ed6' }
      }
      title={(r) => (r ? text(r.name) : t('deviceTags.create'))}
    >
      {() => (
        <>
          <TextField name="name.pl" label={t('deviceTags.name')} required />
          <TextField name="name.en" label={t('deviceTags.nameEn')} />
          <ColorField
            name="color"
            label={t('deviceTags.color')}
            description={t('deviceTags.colorHint')}
            required
          />
        </>
      )}
    </RecordEditPage>
  );
}
