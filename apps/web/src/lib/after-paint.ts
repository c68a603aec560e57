/**
 * Runs `run` once the next frame has been painted (a timer queued from a frame callback runs
 * after that frame), so work that is not needed for the first paint does not compete with it.
 */
export function afterPaint(run: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(run, 0);
  });
}
