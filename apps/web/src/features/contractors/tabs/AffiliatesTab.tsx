import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  AFFILIATE_SORTS,
  type AffiliateInput,
  type AffiliateRecord,
  affiliateFormSchema,
  type ContractorRecord,
} from '@portal/contracts/contractors';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '../../../app/paths.ts';
import { Form } from '../../../components/form/Form.tsx';
import { TextField } from '../../../components/form/fields.tsx';
import { LoadFailed } from '../../../components/page/LoadFailed.tsx';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { SearchInput } from '../../../components/table/SearchInput.tsx';
import { useListQuery, useListState } from '../../../components/table/useList.ts';
import { useCan } from '../../../lib/viewer.ts';
import { AddressFields, usePolandCheck } from '../AddressFields.tsx';
import { useAffiliate, useSaveAffiliate } from '../api/children.ts';

/** The contractor's branches (Oddział): list, add, edit, delete. */
export function AffiliatesTab({ contractor }: { contractor: ContractorRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const list = useListState({ sorts: AFFILIATE_SORTS });
  const query = useListQuery<AffiliateRecord>('contractor.affiliates.index', list.state, 'cms', {
    contractor: contractor.id,
  });
  const nested = (r: AffiliateRecord) => ({ id: contractor.id, affiliateId: r.id });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SearchInput list={list} />
        {can('contractor.affiliates.store') && (
          <Button
            component={Link}
            to={pathFor('contractor.affiliates.store', { id: contractor.id })}
            leftSection={<IconPlus size={16} />}
          >
            {t('affiliates.create')}
          </Button>
        )}
      </Group>
      <DataTable<AffiliateRecord>
        label={t('contractors.tabs.affiliates')}
        list={list}
        query={query}
        rowLink={{
          route: 'contractor.affiliates.show',
          access: 'contractor.affiliates.update',
          params: nested,
        }}
        edit={{ route: 'contractor.affiliates.show', access: 'contractor.affiliates.update', params: nested }}
        destroy={{
          route: 'contractor.affiliates.destroy',
          name: (a) => a.name,
          params: () => ({ contractor: contractor.id }),
        }}
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
    </Stack>
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
  const can = useCan();
  const navigate = useNavigate();
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
  const back = pathFor('contractor.affiliates.index', { id: contractor.id });

  if (affiliateId && affiliate.isError)
    return <LoadFailed error={affiliate.error} onRetry={() => void affiliate.refetch()} />;
  if (affiliateId && !affiliate.data) return <Skeleton h={240} aria-busy="true" />;
  return (
    <Card withBorder radius="md" padding="lg" maw={860}>
      <Stack gap="md">
        <Text fw={600}>{t(affiliateId ? 'affiliates.edit' : 'affiliates.create')}</Text>
        <Form
          form={form}
          disabled={!can(affiliateId ? 'contractor.affiliates.update' : 'contractor.affiliates.store')}
          onSubmit={(values) => save.mutateAsync(values)}
          onSuccess={() => navigate(back)}
          actions={
            <Button variant="default" component={Link} to={back}>
              {t('common.back')}
            </Button>
          }
        >
          <TextField name="name" label={t('fields.name')} required />
          <AddressFields />
          <TextField name="phone_number" type="tel" label={t('fields.phone')} />
        </Form>
      </Stack>
    </Card>
  );
}
