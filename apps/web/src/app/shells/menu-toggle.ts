import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether a shell's menu is open on a narrow screen, and its toggle. Any navigation shuts it —
 * a link in it, one on the page, the phone's back gesture — so the screen a user lands on is
 * never hidden under the menu they opened on the one before. It belongs to the location it was
 * opened at (forgotten once another is shown), so coming back to that entry does not reopen it.
 */
export function useMenuToggle() {
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  if (openedAt !== null && openedAt !== key) setOpenedAt(null);
  const opened = openedAt === key;
  return {
    opened,
    toggle: () => setOpenedAt(opened ? null : key),
    close: () => setOpenedAt(null),
  };
}
