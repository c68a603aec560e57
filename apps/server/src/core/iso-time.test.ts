import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoTime, isoTimeOrNull } from './iso-time.ts';

const MAX_DATE_MS = 8.64e15;

describe('isoTime', () => {
  it('writes every moment exactly as toISOString does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          // The years the product's data lives in, to the millisecond.
          fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
          // Everything from 1970 up to the end of year 9999, where the arithmetic is ours.
          fc.integer({ min: 0, max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }),
          // Before 1970 and past 9999: toISOString's own text (negative and six-digit years).
          fc.integer({ min: -MAX_DATE_MS, max: MAX_DATE_MS }),
        ),
        (ms) => {
          const date = new Date(ms);
          expect(isoTime(date)).toBe(date.toISOString());
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('gets the edges of days, months, leap years and centuries right', () => {
    const edges = [
      '1970-01-01T00:00:00.000Z',
      '1999-12-31T23:59:59.999Z',
      '2000-02-29T12:00:00.000Z',
      '2024-02-29T23:59:59.999Z',
      '2100-03-01T00:00:00.000Z',
      '2026-12-31T23:59:59.999Z',
      '0999-06-15T01:02:03.004Z',
      '9999-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
    ];
    for (const text of edges) expect(isoTime(new Date(text))).toBe(text);
  });

  it('reads a timestamp PostgreSQL wrote as text (a value of a raw SQL field)', () => {
    expect(isoTime('2026-11-29 10:11:12.345678+00')).toBe('2026-11-29T10:11:12.345Z');
    expect(isoTime('2026-11-29 11:11:12+01')).toBe('2026-11-29T10:11:12.000Z');
  });

  it('refuses an invalid date as toISOString does, and passes a missing one on as null', () => {
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(isoTimeOrNull(null)).toBeNull();
    expect(isoTimeOrNull(undefined)).toBeNull();
    expect(isoTimeOrNull(new Date(Date.UTC(2026, 10, 29)))).toBe('2026-11-29T00:00:00.000Z');
  });
});
