import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import {
  CONTACT_SORTS,
  type ContactRecord,
  type ContractorRecord,
  contactSchema,
} from '@portal/contracts/contractors';
import { TextField } from '../../../components/form/fields.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { useRecordForm } from '../../../components/form/useRecordForm.ts';
import { ChildEdit, ChildList } from '../../../components/records/ChildRecords.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useContact, useSaveContact } from '../api/children.ts';
import { contractorChild } from './child-kinds.ts';

/** The contractor's contacts (spec §7 "contractor contacts: search query"). */
export function ContactsTab({ contractor }: { contractor: ContractorRecord }) {
  const { t } = useTranslation();
  return (
    <ChildList<ContactRecord>
      kind={contractorChild('contacts', t)}
      parentId={contractor.id}
      sorts={CONTACT_SORTS}
      destroy={{ name: (c) => `${c.first_name} ${c.last_name}`, allowed: (c) => !c.is_primary }}
      columns={[
        {
          accessor: 'last_name',
          title: t('fields.fullName'),
          sortable: true,
          render: (c) => (
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500}>
                {c.first_name} {c.last_name}
              </Text>
              {c.is_primary && (
                <Badge size="xs" variant="light">
                  {t('contacts.primary')}
                </Badge>
              )}
            </Group>
          ),
        },
        { accessor: 'email', title: t('fields.email'), sortable: true },
        {
          accessor: 'phone_number',
          title: t('fields.phone'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (c) => c.phone_number ?? '',
        },
        {
          accessor: 'position',
          title: t('contacts.position'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (c) => c.position ?? '',
        },
      ]}
    />
  );
}

type ContactValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  position: string;
  is_primary: boolean;
};

const contactValues = (c?: ContactRecord): ContactValues => ({
  first_name: c?.first_name ?? '',
  last_name: c?.last_name ?? '',
  email: c?.email ?? '',
  phone_number: c?.phone_number ?? '',
  position: c?.position ?? '',
  is_primary: c?.is_primary ?? false,
});

/** Adds or edits one contact; marking it primary takes the mark from the previous one. */
export function ContactEdit({ contractor, contactId }: { contractor: ContractorRecord; contactId?: number }) {
  const { t } = useTranslation();
  const contact = useContact(contractor.id, contactId ?? 0);
  const save = useSaveContact(contractor.id, contactId ?? null);
  const recordForm = useRecordForm(contactSchema, {
    load: contact.data,
    toValues: contactValues,
    save: (values) => save.mutateAsync(values),
  });
  return (
    <ChildEdit
      kind={contractorChild('contacts', t)}
      parentId={contractor.id}
      id={contactId}
      record={contact}
      recordForm={recordForm}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField name="first_name" label={t('fields.firstName')} required />
        <TextField name="last_name" label={t('fields.lastName')} required />
        <TextField name="email" type="email" label={t('fields.email')} required />
        <TextField name="phone_number" type="tel" label={t('fields.phone')} />
        <TextField name="position" label={t('contacts.position')} />
      </SimpleGrid>
      <SwitchField
        name="is_primary"
        label={t('contacts.isPrimary')}
        description={t('contacts.isPrimaryHint')}
      />
    </ChildEdit>
  );
}
