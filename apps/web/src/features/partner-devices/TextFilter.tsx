import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';

/** A free-text list filter kept in the URL; typing commits after a pause. */
export function TextFilter({
  value,
  onCommit,
  label,
  placeholder,
  icon,
  maxLength,
}: {
  value: string;
  onCommit: (value: string) => void;
  label: string;
  placeholder: string;
  icon: ReactNode;
  maxLength: number;
}) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback((v: string) => onCommit(v.trim()), 350);
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={maxLength}
      leftSection={icon}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      inputMode="search"
      autoComplete="off"
    />
  );
}
