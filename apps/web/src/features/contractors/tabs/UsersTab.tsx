import { Alert, Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { ContractorRecord } from '@portal/contracts/contractors';
import {
  COMPANY_USER_SORTS,
  type CompanyUserRecord,
  companyUserStoreSchema,
  companyUserUpdateSchema,
} from '@portal/contracts/users';
import { ActivationSwitch, useDeactivationQuestion } from '../../../components/ActivationSwitch.tsx';
import { TextField } from '../../../components/form/fields.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { useRecordForm } from '../../../components/form/useRecordForm.ts';
import { ChildEdit, ChildList } from '../../../components/records/ChildRecords.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/viewer.ts';
import { useContractorUser, useSaveContractorUser, useToggleContractorUser } from '../api/children.ts';
import { contractorChild } from './child-kinds.ts';

/** The company's users: a contractor that is not a partner has none. */
export function UsersTab({ contractor }: { contractor: ContractorRecord }) {
  const message = useMessage();
  if (!contractor.is_partner)
    return (
      <Alert color="gray" variant="light">
        {message('contractors.not_partner')}
      </Alert>
    );
  return <UsersList contractor={contractor} />;
}

function UsersList({ contractor }: { contractor: ContractorRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const toggle = useToggleContractorUser(contractor.id);
  const mayEdit = can('contractor.users.update');
  return (
    <ChildList<CompanyUserRecord>
      kind={contractorChild('users', t)}
      parentId={contractor.id}
      sorts={COMPANY_USER_SORTS}
      columns={[
        {
          accessor: 'last_name',
          title: t('fields.fullName'),
          sortable: true,
          render: (u) => (
            <div>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={500}>
                  {u.first_name} {u.last_name}
                </Text>
                {u.is_company_admin && (
                  <Badge size="xs" variant="light">
                    {t('companyUsers.admin')}
                  </Badge>
                )}
                {!u.has_password && (
                  <Badge size="xs" color="yellow" variant="light">
                    {t('users.invited')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {u.email}
              </Text>
            </div>
          ),
        },
        {
          accessor: 'last_login_at',
          title: t('users.lastLogin'),
          sortable: true,
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (u) => formatDateTime(u.last_login_at) || t('users.never'),
        },
        {
          accessor: 'is_activated',
          title: t('fields.status'),
          sortable: true,
          render: (u) =>
            mayEdit ? (
              <ActivationSwitch
                active={u.is_activated}
                name={`${u.first_name} ${u.last_name}`}
                disabled={toggle.isPending}
                onChange={(active) => toggle.mutate({ id: u.id, is_activated: active })}
              />
            ) : (
              <Badge color={u.is_activated ? 'green' : 'gray'} variant="light">
                {t(u.is_activated ? 'users.active' : 'users.inactive')}
              </Badge>
            ),
        },
      ]}
    />
  );
}

type UserValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  is_company_admin: boolean;
  is_activated: boolean;
};

const userValues = (u?: CompanyUserRecord): UserValues => ({
  first_name: u?.first_name ?? '',
  last_name: u?.last_name ?? '',
  email: u?.email ?? '',
  phone_number: u?.phone_number ?? '',
  is_company_admin: u?.is_company_admin ?? false,
  is_activated: u?.is_activated ?? true,
});

/** Adds a user to the company (the invitation is e-mailed) or edits one. */
export function ContractorUserEdit({
  contractor,
  userId,
}: {
  contractor: ContractorRecord;
  userId?: number;
}) {
  const { t } = useTranslation();
  const user = useContractorUser(contractor.id, userId ?? 0);
  const save = useSaveContractorUser(contractor.id, userId ?? null);
  const deactivation = useDeactivationQuestion();
  const recordForm = useRecordForm(userId ? companyUserUpdateSchema : companyUserStoreSchema, {
    load: user.data,
    toValues: userValues,
    save: (values) => save.mutateAsync(values),
  });
  return (
    <ChildEdit
      kind={contractorChild('users', t)}
      parentId={contractor.id}
      id={userId}
      record={user}
      recordForm={recordForm}
      submitLabel={userId ? undefined : t('companyUsers.createSubmit')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField name="first_name" label={t('fields.firstName')} required />
        <TextField name="last_name" label={t('fields.lastName')} required />
        <TextField name="email" type="email" label={t('fields.email')} required />
        <TextField name="phone_number" type="tel" label={t('fields.phone')} />
      </SimpleGrid>
      <SwitchField name="is_company_admin" label={t('companyUsers.isAdmin')} />
      <SwitchField
        name="is_activated"
        label={t('users.isActivated')}
        confirmOff={user.data ? deactivation(`${user.data.first_name} ${user.data.last_name}`) : undefined}
      />
      {!userId && (
        <Text size="xs" c="dimmed">
          {t('users.invitationHint')}
        </Text>
      )}
    </ChildEdit>
  );
}
