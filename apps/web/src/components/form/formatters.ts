import { normalizeNip } from '@portal/contracts/rules';

/**
 * A Polish NIP is shown the way it is stored, as its 10 digits: typed with dashes, spaces or the
 * PL prefix, it is normalised when the field is left. Anything else stays as typed for the
 * schema to flag.
 */
export function formatNip(value: string): string {
  const digits = normalizeNip(value.trim());
  return /^\d{10}$/.test(digits) ? digits : value;
}

/** A Polish postcode typed as five digits (`30002`, `30 002`) becomes `30-002`. */
export function formatPostcode(value: string): string {
  const match = /^(\d{2})[\s-]?(\d{3})$/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}` : value;
}
