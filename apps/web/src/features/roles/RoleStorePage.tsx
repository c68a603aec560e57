import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
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
