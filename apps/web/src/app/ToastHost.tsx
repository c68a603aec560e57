import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_MS } from '../lib/notify.ts';

/**
 * The toast container (with its transitions and swipe handling) is its own chunk, fetched when
 * the first notice is shown: no screen's first paint waits for it. The notice waits in the
 * store meanwhile and appears once the container mounts.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

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
      {/* Bottom right: a toast never covers the page title and its actions (issue 16). */}
      <Notifications position="bottom-right" autoClose={TOAST_MS} limit={6} />
    </Suspense>
  );
}
