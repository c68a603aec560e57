import { lazy, Suspense, useRef } from 'react';
import { usePendingConfirm } from '../lib/confirm.ts';

const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx'));

/** Mounts the confirmation dialog once something asks (lib/confirm.ts). */
export function ConfirmHost() {
  const pending = usePendingConfirm();
  const used = useRef(false);
  if (pending) used.current = true;
  if (!used.current) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog request={pending} />
    </Suspense>
  );
}
