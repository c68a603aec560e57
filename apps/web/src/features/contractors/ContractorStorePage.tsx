import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { ContractorForm } from './ContractorForm.tsx';

export default function ContractorStorePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('contractors.create')} description={t('contractors.createDescription')} />
      <ContractorForm />
    </Stack>
  );
}
