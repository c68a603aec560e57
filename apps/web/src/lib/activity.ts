import { useSyncExternalStore } from 'react';

/** Counts requests in flight so the top loading bar can show while any of them runs. */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function trackActivity<T>(work: Promise<T>): Promise<T> {
  inFlight += 1;
  emit();
  return work.finally(() => {
    inFlight -= 1;
    emit();
  });
}

export function useBusy(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => inFlight > 0,
    () => false,
  );
}
