// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DebouncedInput } from './DebouncedInput.tsx';

/** The committed value travels like the URL's: trimmed, then back into the input. */
function Harness({ onCommit }: { onCommit: (v: string) => void }) {
  const [committed, setCommitted] = useState('');
  return (
    <MantineProvider>
      <DebouncedInput
        aria-label="szukaj"
        value={committed}
        onCommit={(v) => {
          onCommit(v);
          setCommitted(v);
        }}
      />
    </MantineProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DebouncedInput', () => {
  it('commits the trimmed text after a pause and keeps the space typed before the next word', () => {
    vi.useFakeTimers();
    const commits: string[] = [];
    render(<Harness onCommit={(v) => commits.push(v)} />);
    const input = screen.getByLabelText('szukaj') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Daikin ' } });
    act(() => vi.advanceTimersByTime(400));
    expect(commits).toEqual(['Daikin']);
    expect(input.value).toBe('Daikin ');
    fireEvent.change(input, { target: { value: 'Daikin FTXM' } });
    act(() => vi.advanceTimersByTime(400));
    expect(commits).toEqual(['Daikin', 'Daikin FTXM']);
    expect(input.value).toBe('Daikin FTXM');
  });
});
