import { Alert, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DeviceRecord } from '@portal/contracts/devices';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { TextField } from '../../components/form/fields.tsx';
import { MultiSelectField, SelectField } from '../../components/form/select-fields.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { useDeviceTags, useGroupTree, useProducers, useProductCards } from './api/options.ts';
import { isErpField } from './device-form-schema.ts';
import { flattenGroups, leafOptions, textIn } from './group-tree.ts';
import { MoneyField } from './MoneyField.tsx';

/** The back-office device's fields (add and edit, spec §3 Device). */
export function DeviceFields({ device }: { device?: DeviceRecord }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const erp = device?.erp_managed ?? false;
  const locked = (name: string) => erp && isErpField(name);

  const groups = useGroupTree();
  const producers = useProducers();
  const tags = useDeviceTags();
  const [cardSearch, setCardSearch] = useState('');
  const [cardQuery] = useDebouncedValue(cardSearch, 300);
  const cards = useProductCards(cardQuery);
  const cardOptions = (cards.data ?? []).map((c) => ({
    value: String(c.id),
    label: textIn(i18n.language, c.name),
  }));
  if (device?.product_card && !cardOptions.some((o) => o.value === String(device.product_card?.id))) {
    cardOptions.unshift({
      value: String(device.product_card.id),
      label: textIn(i18n.language, device.product_card.name),
    });
  }

  return (
    <>
      {erp && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={t('devices.erpTitle')}>
          {message('devices.erp_note')}
        </Alert>
      )}
      <Fieldset legend={t('devices.sectionBasic')} radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="code" label={t('devices.fields.code')} required locked={locked('code')} />
            <SelectField
              name="group_id"
              label={t('devices.fields.group')}
              description={t('devices.groupHint')}
              data={leafOptions(flattenGroups(groups.data ?? [], i18n.language))}
              loading={groups.isPending}
              nothingFound={t('table.empty')}
              required
            />
          </SimpleGrid>
          <TextField name="name" label={t('devices.fields.name')} required locked={locked('name')} />
          <TextField name="name2" label={t('devices.fields.name2')} locked={locked('name2')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField
              name="producer_id"
              label={t('devices.fields.producer')}
              data={(producers.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              loading={producers.isPending}
              nothingFound={t('table.empty')}
              clearable
            />
            <SelectField
              name="product_card_id"
              label={t('devices.fields.productCard')}
              data={cardOptions}
              placeholder={t('devices.productCardSearch')}
              nothingFound={cards.isFetching ? t('common.loading') : t('table.empty')}
              onSearchChange={setCardSearch}
              clearable
            />
          </SimpleGrid>
          <MultiSelectField
            name="tags"
            label={t('devices.fields.tags')}
            data={(tags.data ?? []).map((tag) => ({
              value: String(tag.id),
              label: textIn(i18n.language, tag.name),
            }))}
            loading={tags.isPending}
            nothingFound={t('table.empty')}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('devices.sectionParameters')} radius="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <TextField name="unit" label={t('devices.fields.unit')} required locked={locked('unit')} />
          <TextField name="factor" label={t('devices.fields.factor')} required locked={locked('factor')} />
          <TextField name="heating_capacity" label={t('devices.fields.heatingCapacity')} />
          <TextField name="cooling_capacity" label={t('devices.fields.coolingCapacity')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('devices.sectionSales')} radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MoneyField
              name="sales_price"
              label={t('devices.fields.salesPrice')}
              description={t('devices.salesPriceHint')}
              currency={t('devices.currency')}
              locked={locked('sales_price')}
            />
          </SimpleGrid>
          <SwitchField
            name="blocked"
            label={t('devices.fields.blocked')}
            description={t('devices.blockedHint')}
            locked={locked('blocked')}
          />
          <SwitchField name="is_offerable" label={t('devices.fields.offerable')} />
          <TextareaField name="offer_description" label={t('devices.fields.offerDescription')} />
        </Stack>
      </Fieldset>
    </>
  );
}
