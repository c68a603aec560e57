const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00Z: from there on `toISOString` writes a six-digit, signed year. */
const YEAR_10000 = 253_402_300_800_000;

/**
 * A moment as the API writes every timestamp: `toISOString`'s text (UTC, milliseconds, `Z`).
 * Built from the epoch milliseconds with integer arithmetic (the civil-from-days algorithm of
 * H. Hinnant's "chrono-compatible low-level date algorithms") because `toISOString` costs ~450 ns
 * per call here, this ~150 ns, and a list page writes one to three per row
 * (docs/decisions/0004-timestamps-written-without-toisostring.md). A moment before 1970 or from the
 * year 10000 on takes `toISOString`; an invalid date throws as it does. Text (a timestamp in JSON
 * built by PostgreSQL) is read as a date first. `iso-time.test.ts` checks it against `toISOString`
 * over generated moments.
 */
export function isoTime(moment: Date | string): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const time = date.getTime();
  if (!(time >= 0 && time < YEAR_10000)) return date.toISOString();
  const days = Math.floor(time / DAY_MS);
  let ms = time - days * DAY_MS;
  // Days since 0000-03-01, in 400-year eras of 146,097 days; a year of the era starts in March.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(ms / 3_600_000);
  ms -= hours * 3_600_000;
  const minutes = Math.floor(ms / 60_000);
  ms -= minutes * 60_000;
  const seconds = Math.floor(ms / 1000);
  ms -= seconds * 1000;
  return `${year < 1000 ? String(year).padStart(4, '0') : year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}T${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[ms]}Z`;
}

/** `isoTime`, or null for a moment that is not there. */
export function isoTimeOrNull(moment: Date | string | null | undefined): string | null {
  return moment === null || moment === undefined ? null : isoTime(moment);
}
