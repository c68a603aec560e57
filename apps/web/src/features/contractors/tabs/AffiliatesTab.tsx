import { zodResolver } from '@hookform/resolvers/zod';
import {
  AFFILIATE_SORTS,
  type AffiliateInput,
  type AffiliateRecord,
  affiliateFormSchema,
  type ContractorRecord,
} from '@portal/contracts/contractors';
import { useEffect, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/fields.tsx';
import { AddressFields, usePolandCheck } from '../AddressFields.tsx';
import { useAffiliate, useSaveAffiliate } from '../api/children.ts';
import { ChildEdit, ChildList } from './ChildRecords.tsx';

/** The contractor's branches (Oddział): list, add, edit, delete. */
export function AffiliatesTab({ contractor }: { contractor: ContractorRecord }) {
  const { t } = useTranslation();
  return (
    <ChildList<AffiliateRecord>
      contractor={contractor}
      child="affiliates"
      sorts={AFFILIATE_SORTS}
      destroy={{ name: (a) => a.name }}
      columns={[
        { accessor: 'name', title: t('fields.name'), sortable: true },
        {
          accessor: 'address_city',
          title: t('contractors.address'),
          sortable: true,
          render: (a) => `${a.address_street}, ${a.address_postcode} ${a.address_city}`,
        },
        {
          accessor: 'address_province',
          title: t('fields.province'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (a) => a.address_province?.name ?? '',
        },
        {
          accessor: 'phone_number',
          title: t('fields.phone'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (a) => a.phone_number ?? '',
        },
      ]}
    />
  );
}

type AffiliateValues = Omit<AffiliateInput, 'address_country_id' | 'phone_number'> & {
  address_country_id: number | null;
  phone_number: string;
};

const affiliateValues = (a: AffiliateRecord | undefined, poland: number | undefined): AffiliateValues => ({
  name: a?.name ?? '',
  address_street: a?.address_street ?? '',
  address_city: a?.address_city ?? '',
  address_postcode: a?.address_postcode ?? '',
  address_province_id: a?.address_province_id ?? null,
  address_country_id: a?.address_country_id ?? poland ?? null,
  phone_number: a?.phone_number ?? '',
});

export function AffiliateEdit({
  contractor,
  affiliateId,
}: {
  contractor: ContractorRecord;
  affiliateId?: number;
}) {
  const { t } = useTranslation();
  const affiliate = useAffiliate(contractor.id, affiliateId ?? 0);
  const save = useSaveAffiliate(contractor.id, affiliateId ?? null);
  const { poland, isPoland } = usePolandCheck();
  const check = useRef(isPoland);
  check.current = isPoland;
  const resolver: Resolver<AffiliateValues, unknown, AffiliateInput> = (values, ctx, opts) =>
    zodResolver(affiliateFormSchema((id) => check.current(id)))(
      values as AffiliateInput,
      ctx,
      opts as never,
    ) as never;
  const form = useForm<AffiliateValues, unknown, AffiliateInput>({
    resolver,
    defaultValues: affiliateValues(undefined, poland),
  });
  useEffect(() => {
    if (affiliate.data) form.reset(affiliateValues(affiliate.data, poland));
    else if (poland && form.getValues('address_country_id') === null)
      form.setValue('address_country_id', poland);
  }, [affiliate.data, poland, form]);
  return (
    <ChildEdit
      contractor={contractor}
      child="affiliates"
      id={affiliateId}
      record={affiliate}
      form={form}
      onSubmit={(values) => save.mutateAsync(values)}
      maw={860}
    >
      <TextField name="name" label={t('fields.name')} required />
      <AddressFields />
      <TextField name="phone_number" type="tel" label={t('fields.phone')} />
    </ChildEdit>
  );
}
