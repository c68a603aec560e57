import { Badge, Group } from '@mantine/core';
import {
  type RoleRecord,
  type RoleStoreInput,
  roleStoreSchema,
  roleUpdateSchema,
} from '@portal/contracts/users';
import { useParams } from 'react-router';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { ROLE_READERS } from './api/roles.ts';
import { RoleFields, roleValues } from './RoleFields.tsx';

/** A role, new (`store`) or edited (`show`). */
export default function RoleEditPage() {
  const { t } = useTranslation();
  const editing = Boolean(useParams().id);
  return (
    <RecordEditPage<RoleRecord, RoleStoreInput, typeof roleStoreSchema | typeof roleUpdateSchema>
      resource="user.roles"
      refreshes={ROLE_READERS}
      schema={editing ? roleUpdateSchema : roleStoreSchema}
      values={roleValues}
      title={(r) => (r ? r.name : t('roles.create'))}
      description={(r) =>
        r ? t('roles.usersCount', { count: r.users_count }) : t('roles.createDescription')
      }
      actions={(r) => (
        <Group gap={6}>
          {r.is_system && (
            <Badge color="gray" variant="default">
              {t('roles.system')}
            </Badge>
          )}
        </Group>
      )}
      createLabel={t('roles.createSubmit')}
      afterUpdate="stay"
      width={null}
      card={false}
    >
      {(role) => <RoleFields role={role} />}
    </RecordEditPage>
  );
}
