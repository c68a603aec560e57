/** The time source; tests move it to cross windows and expiries without sleeping. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function manualClock(start = new Date('2026-01-15T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (d: Date) => {
      current = d.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}
