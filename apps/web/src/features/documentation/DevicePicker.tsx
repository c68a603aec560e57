import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { deviceLabel, useDeviceSearch } from './api.ts';

type DeviceRef = { id: number; code: string; name: string };

/**
 * Devices picked from a search by code or name: the catalogue is too large to offer whole. The
 * labels of picked devices are kept, so they stay readable when the search moves on.
 */
export function DevicePicker({
  value,
  onChange,
  label,
  initial = [],
  error,
  description,
  compact = false,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  label: string;
  initial?: DeviceRef[];
  error?: string;
  description?: string;
  /** A list filter: no visible label, the placeholder names it. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [labels, setLabels] = useState(() => new Map(initial.map((d) => [String(d.id), deviceLabel(d)])));
  const found = useDeviceSearch(debounced);

  useEffect(() => {
    if (!found.data?.length) return;
    setLabels(
      (current) => new Map([...current, ...found.data.map((d) => [String(d.id), deviceLabel(d)] as const)]),
    );
  }, [found.data]);

  const selected = value.map(String);
  const data = [
    ...selected.map((id) => ({ value: id, label: labels.get(id) ?? `#${id}` })),
    ...(found.data ?? [])
      .filter((d) => !selected.includes(String(d.id)))
      .map((d) => ({ value: String(d.id), label: deviceLabel(d) })),
  ];

  return (
    <MultiSelect
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      description={description}
      value={selected}
      onChange={(v) => onChange(v.map(Number))}
      data={data}
      searchable
      clearable
      hidePickedOptions
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('documentation.devices.none')}
      placeholder={value.length ? undefined : compact ? label : t('documentation.devices.placeholder')}
      error={error}
      w={compact ? { base: '100%', sm: 220 } : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
