import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page/PageHeader.tsx';
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
