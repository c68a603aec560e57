import { useNavigation } from 'react-router';
import { useBusy } from '../lib/activity.ts';
import classes from './LoadingBar.module.css';

/** While the router's first navigation runs (main.tsx) there is no navigation state yet: the bar just runs. */
export function BootProgress() {
  return <div className={classes.bar} data-loading-bar data-active aria-hidden="true" />;
}

/** The 2 px bar at the top of spec §9, while requests or route chunks load. */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = useBusy() || navigation.state !== 'idle';
  return <div className={classes.bar} data-loading-bar data-active={busy || undefined} aria-hidden="true" />;
}
