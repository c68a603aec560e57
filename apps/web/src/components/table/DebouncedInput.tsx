import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  /** The committed value (from the URL). */
  value: string;
  onCommit: (value: string) => void;
};

/**
 * A text filter of a list: typing commits the trimmed text after a pause. What is typed stays
 * as typed while it means the committed value — a space before the next word ("Daikin ") is not
 * taken back when the trimmed text returns from the URL.
 */
export function DebouncedInput({ value, onCommit, ...props }: Props) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback((v: string) => onCommit(v.trim()), 350);
  useEffect(() => setText((typed) => (typed.trim() === value ? typed : value)), [value]);
  return (
    <TextInput
      {...props}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
    />
  );
}
