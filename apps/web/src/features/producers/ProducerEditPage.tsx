import { type ProducerForm, type ProducerRecord, producerFormSchema } from '@portal/contracts/producers';
import { TextField } from '../../components/form/fields.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function ProducerEditPage() {
  const { t } = useTranslation();
  return (
    <RecordEditPage<ProducerRecord, ProducerForm>
      resource="producer.producers"
      schema={producerFormSchema}
      values={(r) => (r ? { name: r.name } : { name: '' })}
      title={(r) => r?.name ?? t('producers.create')}
    >
      {() => <TextField name="name" label={t('fields.name')} required />}
    </RecordEditPage>
  );
}
