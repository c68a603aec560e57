import { Textarea } from '@mantine/core';
import { type Base, useField } from './fields.tsx';

// Apart from fields.tsx: the login screen's first paint loads that module, and no sign-in form has a textarea.
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
