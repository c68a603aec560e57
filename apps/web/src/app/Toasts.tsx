import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '../lib/notify.ts';

/**
 * The toast container on its own module: ToastHost imports it lazily, and through this module
 * (not `import('@mantine/notifications')`) the bundler splits the container with its transitions
 * from the notifications store that every screen needs.
 */
export default function Toasts() {
  // Bottom right: a toast never covers the page title and its actions (issue 16).
  return <Notifications position="bottom-right" autoClose={TOAST_MS} limit={6} />;
}
