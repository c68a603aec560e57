import { Badge, Group } from '@mantine/core';
import { type UserRecord, userFormSchema } from '@portal/contracts/users';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useRoleSlugs } from './api/options.ts';
import { UserFields, type UserFormValues, userValues } from './UserFields.tsx';

/** A staff or partner user, new (`store`) or edited (`show`). */
export default function UserEditPage() {
  const { t } = useTranslation();
  const slugOf = useRoleSlugs();
  return (
    <RecordEditPage<UserRecord, UserFormValues, ReturnType<typeof userFormSchema>>
      resource="user.users"
      schema={() => userFormSchema(slugOf)}
      values={userValues}
      title={(u) => (u ? `${u.first_name} ${u.last_name}` : t('users.create'))}
      description={(u) => {
        if (!u) return t('users.createDescription');
        return u.last_login_at
          ? t('users.lastLoginAt', { date: formatDateTime(u.last_login_at) })
          : t('users.neverLoggedIn');
      }}
      actions={(u) => (
        <Group gap={6}>
          <Badge variant="light">{u.role.name}</Badge>
          {!u.has_password && (
            <Badge color="yellow" variant="dot">
              {t('users.invited')}
            </Badge>
          )}
        </Group>
      )}
      createLabel={t('users.createSubmit')}
      afterUpdate="stay"
      width={960}
      card={false}
    >
      {(user) => <UserFields user={user} />}
    </RecordEditPage>
  );
}
