import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ContractorRecord } from '@portal/contracts/contractors';
import { type PartnerRecord, partnerFormSchema } from '@portal/contracts/partners';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form/Form.tsx';
import { MultiSelectField, SelectField } from '../../../components/form/select-fields.tsx';
import { SwitchField } from '../../../components/form/switch-field.tsx';
import { useRecordForm } from '../../../components/form/useRecordForm.ts';
import { LoadFailed } from '../../../components/page/LoadFailed.tsx';
import { ApiError } from '../../../lib/api.ts';
import { toOptions, useBusinessAreas } from '../../../lib/dictionaries.ts';
import { useMessage, useTranslation } from '../../../lib/i18n.ts';
import {
  useCaretakerOptions,
  useErpCustomers,
  usePartnerStatusOptions,
} from '../../../lib/partner-options.ts';
import { useCan } from '../../../lib/viewer.ts';
import { useContractorPartner, useUpdatePartner } from '../api/contractors.ts';

/** The partner tab: the partner data, or 'Kontrahent nie jest partnerem'. */
export function PartnerTab({ contractor }: { contractor: ContractorRecord }) {
  const message = useMessage();
  const partner = useContractorPartner(contractor.id);
  if (partner.isError) {
    if (partner.error instanceof ApiError && partner.error.status === 404)
      return (
        <Alert color="gray" variant="light">
          {partner.error.body.message ?? message('contractors.not_partner')}
        </Alert>
      );
    return <LoadFailed error={partner.error} onRetry={() => void partner.refetch()} />;
  }
  if (!partner.data) return <Skeleton h={280} aria-busy="true" />;
  return <PartnerForm partner={partner.data} />;
}

type Values = {
  business_area_id: number | null;
  highlighted: boolean;
  partner_status_id: number | null;
  external_id: string | null;
  billToCustomerId: string | null;
  moderators: number[];
};

const valuesOf = (p: PartnerRecord): Values => ({
  business_area_id: p.business_area_id,
  highlighted: p.highlighted,
  partner_status_id: p.partner_status_id,
  external_id: p.external_id,
  billToCustomerId: p.billToCustomerId,
  moderators: p.moderators.map((m) => m.id),
});

function PartnerForm({ partner }: { partner: PartnerRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const mayEdit = can('partner.partners.update');
  const areas = useBusinessAreas();
  const statuses = usePartnerStatusOptions();
  const caretakers = useCaretakerOptions(mayEdit);
  const [erpSearch, setErpSearch] = useState('');
  const [search] = useDebouncedValue(erpSearch, 300);
  const erp = useErpCustomers(search, mayEdit);
  const save = useUpdatePartner(partner.id);
  const recordForm = useRecordForm(partnerFormSchema, {
    load: partner,
    toValues: (p: PartnerRecord | undefined) => (p ? valuesOf(p) : valuesOf(partner)),
    save: (values) => save.mutateAsync(values),
  });
  const { form } = recordForm;

  const externalId = form.watch('external_id');
  useEffect(() => {
    const picked = erp.data?.find((c) => c.external_id === externalId);
    if (picked) form.setValue('billToCustomerId', picked.bill_to_customer_id, { shouldDirty: true });
    else if (!externalId) form.setValue('billToCustomerId', null, { shouldDirty: true });
  }, [externalId, erp.data, form]);

  const erpOptions = (erp.data ?? []).map((c) => ({
    value: c.external_id,
    label: `${c.external_id} · ${c.name}${c.address_city ? `, ${c.address_city}` : ''}`,
    disabled: c.partner !== null && c.partner.id !== partner.id,
  }));
  if (partner.external_id && !erpOptions.some((o) => o.value === partner.external_id))
    erpOptions.unshift({ value: partner.external_id, label: partner.external_id, disabled: false });
  const caretakerOptions = (caretakers.data ?? partner.moderators).map((c) => ({
    value: String(c.id),
    label: `${c.first_name} ${c.last_name}${c.is_activated ? '' : ` (${t('users.inactive')})`}`,
  }));

  return (
    <Card withBorder radius="md" padding="lg" maw={860}>
      <Stack gap="md">
        <Group gap={6}>
          <Text fw={600}>{t('partners.data')}</Text>
          {partner.partner_status && (
            <Badge variant="dot" color={partner.partner_status.color}>
              {partner.partner_status.name}
            </Badge>
          )}
        </Group>
        <Form {...recordForm} disabled={!mayEdit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField
              name="business_area_id"
              label={t('fields.businessArea')}
              data={toOptions(areas.data)}
              loading={areas.isPending}
              required
            />
            <SelectField
              name="partner_status_id"
              label={t('partners.status')}
              data={toOptions(statuses.data)}
              loading={statuses.isPending && can('partner.partner-statuses.index')}
              required
            />
            <SelectField
              name="external_id"
              valueType="string"
              label={t('partners.erpCustomer')}
              description={t(partner.erp_required ? 'partners.erpRequired' : 'partners.erpOptional')}
              data={erpOptions}
              onSearchChange={setErpSearch}
              placeholder={t('partners.erpSearch')}
              nothingFound={erp.isFetching ? t('common.loading') : t('table.empty')}
              required={partner.erp_required}
              clearable
            />
            <TextInput
              label={t('partners.billToCustomerId')}
              value={form.watch('billToCustomerId') ?? ''}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
          <MultiSelectField
            name="moderators"
            label={t('partners.caretakers')}
            data={caretakerOptions}
            loading={caretakers.isPending && mayEdit}
          />
          <SwitchField name="highlighted" label={t('partners.highlighted')} />
        </Form>
      </Stack>
    </Card>
  );
}
