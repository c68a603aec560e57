import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useField } from './fields.tsx';

type Base = {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

export type Option = { value: string; label: string };

/** A select; over ids the form value is a number (or null) while Mantine's is a string. */
export function SelectField({
  name,
  label,
  description,
  required,
  disabled,
  data,
  searchable = true,
  clearable = false,
  placeholder,
  nothingFound,
  loading = false,
  valueType = 'number',
  onSearchChange,
}: Base & {
  data: Option[];
  valueType?: 'number' | 'string';
  /** Options found by the server as the user types (the list is not filtered here then). */
  onSearchChange?: (search: string) => void;
  searchable?: boolean;
  clearable?: boolean;
  placeholder?: string;
  nothingFound?: string;
  loading?: boolean;
}) {
  const { field, error } = useField(name);
  return (
    <Select
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={field.value == null ? null : String(field.value)}
      onChange={(v) => field.onChange(v == null ? null : valueType === 'string' ? v : Number(v))}
      data={data}
      label={label}
      description={description}
      withAsterisk={required}
      disabled={disabled || loading}
      searchable={searchable}
      clearable={clearable}
      placeholder={placeholder}
      nothingFoundMessage={nothingFound}
      error={error}
      comboboxProps={{ withinPortal: true }}
      onSearchChange={onSearchChange}
      filter={onSearchChange ? ({ options }) => options : undefined}
    />
  );
}

/** A multi-select over ids; the form value is a number array. */
export function MultiSelectField({
  name,
  label,
  description,
  required,
  disabled,
  data,
  placeholder,
  nothingFound,
  loading = false,
}: Base & { data: Option[]; placeholder?: string; nothingFound?: string; loading?: boolean }) {
  const { field, error } = useField(name);
  const value: (string | number)[] = Array.isArray(field.value) ? field.value : [];
  return (
    <MultiSelect
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={value.map(String)}
      onChange={(v) => field.onChange(v.map(Number))}
      data={data}
      label={label}
      description={description}
      withAsterisk={required}
      disabled={disabled || loading}
      searchable
      clearable
      hidePickedOptions
      placeholder={value.length ? undefined : placeholder}
      nothingFoundMessage={nothingFound}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
