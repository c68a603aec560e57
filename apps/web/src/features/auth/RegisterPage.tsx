import { Anchor, Fieldset, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type RegisterInput, registerFormSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Captcha } from '../../components/captcha/Captcha.tsx';
import { Form } from '../../components/form/Form.tsx';
import { CheckboxField, TextField } from '../../components/form/fields.tsx';
import { formatNip, formatPostcode } from '../../components/form/formatters.ts';
import { SelectField } from '../../components/form/select-fields.tsx';
import { useRecordForm } from '../../components/form/useRecordForm.ts';
import { toOptions, useBusinessAreas, useCountries, useProvinces } from '../../lib/dictionaries.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { register } from './api/public-forms.ts';
import { Done } from './Done.tsx';
import { captchaOf, useCaptchaField } from './useCaptchaField.ts';

/** What the form holds before validation: nothing picked yet, consents unticked. */
type RegisterForm = Omit<
  RegisterInput,
  'consent_processing_data' | 'address_country_id' | 'business_area_id'
> & {
  consent_processing_data: boolean;
  address_country_id: number | null;
  business_area_id: number | null;
};

const EMPTY: RegisterForm = {
  name: '',
  nip_number: '',
  address_street: '',
  address_city: '',
  address_postcode: '',
  address_province_id: null,
  address_country_id: null,
  phone_number: '',
  electronic_invoice_email: '',
  electronic_form_invoice: false,
  business_area_id: null,
  primary_contact: { first_name: '', last_name: '', email: '', phone_number: '' },
  consent_processing_data: false,
  consent_commercial_info: false,
  consent_marketing_purposes: false,
  captcha: '',
};

/** Company registration (spec §2): company data, contact person, business area, consents. */
export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const provinces = useProvinces();
  const countries = useCountries(i18n.language);
  const areas = useBusinessAreas();
  const polandId = countries.data?.find((c) => c.code === 'PL')?.id;
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: register });
  const recordForm = useRecordForm(() => registerFormSchema(polandId), {
    load: undefined,
    toValues: (): RegisterForm => EMPTY,
    save: (values) =>
      mutation.mutateAsync(values).catch((err) => {
        captcha.renew();
        throw err;
      }),
  });
  const { form } = recordForm;
  const captcha = useCaptchaField(captchaOf(form));

  useEffect(() => {
    if (polandId && !form.getValues('address_country_id')) form.setValue('address_country_id', polandId);
  }, [polandId, form]);
  const inPoland = form.watch('address_country_id') === polandId;

  if (done) return <Done title={t('auth.register.doneTitle')} message={done} />;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('auth.register.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.register.subtitle')}
        </Text>
      </div>
      <Form
        {...recordForm}
        beforeSubmit={captcha.whenSolved}
        submitLabel={t('auth.register.submit')}
        fullWidthSubmit
        onSuccess={(res) => setDone((res as { message: string }).message)}
      >
        <Fieldset legend={t('auth.register.company')} radius="md">
          <Stack gap="sm">
            <TextField name="name" label={t('fields.companyName')} required autoComplete="organization" />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <SelectField
                name="address_country_id"
                label={t('fields.country')}
                data={toOptions(countries.data)}
                loading={countries.isPending}
                required
              />
              <TextField
                name="nip_number"
                label={t('fields.nip')}
                required={inPoland}
                format={inPoland ? formatNip : undefined}
              />
              <TextField
                name="address_street"
                label={t('fields.street')}
                required
                autoComplete="address-line1"
              />
              <TextField
                name="address_city"
                label={t('fields.city')}
                required
                autoComplete="address-level2"
              />
              <TextField
                name="address_postcode"
                label={t('fields.postcode')}
                required
                placeholder={inPoland ? t('fields.postcodePlaceholder') : undefined}
                format={inPoland ? formatPostcode : undefined}
                autoComplete="postal-code"
              />
              <SelectField
                name="address_province_id"
                label={t('fields.province')}
                data={toOptions(provinces.data)}
                loading={provinces.isPending}
                required={inPoland}
                clearable={!inPoland}
              />
              <TextField name="phone_number" type="tel" label={t('fields.companyPhone')} autoComplete="tel" />
              <SelectField
                name="business_area_id"
                label={t('fields.businessArea')}
                data={toOptions(areas.data)}
                loading={areas.isPending}
                required
              />
            </SimpleGrid>
            <TextField name="electronic_invoice_email" type="email" label={t('fields.invoiceEmail')} />
            <CheckboxField name="electronic_form_invoice" label={t('fields.electronicInvoice')} />
          </Stack>
        </Fieldset>
        <Fieldset legend={t('auth.register.contact')} radius="md">
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('auth.register.contactHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextField
                name="primary_contact.first_name"
                label={t('fields.firstName')}
                required
                autoComplete="given-name"
              />
              <TextField
                name="primary_contact.last_name"
                label={t('fields.lastName')}
                required
                autoComplete="family-name"
              />
              <TextField
                name="primary_contact.email"
                type="email"
                label={t('fields.email')}
                required
                autoComplete="email"
              />
              <TextField
                name="primary_contact.phone_number"
                type="tel"
                label={t('fields.phone')}
                required
                autoComplete="tel"
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('auth.register.consents')} radius="md">
          <Stack gap="sm">
            <CheckboxField name="consent_processing_data" label={t('consents.processing-personal-data')} />
            <CheckboxField name="consent_commercial_info" label={t('consents.commercial-information')} />
            <CheckboxField name="consent_marketing_purposes" label={t('consents.marketing-purposes')} />
          </Stack>
        </Fieldset>
        <Captcha {...captcha.props} />
      </Form>
      <Text size="sm" ta="center">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to={pathFor('auth.login')}>
          {t('auth.register.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
