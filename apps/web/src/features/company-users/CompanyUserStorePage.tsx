import { Alert, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CompanyUserStoreInput, companyUserStoreSchema } from '@portal/contracts/users';
import { Link, useNavigate } from 'react-router';
import { Form } from '../../components/form/Form.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { useRecordForm } from '../../components/form/useRecordForm.ts';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useMe } from '../../lib/viewer.ts';
import { useCreateCompanyUser } from './api/company-users.ts';

type Values = Omit<CompanyUserStoreInput, 'phone_number'> & { phone_number: string };

/** A company admin adds a colleague; the colleague sets a password from the invitation e-mail. */
export default function CompanyUserStorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const create = useCreateCompanyUser();
  const recordForm = useRecordForm(companyUserStoreSchema, {
    load: undefined,
    toValues: (): Values => ({
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      is_company_admin: false,
      is_activated: true,
    }),
    save: (values) => create.mutateAsync(values),
  });

  return (
    <Stack gap="md" maw={760}>
      <PageHeader title={t('companyUsers.create')} description={me?.model.partner?.name} />
      {!me?.model.is_company_admin && (
        <Alert color="yellow" variant="light">
          {t('companyUsers.adminOnly')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <Form
          {...recordForm}
          disabled={!me?.model.is_company_admin}
          submitLabel={t('companyUsers.createSubmit')}
          onSuccess={() => navigate(pathFor('partner-zone.user.users.index'))}
          actions={
            <Button variant="default" component={Link} to={pathFor('partner-zone.user.users.index')}>
              {t('common.back')}
            </Button>
          }
        >
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
        </Form>
      </Card>
    </Stack>
  );
}
