import { Badge, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/viewer.ts';
import { useUser } from './api/users.ts';
import { UserForm } from './UserForm.tsx';

export default function UserEditPage() {
  const { t } = useTranslation();
  const can = useCan();
  const id = Number(useParams().id);
  const user = useUser(id);

  if (user.isError) return <LoadFailed error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data) {
    return (
      <Stack gap="md" maw={960} aria-busy="true">
        <Skeleton h={36} w={280} />
        <Skeleton h={220} />
        <Skeleton h={180} />
      </Stack>
    );
  }
  const u = user.data;
  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title={`${u.first_name} ${u.last_name}`}
        description={
          u.last_login_at
            ? t('users.lastLoginAt', { date: formatDateTime(u.last_login_at) })
            : t('users.neverLoggedIn')
        }
        actions={
          <Group gap={6}>
            <Badge variant="light">{u.role.name}</Badge>
            {!u.has_password && (
              <Badge color="yellow" variant="dot">
                {t('users.invited')}
              </Badge>
            )}
          </Group>
        }
      />
      <UserForm user={u} readOnly={!can('user.users.update')} />
    </Stack>
  );
}
