import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { RoleForm } from './RoleForm.tsx';

export default function RoleStorePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageHeader title={t('roles.create')} description={t('roles.createDescription')} />
      <RoleForm />
    </Stack>
  );
}
