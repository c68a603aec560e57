import { Checkbox, PasswordInput, Switch, Textarea, TextInput, type TextInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { confirmAction } from '../../lib/confirm.ts';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { firstErrorMessage } from './server-errors.ts';

type Base = {
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

/** What to ask before a switch is turned off (an account deactivated signs its person out). */
export type ConfirmOff = { title: string; message: string; confirmLabel: string };

export function SwitchField({
  name,
  label,
  description,
  disabled,
  locked = false,
  confirmOff,
}: Omit<Base, 'required'> & { locked?: boolean; confirmOff?: ConfirmOff }) {
  const { field, error } = useField(name);
  const { t } = useTranslation();
  async function change(next: boolean) {
    if (!next && confirmOff) {
      const ok = await confirmAction({ ...confirmOff, cancelLabel: t('common.cancel'), danger: true });
      if (!ok) return;
    }
    field.onChange(next);
  }
  return (
    <Switch
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      checked={Boolean(field.value)}
      // Owned by the ERP: it stays as loaded, readable instead of greyed out as disabled.
      readOnly={locked}
      aria-readonly={locked || undefined}
      thumbIcon={locked ? <IconLock size={10} aria-hidden /> : undefined}
      onChange={(e) => {
        if (!locked) void change(e.currentTarget.checked);
      }}
      label={label}
      description={description}
      disabled={disabled}
      error={error}
    />
  );
}
