import {
  AFFILIATE_SORTS,
  type AffiliateInput,
  type AffiliateRecord,
  affiliateFormSchema,
  type ContractorRecord,
} from '@portal/contracts/contractors';
import { useEffect } from 'react';
import { TextField } from '../../../components/form/fields.tsx';
import { useRecordForm } from '../../../components/form/useRecordForm.ts';
import { ChildEdit, ChildList } from '../../../components/records/ChildRecords.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { AddressFields, usePolandCheck } from '../AddressFields.tsx';
import { useAffiliate, useSaveAffiliate } from '../api/children.ts';
import { contractorChild } from './child-kinds.ts';

/** The contractor's branches (Oddział): list, add, edit, delete. */
export function AffiliatesTab({ contractor }: { contractor: ContractorRecord }) {
  const { t } = useTranslation();
  return (
    <ChildList<AffiliateRecord>
      kind={contractorChild('affiliates', t)}
      parentId={contractor.id}
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
  const recordForm = useRecordForm(() => affiliateFormSchema(isPoland), {
    load: affiliate.data,
    toValues: (a: AffiliateRecord | undefined) => affiliateValues(a, poland),
    save: (values) => save.mutateAsync(values),
  });
  const { form } = recordForm;
  useEffect(() => {
    if (!affiliateId && poland && form.getValues('address_country_id') === null)
      form.setValue('address_country_id', poland);
  }, [affiliateId, poland, form]);
  return (
    <ChildEdit
      kind={contractorChild('affiliates', t)}
      parentId={contractor.id}
      id={affiliateId}
      record={affiliate}
      recordForm={recordForm}
      maw={860}
    >
      <TextField name="name" label={t('fields.name')} required />
      <AddressFields />
      <TextField name="phone_number" type="tel" label={t('fields.phone')} />
    </ChildEdit>
  );
}
