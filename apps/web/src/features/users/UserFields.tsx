import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PARTNER_ROLE_SLUG, type UserRecord, type UserStoreInput } from '@portal/contracts/users';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useDeactivationQuestion } from '../../components/ActivationSwitch.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { MultiSelectField, SelectField } from '../../components/form/select-fields.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { toOptions, useBrands, useProvinces } from '../../lib/dictionaries.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { usePartnerOptions, useRoleOptions, useRoleSlugs } from './api/options.ts';

export type UserFormValues = Omit<UserStoreInput, 'role_id' | 'phone_number'> & {
  role_id: number | null;
  phone_number: string;
};

export function userValues(user?: UserRecord): UserFormValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    phone_number: user?.phone_number ?? '',
    role_id: user?.role_id ?? null,
    partner_id: user?.partner_id ?? null,
    is_company_admin: user?.is_company_admin ?? false,
    is_activated: user?.is_activated ?? true,
    brands: user?.brands.map((b) => b.id) ?? [],
    provinces: user?.provinces.map((p) => p.id) ?? [],
  };
}

/** The back-office user's fields (store and edit): staff get brands and provinces, partners a company. */
export function UserFields({ user }: { user?: UserRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const roles = useRoleOptions();
  const provinces = useProvinces();
  const brands = useBrands(can('brand.brands.index'));
  const slugOf = useRoleSlugs();
  const deactivation = useDeactivationQuestion();

  const roleId = useWatch<UserFormValues, 'role_id'>({ name: 'role_id' });
  const isPartner = roleId != null && slugOf(roleId) === PARTNER_ROLE_SLUG;
  const [partnerSearch, setPartnerSearch] = useState('');
  const [search] = useDebouncedValue(partnerSearch, 300);
  const partners = usePartnerOptions(search, isPartner);
  const partnerOptions = toOptions(partners.data);
  if (user?.partner && !partnerOptions.some((o) => o.value === String(user.partner?.id))) {
    partnerOptions.unshift({ value: String(user.partner.id), label: user.partner.name });
  }

  return (
    <>
      <Fieldset legend={t('users.personal')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField name="first_name" label={t('fields.firstName')} required />
          <TextField name="last_name" label={t('fields.lastName')} required />
          <TextField name="email" type="email" label={t('fields.email')} required />
          <TextField name="phone_number" type="tel" label={t('fields.phone')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('users.access')} radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField
              name="role_id"
              label={t('fields.role')}
              data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              loading={roles.isPending && can('user.roles.index')}
              required
            />
            {isPartner && (
              <PartnerSelect
                options={partnerOptions}
                onSearch={setPartnerSearch}
                loading={partners.isFetching}
              />
            )}
          </SimpleGrid>
          {!isPartner && roleId != null && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <MultiSelectField
                name="brands"
                label={t('fields.brands')}
                data={toOptions(brands.data)}
                loading={brands.isPending && can('brand.brands.index')}
                required
              />
              <MultiSelectField
                name="provinces"
                label={t('fields.provinces')}
                data={toOptions(provinces.data)}
                loading={provinces.isPending}
                required
              />
            </SimpleGrid>
          )}
          <SwitchField
            name="is_activated"
            label={t('users.isActivated')}
            confirmOff={user ? deactivation(`${user.first_name} ${user.last_name}`) : undefined}
          />
          {isPartner && <SwitchField name="is_company_admin" label={t('users.isCompanyAdmin')} />}
          {!user && (
            <Text size="xs" c="dimmed">
              {t('users.invitationHint')}
            </Text>
          )}
        </Stack>
      </Fieldset>
    </>
  );
}

function PartnerSelect({
  options,
  onSearch,
  loading,
}: {
  options: { value: string; label: string }[];
  onSearch: (s: string) => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="partner_id"
      label={t('fields.partner')}
      data={options}
      placeholder={t('users.partnerSearch')}
      nothingFound={loading ? t('common.loading') : t('table.empty')}
      onSearchChange={onSearch}
      required
    />
  );
}
