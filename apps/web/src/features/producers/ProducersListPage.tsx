import { PRODUCER_SORTS, type ProducerRecord } from '@portal/contracts/producers';
import { DictionaryList } from '../../components/dictionary/DictionaryList.tsx';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Producers (spec §2 /cms/producer/producers). */
export default function ProducersListPage() {
  const { t } = useTranslation();
  return (
    <DictionaryList<ProducerRecord>
      resource="producer.producers"
      title={t('producers.title')}
      description={t('producers.description')}
      createLabel={t('producers.create')}
      sorts={PRODUCER_SORTS}
      recordName={(r) => r.name}
      columns={[
        { accessor: 'name', title: t('fields.name'), sortable: true },
        { accessor: 'devices_count', title: t('producers.devices'), textAlign: 'right' },
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
