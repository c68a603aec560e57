// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
    await act(async () => vi.runOnlyPendingTimers());
    expect(seen.at(-1)).toBe(true);
  });

  it('is true at once for every screen drawn after the app has painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { seen, Probe } = await probe();
    const first = render(<Probe />);
    act(() => vi.advanceTimersToNextFrame());
    await act(async () => vi.runOnlyPendingTimers());
    first.unmount();
    seen.length = 0;
    render(<Probe />);
    expect(seen[0]).toBe(true);
  });
});

/** A browser that reports paints: the test hands the observer its entries. */
function reportingPaints() {
  const observers: ((names: string[]) => void)[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {}
    observe() {
      observers.push((names) => this.callback({ getEntriesByName: (n) => names.filter((x) => x === n) }));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  const report = (...names: string[]) => {
    for (const observer of [...observers]) observer(names);
  };
  return { report, observers };
}

/** `afterPaint(run)` in a browser that reports paints, its frame painted. */
async function deferredAfterFrame() {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
  const paints = reportingPaints();
  const { afterPaint } = await import('./after-paint.ts');
  const run = vi.fn();
  afterPaint(run);
  vi.advanceTimersToNextFrame();
  return { paints, afterPaint, run };
}

describe('afterPaint (deferred work waits until the first screen has been shown)', () => {
  it('waits for the first contentful paint the browser reports, not only for a frame', async () => {
    const { paints, afterPaint, run } = await deferredAfterFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).not.toHaveBeenCalled();
    // The loading bar's paint is not contentful.
    paints.report('first-paint');
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    paints.report('first-contentful-paint');
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
    expect(paints.observers).toHaveLength(0);
    // Once shown, later work waits for its frame only.
    const later = vi.fn();
    afterPaint(later);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(later).toHaveBeenCalledOnce();
  });

  it('runs after a few seconds when the browser never reports the paint', async () => {
    const { run } = await deferredAfterFrame();
    await vi.advanceTimersByTimeAsync(2900);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
  });
});

describe('afterIntent (what only a form in use needs waits for its visitor)', () => {
  /** `afterIntent(run)` with the page painted; `paint` runs the frame and the paint's timer. */
  async function deferred() {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const { afterIntent } = await import('./after-paint.ts');
    const paint = async () => {
      vi.advanceTimersToNextFrame();
      await vi.advanceTimersByTimeAsync(1);
    };
    return { afterIntent, paint };
  }

  it('waits after the paint until the visitor presses, types, focuses or points, then runs once', async () => {
    for (const type of [
      'pointerdown',
      'keydown',
      'focusin',
      'touchstart',
      'pointermove',
      'input',
      'click',
      'submit',
    ]) {
      vi.resetModules();
      const { afterIntent, paint } = await deferred();
      const run = vi.fn();
      afterIntent(run);
      await paint();
      await vi.advanceTimersByTimeAsync(4900);
      expect(run, type).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(type));
      expect(run, type).toHaveBeenCalledOnce();
      window.dispatchEvent(new Event(type));
      expect(run, type).toHaveBeenCalledOnce();
    }
  });

  it('starts on its own a few seconds after the paint on a screen left untouched, in idle time', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { afterIntent, paint } = await deferred();
    const run = vi.fn();
    afterIntent(run);
    afterIntent(run);
    await paint();
    await vi.advanceTimersByTimeAsync(4900);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    // One idle start for all that waits, and nothing before the browser is idle.
    expect(idle).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    idle[0]?.();
    expect(run).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('keydown'));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs what waits when a form marks the page in use itself, each piece despite another failing', async () => {
    const { afterIntent, paint } = await deferred();
    const { intentShown } = await import('./after-paint.ts');
    const failing = vi.fn(() => {
      throw new Error('chunk failed');
    });
    const run = vi.fn();
    afterIntent(failing);
    afterIntent(run);
    await paint();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    intentShown();
    expect(failing).toHaveBeenCalledOnce();
    expect(run).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('runs after the paint at once once the visitor has acted, even before the paint', async () => {
    const { afterIntent, paint } = await deferred();
    window.dispatchEvent(new Event('keydown'));
    const run = vi.fn();
    afterIntent(run);
    expect(run).not.toHaveBeenCalled();
    await paint();
    expect(run).toHaveBeenCalledOnce();
  });
});
