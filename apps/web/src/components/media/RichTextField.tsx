import type { ReactNode } from 'react';
import { useField } from '../form/fields.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

/** The rich text editor bound to a field of the surrounding Form (contracts `richText()`). */
export function RichTextField({
  name,
  label,
  required,
  disabled,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
}) {
  const { field, error } = useField(name);
  return (
    <RichTextEditor
      value={field.value ?? ''}
      onChange={field.onChange}
      label={label}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
}
