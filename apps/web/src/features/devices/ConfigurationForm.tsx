import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Tooltip.css';
import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type ConfigurationRecord,
  configurationEditFormSchema,
  ITEM_TYPES,
} from '@portal/contracts/configurations';
import { DEVICE_LIMITS } from '@portal/contracts/device-limits';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Form } from '../../components/form/Form.tsx';
import { TextField, useField } from '../../components/form/fields.tsx';
import { SelectField } from '../../components/form/select-fields.tsx';
import { useRecordForm } from '../../components/form/useRecordForm.ts';
import { deviceLabel, useDeviceSearch } from '../../lib/device-search.ts';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { useSaveConfiguration } from './api/configurations.ts';
import {
  type ConfigurationValues,
  configurationValues,
  knownDevices,
  linesError,
} from './configuration-values.ts';

type DeviceRef = { id: number; code: string; name: string; name2: string | null };

/** The device of a line, found by code or name as the user types. */
function LineDevicePicker({
  name,
  label,
  known,
}: {
  name: string;
  label: string;
  known: Map<number, DeviceRef>;
}) {
  const { t } = useTranslation();
  const { field, error } = useField(name);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [open, setOpen] = useState(false);
  const found = useDeviceSearch(debounced, { enabled: open });
  const options = new Map<string, string>();
  const current = field.value == null ? undefined : known.get(Number(field.value));
  if (current) options.set(String(current.id), deviceLabel(current));
  for (const d of found.data ?? []) options.set(String(d.id), deviceLabel(d));
  return (
    <Select
      name={field.name}
      ref={field.ref}
      label={label}
      withAsterisk
      value={field.value == null ? null : String(field.value)}
      onChange={(v) => {
        const picked = found.data?.find((d) => String(d.id) === v);
        if (picked) known.set(picked.id, picked);
        field.onChange(v == null ? null : Number(v));
      }}
      onBlur={field.onBlur}
      data={[...options].map(([value, text]) => ({ value, label: text }))}
      searchable
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpen(true)}
      placeholder={t('configurations.deviceSearch')}
      nothingFoundMessage={found.isFetching ? t('common.loading') : t('table.empty')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function QuantityField({ name, label }: { name: string; label: string }) {
  const { field, error } = useField(name);
  return (
    <NumberInput
      name={field.name}
      ref={field.ref}
      label={label}
      withAsterisk
      value={field.value ?? ''}
      onChange={(v) => field.onChange(v === '' ? null : v)}
      onBlur={field.onBlur}
      min={1}
      max={DEVICE_LIMITS.quantity}
      allowDecimal={false}
      allowNegative={false}
      error={error}
    />
  );
}

/** A configuration's name and its lines (spec: at least one external and one internal unit). */
export function ConfigurationForm({
  device,
  record,
  onDone,
}: {
  device: DeviceRef;
  record: ConfigurationRecord | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [known] = useState(() => knownDevices(record, device));
  const save = useSaveConfiguration(device.id, record?.id ?? null);
  const recordForm = useRecordForm(configurationEditFormSchema, {
    load: record ?? undefined,
    toValues: (r: ConfigurationRecord | undefined): ConfigurationValues =>
      configurationValues(r ?? null, device),
    save: (values) => save.mutateAsync(values),
  });
  const { form } = recordForm;
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const itemTypes = ITEM_TYPES.map((type) => ({ value: type, label: t(`configurations.types.${type}`) }));
  const rule = message(linesError(form.formState.errors.items));

  return (
    <Form
      {...recordForm}
      guardUnsaved={false}
      submitLabel={t(record ? 'common.save' : 'configurations.createSubmit')}
      onSuccess={onDone}
      actions={
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      }
    >
      <TextField name="name" label={t('configurations.name')} required />
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {t('configurations.lines')}
        </Text>
        {lines.fields.map((line, index) => (
          <Paper key={line.id} withBorder radius="md" p="sm">
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <LineDevicePicker
                  name={`items.${index}.device_id`}
                  label={t('configurations.device')}
                  known={known}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6, sm: 4 }}>
                <SelectField
                  name={`items.${index}.item_type`}
                  label={t('configurations.itemType')}
                  data={itemTypes}
                  valueType="string"
                  searchable={false}
                  required
                />
              </Grid.Col>
              <Grid.Col span={{ base: 9, xs: 4, sm: 2 }}>
                <QuantityField name={`items.${index}.quantity`} label={t('configurations.quantity')} />
              </Grid.Col>
              <Grid.Col span={{ base: 3, xs: 2, sm: 1 }}>
                <Tooltip label={t('configurations.removeLine')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={2}
                    aria-label={t('configurations.removeLineNumber', { n: index + 1 })}
                    onClick={() => lines.remove(index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Grid.Col>
            </Grid>
          </Paper>
        ))}
        {rule && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {rule}
          </Alert>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => lines.append({ device_id: null, item_type: null, quantity: 1 })}
          disabled={lines.fields.length >= DEVICE_LIMITS.configurationLines}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('configurations.addLine')}
        </Button>
      </Stack>
    </Form>
  );
}
