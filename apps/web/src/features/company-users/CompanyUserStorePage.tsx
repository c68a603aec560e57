import { Alert, SimpleGrid, Text } from '@mantine/core';
import { type CompanyUserStoreInput, companyUserStoreSchema } from '@portal/contracts/users';
import { TextField } from '../../components/form/fields.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useMe } from '../../lib/viewer.ts';

type Values = Omit<CompanyUserStoreInput, 'phone_number'> & { phone_number: string };

/** A company admin adds a colleague; the colleague sets a password from the invitation e-mail. */
export default function CompanyUserStorePage() {
  const { t } = useTranslation();
  const me = useMe();
  const admin = Boolean(me?.model.is_company_admin);
  return (
    <RecordEditPage<{ id: number }, Values, typeof companyUserStoreSchema>
      resource="partner-zone.user.users"
      schema={companyUserStoreSchema}
      values={(): Values => ({
        first_name: '',
        last_name: '',
        email: '',
        phone_number: '',
        is_company_admin: false,
        is_activated: true,
      })}
      title={() => t('companyUsers.create')}
      description={() => me?.model.partner?.name}
      createLabel={t('companyUsers.createSubmit')}
      readOnly={!admin}
      width={760}
    >
      {() => (
        <>
          {!admin && (
            <Alert color="yellow" variant="light">
              {t('companyUsers.adminOnly')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="first_name" label={t('fields.firstName')} required />
            <TextField name="last_name" label={t('fields.lastName')} required />
            <TextField name="email" type="email" label={t('fields.email')} required />
            <TextField name="phone_number" type="tel" label={t('fields.phone')} />
          </SimpleGrid>
          <SwitchField
            name="is_company_admin"
            label={t('companyUsers.isAdmin')}
            description={t('companyUsers.isAdminHint')}
          />
          <SwitchField name="is_activated" label={t('users.isActivated')} />
          <Text size="xs" c="dimmed">
            {t('users.invitationHint')}
          </Text>
        </>
      )}
    </RecordEditPage>
  );
}
