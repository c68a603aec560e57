/**
 * Sales prices travel as integer grosze. Turning "1 234,56" into 123456 and back is done on the
 * digits as text, so no binary fraction (0.1 + 0.2) can ever shift a grosz.
 */

const SPACES = /[\s\u00a0\u202f]/g;
const AMOUNT = /^(\d+)(?:[.,](\d{0,2}))?$/;

export type ParsedMoney = { ok: true; grosze: number | null } | { ok: false };

/** Typed text → grosze: "1 234,56", "1234.5", "99 zł"; empty is no price; anything else fails. */
export function parseMoney(input: string): ParsedMoney {
  const text = input.replace(SPACES, '').replace(/zł$/i, '');
  if (text === '') return { ok: true, grosze: null };
  const match = AMOUNT.exec(text);
  if (!match) return { ok: false };
  const whole = match[1].replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  // More digits than a safe integer holds cannot be a price; the form's limit reports it.
  if (digits.length > 15) return { ok: false };
  return { ok: true, grosze: Number.parseInt(digits, 10) };
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ' ');
}

/** Grosze → "1 234,56" (what a money input shows). */
export function moneyAmount(grosze: number): string {
  const negative = grosze < 0;
  const digits = String(Math.abs(Math.trunc(grosze))).padStart(3, '0');
  const text = `${groupThousands(digits.slice(0, -2))},${digits.slice(-2)}`;
  return negative ? `-${text}` : text;
}

/** Grosze → "1 234,56 zł"; no price is an empty string. */
export function formatMoney(grosze: number | null | undefined): string {
  return grosze == null ? '' : `${moneyAmount(grosze)} zł`;
}

/** A stored decimal ("2.60", "1.0000") as Polish text: "2,6", "1". */
export function formatDecimal(value: string | null | undefined): string {
  if (value == null || value === '') return '';
  const [whole, fraction = ''] = value.split('.');
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${whole},${kept}` : whole;
}
