import {
  Checkbox,
  MultiSelect,
  PasswordInput,
  Select,
  Switch,
  Textarea,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useMessage } from '../../lib/i18n.ts';

type Base = {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

/** A field's error from the schema (a catalogue key) or the server, in the current language. */
function useField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = useMessage();
  return { field, error: message(fieldState.error?.message) };
}

export function TextField({
  name,
  label,
  description,
  required,
  disabled,
  type = 'text',
  autoComplete,
  placeholder,
  leftSection,
}: Base & {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  leftSection?: TextInputProps['leftSection'];
}) {
  const { field, error } = useField(name);
  return (
    <TextInput
      {...field}
      value={field.value ?? ''}
      type={type}
      label={label}
      description={description}
      withAsterisk={required}
      disabled={disabled}
      autoComplete={autoComplete}
      placeholder={placeholder}
      leftSection={leftSection}
      error={error}
    />
  );
}

export function TextareaField({ name, label, description, required, disabled }: Base) {
  const { field, error } = useField(name);
  return (
    <Textarea
      {...field}
      value={field.value ?? ''}
      label={label}
      description={description}
      withAsterisk={required}
      disabled={disabled}
      autosize
      minRows={3}
      error={error}
    />
  );
}

export function PasswordField({
  name,
  label,
  description,
  required,
  disabled,
  autoComplete = 'current-password',
}: Base & { autoComplete?: 'current-password' | 'new-password' }) {
  const { field, error } = useField(name);
  return (
    <PasswordInput
      {...field}
      value={field.value ?? ''}
      label={label}
      description={description}
      withAsterisk={required}
      disabled={disabled}
      autoComplete={autoComplete}
      error={error}
    />
  );
}

export function CheckboxField({ name, label, description, disabled }: Omit<Base, 'required'>) {
  const { field, error } = useField(name);
  return (
    <Checkbox
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      checked={Boolean(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      label={label}
      description={description}
      disabled={disabled}
      error={error}
    />
  );
}

export function SwitchField({ name, label, description, disabled }: Omit<Base, 'required'>) {
  const { field, error } = useField(name);
  return (
    <Switch
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      checked={Boolean(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      label={label}
      description={description}
      disabled={disabled}
      error={error}
    />
  );
}

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
}: Base & {
  data: Option[];
  valueType?: 'number' | 'string';
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
