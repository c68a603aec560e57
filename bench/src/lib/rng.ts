/** Deterministic pseudo-random numbers (mulberry32), so two runs with one seed write the same data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Up to `n` distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]);
    return out;
  }

  /** A moment in the last `days` days before `now`. */
  dateWithin(now: Date, days: number): Date {
    return new Date(now.getTime() - Math.floor(this.next() * days * 86_400_000));
  }

  /** An independent stream for one area, so adding an area does not change another's data. */
  fork(label: string): Rng {
    let h = this.state ^ 0x9e3779b9;
    for (const c of label) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
    return new Rng(h >>> 0);
  }
}
