import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { UserForm } from './UserForm.tsx';

export default function UserStorePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('users.create')} description={t('users.createDescription')} />
      <UserForm />
    </Stack>
  );
}
