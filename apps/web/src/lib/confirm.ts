import { useSyncExternalStore } from 'react';

/** A question the user answers before something irreversible (delete, leaving unsaved work). */
export type ConfirmRequest = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
};

type Pending = ConfirmRequest & { resolve: (ok: boolean) => void };

let current: Pending | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/**
 * Asks and resolves with the answer. The dialog's code loads on first use, which keeps modal
 * code out of the sign-in screen.
 */
export function confirmAction(request: ConfirmRequest): Promise<boolean> {
  current?.resolve(false);
  return new Promise((resolve) => {
    current = { ...request, resolve };
    emit();
  });
}

export function answer(ok: boolean): void {
  const pending = current;
  current = null;
  emit();
  pending?.resolve(ok);
}

export function usePendingConfirm(): Pending | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
