import { Button, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { ContractorRecord } from '@portal/contracts/contractors';
import { contractorStoreFormSchema, contractorUpdateFormSchema } from '@portal/contracts/contractors';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Form } from '../../components/form/Form.tsx';
import { CheckboxField, TextField } from '../../components/form/fields.tsx';
import { formatNip } from '../../components/form/formatters.ts';
import { SelectField } from '../../components/form/select-fields.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { useRecordForm } from '../../components/form/useRecordForm.ts';
import { toOptions, useBusinessAreas } from '../../lib/dictionaries.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useOptions } from '../../lib/options.ts';
import { pathFor } from '../../lib/paths.ts';
import { AddressFields, usePolandCheck } from './AddressFields.tsx';
import { useSaveContractor } from './api/contractors.ts';

type Contact = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  position: string;
};

/** Form values: selects hold null until picked, optional texts an empty string. */
export type ContractorValues = {
  name: string;
  nip_number: string;
  address_street: string;
  address_city: string;
  address_postcode: string;
  address_province_id: number | null;
  address_country_id: number | null;
  phone_number: string;
  electronic_invoice_email: string;
  electronic_form_invoice: boolean;
  business_area_id: number | null;
  consent_processing_data: boolean;
  consent_commercial_info: boolean;
  consent_marketing_purposes: boolean;
  primary_contact?: Contact;
  primary_contact_id?: number | null;
};

function valuesOf(c: ContractorRecord | undefined, poland: number | undefined): ContractorValues {
  const base: ContractorValues = {
    name: c?.name ?? '',
    nip_number: c?.nip_number ?? '',
    address_street: c?.address_street ?? '',
    address_city: c?.address_city ?? '',
    address_postcode: c?.address_postcode ?? '',
    address_province_id: c?.address_province_id ?? null,
    address_country_id: c?.address_country_id ?? poland ?? null,
    phone_number: c?.phone_number ?? '',
    electronic_invoice_email: c?.electronic_invoice_email ?? '',
    electronic_form_invoice: c?.electronic_form_invoice ?? false,
    business_area_id: c?.business_area_id ?? null,
    consent_processing_data: c?.consent_processing_data ?? false,
    consent_commercial_info: c?.consent_commercial_info ?? false,
    consent_marketing_purposes: c?.consent_marketing_purposes ?? false,
  };
  return c
    ? { ...base, primary_contact_id: c.primary_contact?.id ?? null }
    : {
        ...base,
        primary_contact: { first_name: '', last_name: '', email: '', phone_number: '', position: '' },
      };
}

function useContactOptions(contractor: number) {
  return useOptions('contractor.contacts.index', {
    params: { contractor },
    query: { sort_by: 'last_name', sort_direction: 'asc' },
    enabled: contractor > 0,
  });
}

/** Staff add a company by hand (store) or edit its data (the main tab). */
export function ContractorForm({
  contractor,
  readOnly = false,
}: {
  contractor?: ContractorRecord;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const areas = useBusinessAreas();
  const { poland, isPoland } = usePolandCheck();
  const contacts = useContactOptions(contractor?.id ?? 0);
  const save = useSaveContractor(contractor?.id ?? null);
  const recordForm = useRecordForm(
    () => (contractor ? contractorUpdateFormSchema(isPoland) : contractorStoreFormSchema(isPoland)),
    {
      load: contractor,
      toValues: (c: ContractorRecord | undefined) => valuesOf(c, poland),
      save: (values) => save.mutateAsync(values),
    },
  );
  const { form } = recordForm;

  useEffect(() => {
    if (!contractor && poland && form.getValues('address_country_id') === null)
      form.setValue('address_country_id', poland);
  }, [contractor, poland, form]);

  // A Polish company needs its NIP (registrationCountryIssues), so the field is marked like the province.
  const inPoland = form.watch('address_country_id') === poland;

  const back = contractor
    ? pathFor('contractor.contractors.show', { id: contractor.id })
    : pathFor('contractor.contractors.index');

  return (
    <Form
      {...recordForm}
      disabled={readOnly}
      submitLabel={t(contractor ? 'common.save' : 'contractors.createSubmit')}
      onSuccess={(result) => {
        if (!contractor) {
          const id = (result as { model: ContractorRecord }).model.id;
          navigate(pathFor('contractor.contractors.show', { id }));
        }
      }}
      actions={
        <Button variant="default" component={Link} to={back}>
          {t('common.back')}
        </Button>
      }
    >
      <Fieldset legend={t('contractors.company')} radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="name" label={t('fields.companyName')} required />
            <TextField
              name="nip_number"
              label={t('fields.nip')}
              required={inPoland}
              format={inPoland ? formatNip : undefined}
            />
            <SelectField
              name="business_area_id"
              label={t('fields.businessArea')}
              data={toOptions(areas.data)}
              loading={areas.isPending}
              required
            />
            <TextField name="phone_number" type="tel" label={t('fields.companyPhone')} />
          </SimpleGrid>
          <AddressFields />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('contractors.invoices')} radius="md">
        <Stack gap="sm">
          <TextField name="electronic_invoice_email" type="email" label={t('fields.invoiceEmail')} />
          <SwitchField name="electronic_form_invoice" label={t('fields.electronicInvoice')} />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('contractors.primaryContact')} radius="md">
        {contractor ? (
          <SelectField
            name="primary_contact_id"
            label={t('contractors.primaryContact')}
            data={(contacts.data ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.first_name} ${c.last_name} (${c.email})`,
            }))}
            loading={contacts.isPending}
            required
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="primary_contact.first_name" label={t('fields.firstName')} required />
            <TextField name="primary_contact.last_name" label={t('fields.lastName')} required />
            <TextField name="primary_contact.email" type="email" label={t('fields.email')} required />
            <TextField name="primary_contact.phone_number" type="tel" label={t('fields.phone')} />
            <TextField name="primary_contact.position" label={t('contacts.position')} />
          </SimpleGrid>
        )}
      </Fieldset>
      <Fieldset legend={t('contractors.consents')} radius="md">
        <Stack gap="xs">
          <CheckboxField name="consent_processing_data" label={t('consents.processing-personal-data')} />
          <CheckboxField name="consent_commercial_info" label={t('consents.commercial-information')} />
          <CheckboxField name="consent_marketing_purposes" label={t('consents.marketing-purposes')} />
        </Stack>
      </Fieldset>
    </Form>
  );
}
