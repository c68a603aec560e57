import { type DeviceTagForm, type DeviceTagRecord, deviceTagFormSchema } from '@portal/contracts/devices';
import { DictionaryEdit } from '../../components/dictionary/DictionaryEdit.tsx';
import { ColorField } from '../../components/dictionary/fields.tsx';
import { useTranslated } from '../../components/dictionary/translated.ts';
import { TextField } from '../../components/form/fields.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function TagEditPage() {
  const { t } = useTranslation();
  const text = useTranslated();
  return (
    <DictionaryEdit<DeviceTagRecord, DeviceTagForm>
      resource="device.tags"
      schema={deviceTagFormSchema}
      defaults={{ name: { pl: '', en: '' }, color: '#1c7ed6' }}
      fromRecord={(r) => ({ name: { pl: r.name.pl, en: r.name.en ?? '' }, color: r.color })}
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
    </DictionaryEdit>
  );
}
