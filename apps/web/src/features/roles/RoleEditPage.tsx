import { Badge, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { useCan } from '../../lib/viewer.ts';
import { useRole } from './api/roles.ts';
import { RoleForm } from './RoleForm.tsx';

export default function RoleEditPage() {
  const { t } = useTranslation();
  const can = useCan();
  const id = Number(useParams().id);
  const role = useRole(id);

  if (role.isError) return <LoadFailed error={role.error} onRetry={() => void role.refetch()} />;
  if (!role.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} w={280} />
        <Skeleton h={40} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  const r = role.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={r.name}
        description={t('roles.usersCount', { count: r.users_count })}
        actions={
          <Group gap={6}>
            {r.is_system && (
              <Badge color="gray" variant="default">
                {t('roles.system')}
              </Badge>
            )}
          </Group>
        }
      />
      <RoleForm role={r} readOnly={!can('user.roles.update')} />
    </Stack>
  );
}
