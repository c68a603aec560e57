import { useEffect, useState } from 'react';

/**
 * Runs `run` once the next frame has been painted (a timer queued from a frame callback runs
 * after that frame), so work that is not needed for the first paint does not compete with it.
 */
export function afterPaint(run: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(run, 0);
  });
}

let appPainted = false;

/**
 * False until the app's first screen has been painted, then true for good: a screen's secondary
 * requests (the dashboard widgets) wait for it on a cold start, so the first paint needs the
 * chunks and the signed-in user only, not a round trip more; once the app has drawn, they go at once.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(appPainted);
  useEffect(() => {
    if (painted) return;
    afterPaint(() => {
      appPainted = true;
      setPainted(true);
    });
  }, [painted]);
  return painted;
}
