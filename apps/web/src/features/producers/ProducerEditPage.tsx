import { type ProducerForm, type ProducerRecord, producerFormSchema } from '@portal/contracts/devices';
import { DictionaryEdit } from '../../components/dictionary/DictionaryEdit.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function ProducerEditPage() {
  const { t } = useTranslation();
  return (
    <DictionaryEdit<ProducerRecord, ProducerForm>
      resource="producer.producers"
      schema={producerFormSchema}
      defaults={{ name: '' }}
      fromRecord={(r) => ({ name: r.name })}
      title={(r) => r?.name ?? t('producers.create')}
    >
      {() => <TextField name="name" label={t('fields.name')} required />}
    </DictionaryEdit>
  );
}
