import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CHANGE_REQUEST_FIELDS,
  type CompanyProfile,
  changeRequestStoreSchema,
} from '@portal/contracts/partners';
import { z } from 'zod';
import { Form } from '../../../components/form/Form.tsx';
import { TextField } from '../../../components/form/fields.tsx';
import { formatNip, formatPostcode } from '../../../components/form/formatters.ts';
import { SelectField } from '../../../components/form/select-fields.tsx';
import { useRecordForm } from '../../../components/form/useRecordForm.ts';
import { toOptions, useCountries, useProvinces } from '../../../lib/dictionaries.ts';
import { currentLang, useTranslation } from '../../../lib/i18n.ts';
import { useRequestChange } from '../api/company.ts';

type Values = {
  name: string;
  nip_number: string;
  address_street: string;
  address_city: string;
  address_postcode: string;
  address_province_id: number | null;
  address_country_id: number | null;
};

const valuesOf = (p: CompanyProfile): Values => ({
  name: p.name,
  nip_number: p.nip_number ?? '',
  address_street: p.address_street,
  address_city: p.address_city,
  address_postcode: p.address_postcode,
  address_province_id: p.address_province_id,
  address_country_id: p.address_country_id,
});

function changedFields(values: unknown, initial: Values): Partial<Values> {
  const current = { ...initial, ...(values as Partial<Values>) };
  return Object.fromEntries(
    CHANGE_REQUEST_FIELDS.filter((f) => (current[f] ?? '') !== (initial[f] ?? '')).map((f) => [
      f,
      current[f],
    ]),
  );
}

/** Name, NIP and address change only through a request the caretaker approves: only changed fields go. */
export function ChangeRequestForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  const provinces = useProvinces();
  const countries = useCountries(currentLang());
  const request = useRequestChange();
  const initial = valuesOf(profile);
  const recordForm = useRecordForm(
    // Only the changed fields make the request, so only they are checked.
    () => z.preprocess((values) => changedFields(values, initial), changeRequestStoreSchema),
    { load: profile, toValues: () => initial, save: (v) => request.mutateAsync(v) },
  );
  // NIP and postcode are written the Polish way only for a company in Poland.
  const poland = countries.data?.find((c) => c.code === 'PL')?.id;
  const inPoland = recordForm.form.watch('address_country_id') === poland;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text fw={600}>{t('companyProfile.changeTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('companyProfile.changeHint')}
        </Text>
        <Form {...recordForm} submitLabel={t('companyProfile.changeSubmit')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="name" label={t('fields.companyName')} required />
            <TextField name="nip_number" label={t('fields.nip')} format={inPoland ? formatNip : undefined} />
            <TextField name="address_street" label={t('fields.street')} required />
            <TextField
              name="address_postcode"
              label={t('fields.postcode')}
              required
              format={inPoland ? formatPostcode : undefined}
            />
            <TextField name="address_city" label={t('fields.city')} required />
            <SelectField
              name="address_province_id"
              label={t('fields.province')}
              data={toOptions(provinces.data)}
              clearable
            />
            <SelectField
              name="address_country_id"
              label={t('fields.country')}
              data={toOptions(countries.data)}
              required
            />
          </SimpleGrid>
        </Form>
      </Stack>
    </Card>
  );
}
