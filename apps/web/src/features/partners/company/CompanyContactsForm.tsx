import '@mantine/core/styles/Radio.css';
import { ActionIcon, Button, Card, Group, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CompanyProfile, companyProfileFormSchema } from '@portal/contracts/partners';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { Form } from '../../../components/form/Form.tsx';
import { TextField } from '../../../components/form/fields.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { useRecordForm } from '../../../components/form/useRecordForm.ts';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import { useUpdateCompanyProfile } from '../api/company.ts';

type Contact = {
  id?: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  position: string;
  is_primary: boolean;
};
type Values = {
  phone_number: string;
  electronic_invoice_email: string;
  electronic_form_invoice: boolean;
  contacts: Contact[];
};

const valuesOf = (p: CompanyProfile): Values => ({
  phone_number: p.phone_number ?? '',
  electronic_invoice_email: p.electronic_invoice_email ?? '',
  electronic_form_invoice: p.electronic_form_invoice,
  contacts: p.contacts.map((c) => ({
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone_number: c.phone_number ?? '',
    position: c.position ?? '',
    is_primary: c.is_primary,
  })),
});

const emptyContact: Contact = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  position: '',
  is_primary: false,
};

/** What a company admin changes directly: phone, invoice e-mail and the contacts. */
export function CompanyContactsForm({ profile, partnerId }: { profile: CompanyProfile; partnerId: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const save = useUpdateCompanyProfile(partnerId);
  const recordForm = useRecordForm(companyProfileFormSchema, {
    load: profile,
    toValues: (p: CompanyProfile | undefined) => (p ? valuesOf(p) : valuesOf(profile)),
    save: (v) => save.mutateAsync(v),
  });
  const { form } = recordForm;
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });
  const primary = form.watch('contacts').findIndex((c) => c.is_primary);
  const setPrimary = (index: number) => {
    for (const [i] of form.getValues('contacts').entries())
      form.setValue(`contacts.${i}.is_primary`, i === index, { shouldDirty: true });
  };
  const listError = form.formState.errors.contacts?.message ?? form.formState.errors.contacts?.root?.message;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text fw={600}>{t('companyProfile.contactsTitle')}</Text>
        <Form {...recordForm} disabled={!profile.can_edit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="phone_number" type="tel" label={t('fields.companyPhone')} />
            <TextField name="electronic_invoice_email" type="email" label={t('fields.invoiceEmail')} />
          </SimpleGrid>
          <SwitchField name="electronic_form_invoice" label={t('fields.electronicInvoice')} />
          <Radio.Group
            value={primary >= 0 ? String(primary) : null}
            onChange={(v) => setPrimary(Number(v))}
            label={t('contractors.primaryContact')}
            error={message(listError)}
          >
            <Stack gap="sm" mt="xs">
              {contacts.fields.map((field, index) => (
                <Paper key={field.id} withBorder radius="md" p="sm">
                  <Group justify="space-between" mb="xs" wrap="nowrap">
                    <Radio value={String(index)} label={t('contacts.primary')} disabled={!profile.can_edit} />
                    {profile.can_edit && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('companyProfile.removeContact')}
                        onClick={() => contacts.remove(index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    <TextField name={`contacts.${index}.first_name`} label={t('fields.firstName')} required />
                    <TextField name={`contacts.${index}.last_name`} label={t('fields.lastName')} required />
                    <TextField
                      name={`contacts.${index}.email`}
                      type="email"
                      label={t('fields.email')}
                      required
                    />
                    <TextField name={`contacts.${index}.phone_number`} type="tel" label={t('fields.phone')} />
                    <TextField name={`contacts.${index}.position`} label={t('contacts.position')} />
                  </SimpleGrid>
                </Paper>
              ))}
            </Stack>
          </Radio.Group>
          {profile.can_edit && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => contacts.append(emptyContact)}
              >
                {t('contacts.create')}
              </Button>
            </Group>
          )}
        </Form>
      </Stack>
    </Card>
  );
}
