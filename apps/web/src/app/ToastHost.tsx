import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * The toast container (with its transitions and swipe handling) is its own chunk, fetched when
 * the first notice is shown: no screen's first paint waits for it. The notice waits in the
 * store meanwhile and appears once the container mounts.
 */
const Toasts = lazy(() => import('./Toasts.tsx'));

type StoreState = ReturnType<typeof notificationsStore.getState>;
const hasNotices = (state: StoreState) => state.notifications.length > 0 || state.queue.length > 0;

export function ToastHost() {
  const [wanted, setWanted] = useState(() => hasNotices(notificationsStore.getState()));
  useEffect(() => {
    if (wanted) return;
    // A notice shown between the first render and this effect.
    if (hasNotices(notificationsStore.getState())) {
      setWanted(true);
      return;
    }
    return notificationsStore.subscribe((state) => {
      if (hasNotices(state)) setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
