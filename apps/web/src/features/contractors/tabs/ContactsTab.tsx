import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  CONTACT_SORTS,
  type ContactInput,
  type ContactRecord,
  type ContractorRecord,
  contactSchema,
} from '@portal/contracts/contractors';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '../../../app/paths.ts';
import { Form } from '../../../components/form/Form.tsx';
import { SwitchField, TextField } from '../../../components/form/fields.tsx';
import { LoadFailed } from '../../../components/page/LoadFailed.tsx';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { SearchInput } from '../../../components/table/SearchInput.tsx';
import { useListQuery, useListState } from '../../../components/table/useList.ts';
import { useCan } from '../../../lib/viewer.ts';
import { useContact, useSaveContact } from '../api/children.ts';

/** The contractor's contacts (spec §7 "contractor contacts: search query"). */
export function ContactsTab({ contractor }: { contractor: ContractorRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: CONTACT_SORTS });
  const query = useListQuery<ContactRecord>('contractor.contacts.index', list.state, 'cms', {
    contractor: contractor.id,
  });
  const nested = (r: ContactRecord) => ({ id: contractor.id, contactId: r.id });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SearchInput list={list} />
        {can('contractor.contacts.store') && (
          <Button
            component={Link}
            to={pathFor('contractor.contacts.store', { id: contractor.id })}
            leftSection={<IconPlus size={16} />}
          >
            {t('contacts.create')}
          </Button>
        )}
      </Group>
      <DataTable<ContactRecord>
        label={t('contractors.tabs.contacts')}
        list={list}
        query={query}
        rowLink={{ route: 'contractor.contacts.show', access: 'contractor.contacts.update', params: nested }}
        edit={{ route: 'contractor.contacts.show', access: 'contractor.contacts.update', params: nested }}
        destroy={{
          route: 'contractor.contacts.destroy',
          name: (c) => `${c.first_name} ${c.last_name}`,
          allowed: (c) => !c.is_primary,
          params: () => ({ contractor: contractor.id }),
        }}
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
    </Stack>
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
  const can = useCan();
  const navigate = useNavigate();
  const contact = useContact(contractor.id, contactId ?? 0);
  const save = useSaveContact(contractor.id, contactId ?? null);
  const form = useForm<ContactValues, unknown, ContactInput>({
    resolver: zodResolver(contactSchema) as never,
    defaultValues: contactValues(),
  });
  useEffect(() => {
    if (contact.data) form.reset(contactValues(contact.data));
  }, [contact.data, form]);
  const back = pathFor('contractor.contacts.index', { id: contractor.id });

  if (contactId && contact.isError)
    return <LoadFailed error={contact.error} onRetry={() => void contact.refetch()} />;
  if (contactId && !contact.data) return <Skeleton h={240} aria-busy="true" />;
  return (
    <Card withBorder radius="md" padding="lg" maw={760}>
      <Stack gap="md">
        <Text fw={600}>{t(contactId ? 'contacts.edit' : 'contacts.create')}</Text>
        <Form
          form={form}
          disabled={!can(contactId ? 'contractor.contacts.update' : 'contractor.contacts.store')}
          onSubmit={(values) => save.mutateAsync(values)}
          onSuccess={() => navigate(back)}
          actions={
            <Button variant="default" component={Link} to={back}>
              {t('common.back')}
            </Button>
          }
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
        </Form>
      </Stack>
    </Card>
  );
}
