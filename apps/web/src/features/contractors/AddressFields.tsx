import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../components/form/fields.tsx';
import { formatPostcode } from '../../components/form/formatters.ts';
import { SelectField } from '../../components/form/select-fields.tsx';
import { toOptions, useCountries, useProvinces } from '../../lib/dictionaries.ts';
import { currentLang, useTranslation } from '../../lib/i18n.ts';

/** Which country id is Poland: the NIP, postcode and province rules apply there only. */
export function usePolandCheck() {
  const countries = useCountries(currentLang());
  const poland = countries.data?.find((c) => c.code === 'PL')?.id;
  return { countries, poland, isPoland: (id: number) => id === poland };
}

/** Street, postcode, city, province (Poland only) and country of a company or branch. */
export function AddressFields() {
  const { t } = useTranslation();
  const { watch } = useFormContext();
  const provinces = useProvinces();
  const { countries, poland } = usePolandCheck();
  const inPoland = watch('address_country_id') === poland;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextField name="address_street" label={t('fields.street')} required />
      <TextField
        name="address_postcode"
        label={t('fields.postcode')}
        placeholder={inPoland ? t('fields.postcodePlaceholder') : undefined}
        format={inPoland ? formatPostcode : undefined}
        required
      />
      <TextField name="address_city" label={t('fields.city')} required />
      <SelectField
        name="address_province_id"
        label={t('fields.province')}
        data={toOptions(provinces.data)}
        loading={provinces.isPending}
        required={inPoland}
        clearable={!inPoland}
      />
      <SelectField
        name="address_country_id"
        label={t('fields.country')}
        data={toOptions(countries.data)}
        loading={countries.isPending}
        required
      />
    </SimpleGrid>
  );
}
