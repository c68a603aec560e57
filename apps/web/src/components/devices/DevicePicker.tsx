import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Ref, useEffect, useState } from 'react';
import { deviceLabel, useDeviceSearch } from '../../lib/device-search.ts';

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
  groups,
  error,
  description,
  placeholder,
  nothingFound,
  compact = false,
  name,
  inputRef,
  onBlur,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  label: string;
  initial?: DeviceRef[];
  /** Searches within these groups' subtrees only; with none chosen, nothing is offered. */
  groups?: number[];
  error?: string;
  description?: string;
  placeholder: string;
  nothingFound: string;
  /** A list filter: no visible label, the placeholder names it. */
  compact?: boolean;
  /** A form field's name, focus target and blur, so a server error focuses the picker. */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [labels, setLabels] = useState(() => new Map(initial.map((d) => [String(d.id), deviceLabel(d)])));
  const noGroups = groups !== undefined && groups.length === 0;
  const found = useDeviceSearch(debounced, { groups, enabled: !noGroups });

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
      name={name}
      ref={inputRef}
      onBlur={onBlur}
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
      disabled={noGroups && value.length === 0}
      nothingFoundMessage={nothingFound}
      placeholder={value.length ? undefined : compact ? label : placeholder}
      error={error}
      w={compact ? { base: '100%', sm: 220 } : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
