import { useEffect, useState } from 'react';

/** How long deferred work waits at most for a first contentful paint the browser never reports. */
const CONTENTFUL_PAINT_WAIT_MS = 3000;

let contentfulPaint: Promise<void> | null = null;

/**
 * Resolves once the page's first contentful paint has been shown, as the browser reports it
 * (after the frame is presented, not merely committed), at once where the browser does not
 * report paints, and after a few seconds at most.
 */
function firstContentfulPaint(): Promise<void> {
  contentfulPaint ??= new Promise<void>((resolve) => {
    const Observer = globalThis.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('paint')) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, CONTENTFUL_PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
  return contentfulPaint;
}

/**
 * Runs `run` once the next frame has been painted (a timer queued from a frame callback runs
 * after that frame) and the page's first contentful paint has been shown, so work that is not
 * needed for the first screen does not compete with it. A frame is committed some tens of
 * milliseconds before it is shown; requests sent in between would still share the network with
 * the first screen on a slow phone.
 */
export function afterPaint(run: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(() => void firstContentfulPaint().then(run), 0);
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

/**
 * What shows a visitor is about to use the page: a press, a key, a focused field, a pointer
 * moved, text put in, a click or a submit (a screen reader's activation or a password manager's
 * may send only the last ones).
 */
const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'focusin',
  'touchstart',
  'input',
  'click',
  'submit',
] as const;

/**
 * How long after the first paint what waits for the visitor starts anyway, in the browser's idle
 * time: a returning visitor whose browser fills in the password may tap "Zaloguj się" as the
 * first act, and should not then wait for the captcha's download and proof of work. A phone that
 * merely shows the screen has painted and gone quiet by then.
 */
const IDLE_START_MS = 5000;

let acted = false;
let idleStartArmed = false;
const waitingForIntent: (() => void)[] = [];

/**
 * Marks the page as in use and runs what waited for it (`afterIntent`). A form calls it when it
 * is submitted, so a submit that came without any of the events above (a script's
 * `requestSubmit`) still starts what it waits for.
 */
export function intentShown(): void {
  if (acted) return;
  acted = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, intentShown, true);
  for (const run of waitingForIntent.splice(0)) {
    // One failing piece of deferred work must not keep the rest from starting.
    try {
      run();
    } catch (err) {
      console.error(err);
    }
  }
}

if (typeof window !== 'undefined') {
  for (const type of INTENT_EVENTS)
    window.addEventListener(type, intentShown, { capture: true, passive: true });
}

/** Starts what waits for the visitor a few seconds after the paint, once the browser is idle. */
function armIdleStart(): void {
  if (idleStartArmed) return;
  idleStartArmed = true;
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(intentShown, { timeout: 1000 });
    else intentShown();
  }, IDLE_START_MS);
}

/**
 * Runs `run` after the first paint (`afterPaint`) once the visitor has shown they are about to use
 * the page — pressed, typed, focused a field or moved a pointer — or at once if they already have.
 * For what a form needs only to be sent, such as the sign-in's captcha and its schema: a phone
 * that merely opened the screen spends its first seconds on nothing else, and one that is used
 * loads them while its visitor types. A submit starts them if nothing did before
 * (`intentShown`, called by the captcha's `whenSolved`), and a screen left untouched starts them
 * on its own a few seconds after the paint (`IDLE_START_MS`).
 */
export function afterIntent(run: () => void): void {
  afterPaint(() => {
    if (acted) return run();
    waitingForIntent.push(run);
    armIdleStart();
  });
}
