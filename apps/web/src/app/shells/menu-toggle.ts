import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether a shell's menu is open on a narrow screen, and its toggle. Any navigation shuts it —
 * a link in it, one on the page, the phone's back gesture — so the screen a user lands on is
 * never hidden under the menu they opened on the one before. It belongs to the location it was
 * opened at, so coming back to that entry later does not open it again.
 */
export function useMenuToggle() {
  const { key } = useLocation();
  const [drawer, setDrawer] = useState({ opened: false, at: key });
  if (drawer.at !== key) setDrawer({ opened: false, at: key });
  const opened = drawer.opened && drawer.at === key;
  return {
    opened,
    toggle: () => setDrawer({ opened: !opened, at: key }),
    close: () => setDrawer({ opened: false, at: key }),
  };
}
