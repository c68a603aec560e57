import { useNavigation } from 'react-router';
import { useBusy } from '../lib/activity.ts';
import classes from './LoadingBar.module.css';

/** The 2 px bar at the top of spec §9, while requests or route chunks load. */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = useBusy() || navigation.state !== 'idle';
  return <div className={classes.bar} data-active={busy || undefined} aria-hidden="true" />;
}
