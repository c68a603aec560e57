import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useField } from '../../components/form/fields.tsx';
import { moneyAmount, parseMoney } from './money.ts';

/** A price in złoty typed as text; leaving the field tidies a valid amount to "1 234,56". */
export function MoneyField({
  name,
  label,
  description,
  locked = false,
  currency,
}: {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** Owned by the ERP: read-only, readable. */
  locked?: boolean;
  currency: string;
}) {
  const { field, error } = useField(name);
  return (
    <TextInput
      name={field.name}
      ref={field.ref}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={() => {
        const parsed = parseMoney(String(field.value ?? ''));
        if (parsed.ok && parsed.grosze !== null) field.onChange(moneyAmount(parsed.grosze));
        field.onBlur();
      }}
      label={label}
      description={description}
      inputMode="decimal"
      autoComplete="off"
      rightSection={currency}
      rightSectionPointerEvents="none"
      error={error}
      {...(locked ? { readOnly: true, variant: 'filled' } : {})}
    />
  );
}
