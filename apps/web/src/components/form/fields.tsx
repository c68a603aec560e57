import { Checkbox, PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useMessage } from '../../lib/i18n.ts';
import { firstErrorMessage } from './server-errors.ts';

export type Base = {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

/**
 * A field another system owns (the ERP): shown read-only with a lock, in the normal text colour
 * so it reads like data, not like a greyed-out placeholder.
 */
export const lockedInput = {
  readOnly: true,
  variant: 'filled',
  rightSection: <IconLock size={14} aria-hidden />,
  rightSectionPointerEvents: 'none',
} as const;

/** A field's error from the schema (a catalogue key) or the server, in the current language. */
export function useField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = useMessage();
  return { field, error: message(firstErrorMessage(fieldState.error)) };
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
  format,
  locked = false,
}: Base & {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  leftSection?: TextInputProps['leftSection'];
  /** Writes the value the one agreed way when the field is left (NIP, postcode). */
  format?: (value: string) => string;
  /** Owned by the ERP: read-only, readable (see lockedInput). */
  locked?: boolean;
}) {
  const { field, error } = useField(name);
  return (
    <TextInput
      {...field}
      onBlur={() => {
        if (format && typeof field.value === 'string') {
          const formatted = format(field.value);
          if (formatted !== field.value) field.onChange(formatted);
        }
        field.onBlur();
      }}
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
      {...(locked ? lockedInput : {})}
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
