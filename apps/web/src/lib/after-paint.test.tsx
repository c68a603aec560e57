// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.resetModules();
});

async function probe() {
  const { usePainted } = await import('./after-paint.ts');
  const seen: boolean[] = [];
  function Probe() {
    seen.push(usePainted());
    return null;
  }
  return { seen, Probe };
}

describe('usePainted (a screen\u2019s secondary requests wait for the first paint)', () => {
  it('is false until a frame has been painted, then true', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { seen, Probe } = await probe();
    render(<Probe />);
    expect(seen).toEqual([false]);
    // The frame callback alone is not enough: the timer it queues runs after the frame.
    act(() => vi.advanceTimersToNextFrame());
    expect(seen.at(-1)).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(seen.at(-1)).toBe(true);
  });

  it('is true at once for every screen drawn after the app has painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { seen, Probe } = await probe();
    const first = render(<Probe />);
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.runOnlyPendingTimers());
    first.unmount();
    seen.length = 0;
    render(<Probe />);
    expect(seen[0]).toBe(true);
  });
});
