import { z } from 'zod';
import { msg } from './message-format.ts';

/**
 * The generic rule set of spec §5, once. Each rule is a zod schema (or a factory) whose
 * failures carry catalogue keys, so the server and the browser show the same messages.
 */

export const LIMITS = {
  name: 255,
  email: 255,
  phone: 32,
  password: { min: 6, max: 128 },
  offerNumber: 160,
  trainingName: 100,
  serialNumberDigits: 22,
  logoBytes: 3 * 1024 * 1024,
  warrantyPdfBytes: 8 * 1024 * 1024,
  imagesTotalBytes: 5 * 1024 * 1024,
  videoBytes: 30 * 1024 * 1024,
  maintenanceFileBytes: 8 * 1024 * 1024,
  regulationsBytes: 8 * 1024 * 1024,
  importZipBytes: 1.5 * 1024 * 1024 * 1024,
} as const;

/**
 * C0 control characters other than tab, line feed and carriage return: no person types them,
 * PostgreSQL refuses NUL in text, and the rest break e-mails, exports and logs.
 */
export function hasControlCharacters(text: string): boolean {
  // Stryker disable next-line EqualityOperator: charCodeAt past the end is NaN, never a control character
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
  }
  return false;
}

/**
 * Whether a decoded request part holds control characters anywhere (strings, array items,
 * object keys, at any depth): the check every request's params, query and body pass, walked
 * without allocating; `controlCharacterFields` then says where, for the rare one that does.
 */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  // JSON bodies are nested a few levels; the depth cap only guards against cycles.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: for-in over null or a primitive visits nothing; the test only skips the loop
  if (!value || typeof value !== 'object' || depth > 64) return false;
  // Stryker disable next-line ConditionalExpression,BlockStatement: for-in visits an array's indices alike; this loop only spares their string keys
  if (Array.isArray(value)) {
    // Stryker disable next-line EqualityOperator: the item past the end is undefined, which holds nothing
    for (let i = 0; i < value.length; i++) if (containsControlCharacters(value[i], depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (hasControlCharacters(key)) return true;
    if (containsControlCharacters((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Where control characters hide in a decoded request part (strings, array items, object keys,
 * at any depth): the dotted paths of the fields that hold them, as the 422 `errors` keys. A key
 * that holds them is reported on its parent (`prefix` at the top), never echoed back.
 */
export function controlCharacterFields(value: unknown, prefix: string): string[] {
  const found: string[] = [];
  // One path for the whole walk, grown and shrunk as it descends.
  const path: string[] = [];
  const report = () => {
    const field = path.length ? path.join('.') : prefix;
    if (!found.includes(field)) found.push(field);
  };
  const walk = (v: unknown, depth: number) => {
    if (typeof v === 'string') {
      if (hasControlCharacters(v)) report();
      return;
    }
    // JSON bodies are nested a few levels; the depth cap only guards against cycles.
    // Stryker disable next-line ConditionalExpression,LogicalOperator: for-in over null or a primitive visits nothing; the test only skips the loop
    if (!v || typeof v !== 'object' || depth > 64) return;
    // Stryker disable next-line ConditionalExpression,BlockStatement: for-in visits an array's indices alike, as the same path segments
    if (Array.isArray(v)) {
      // Stryker disable next-line EqualityOperator: the item past the end is undefined, which holds nothing
      for (let i = 0; i < v.length; i++) {
        path.push(String(i));
        walk(v[i], depth + 1);
        path.pop();
      }
      return;
    }
    for (const key in v) {
      if (!Object.hasOwn(v, key)) continue;
      if (hasControlCharacters(key)) {
        report();
        continue;
      }
      path.push(key);
      walk((v as Record<string, unknown>)[key], depth + 1);
      path.pop();
    }
  };
  walk(value, 0);
  return found;
}

const trimmed = () =>
  z
    .string()
    .trim()
    .refine((v) => !hasControlCharacters(v), msg('validation.control_characters'));

export const required = (max: number = LIMITS.name) =>
  trimmed()
    .min(1, msg('validation.required'))
    .max(max, msg('validation.max_length', { limit: max }));

export const optionalText = (max: number = LIMITS.name) =>
  trimmed()
    .max(max, msg('validation.max_length', { limit: max }))
    .nullish()
    .transform((v) => (v === '' || v == null ? null : v));

/** The largest id a database `integer` key holds. */
const MAX_DB_ID = 2147483647;

/** A record's id in a form; `message` when it is missing (default: required). */
export const dbId = (message = msg('validation.required')) =>
  z.number(message).int().positive().max(MAX_DB_ID);

/** A set of record ids in a form: at most `max`, duplicates collapse. */
export const idSet = (max: number) =>
  z
    .array(dbId())
    .max(max, msg('validation.max_items', { limit: max }))
    .transform((v) => [...new Set(v)]);

/** A timestamp as records carry it: an ISO 8601 string. */
export const isoString = () => z.string();

/** A language-keyed text (spec §3) as records carry it: Polish always, English when given. */
export const translatable = z.object({ pl: z.string(), en: z.string().nullable() });
export type Translatable = z.output<typeof translatable>;

/** A language-keyed field of which forms require `.pl`; English is optional. */
export const translatableInput = (max: number) =>
  z.object({
    pl: required(max),
    en: optionalText(max)
      .optional()
      .transform((v) => v ?? null),
  });

/** A language-keyed field that may stay empty: without Polish text it is none. */
export const optionalTranslatableInput = (max: number) =>
  z
    .object({
      pl: optionalText(max).optional(),
      en: optionalText(max).optional(),
    })
    .nullish()
    .transform((v) => (v?.pl ? { pl: v.pl, en: v.en ?? null } : null));

export const email = () =>
  trimmed()
    .min(1, msg('validation.required'))
    .max(LIMITS.email, msg('validation.max_length', { limit: LIMITS.email }))
    .pipe(z.email(msg('validation.email')))
    .transform((v) => v.toLowerCase());

export const url = () => z.url(msg('validation.url'));

/** Polish numbers: 9 digits, optionally +48/0048, spaces or dashes between groups. */
export const POLISH_PHONE = /^(?:(?:\+|00)48)?[ -]?(?:\d[ -]?){8}\d$/;
/** An optional Polish phone number (users' phones); blank is `null`. */
export const phone = () =>
  optionalText(LIMITS.phone).refine((v) => v === null || POLISH_PHONE.test(v), msg('validation.phone'));

/** The form of a Polish postcode; the country rules apply it (`registrationCountryIssues`). */
export const POSTCODE = /^\d{2}-\d{3}$/;

/** NIP: 10 digits (dashes and spaces allowed, PL prefix allowed), weighted checksum mod 11. */
export function normalizeNip(value: string): string {
  return value.replace(/^PL/i, '').replace(/[\s-]/g, '');
}

export function isValidNip(value: string): boolean {
  const digits = normalizeNip(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  // A remainder of 10 matches no digit, so such a number is refused as the checksum rule says.
  return sum % 11 === Number(digits[9]);
}

export const password = () =>
  z
    .string(msg('validation.required'))
    .min(LIMITS.password.min, msg('validation.min_length', { limit: LIMITS.password.min }))
    .max(LIMITS.password.max, msg('validation.max_length', { limit: LIMITS.password.max }));

/** `same as`: adds an issue on `confirmField` when it differs from `field`. */
export function sameAs<T extends Record<string, unknown>>(
  field: keyof T & string,
  confirmField: keyof T & string,
  key = 'validation.passwords_match',
) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[field] !== value[confirmField]) {
      ctx.addIssue({ code: 'custom', path: [confirmField], message: msg(key) });
    }
  };
}

export const color = () => trimmed().regex(/^#[0-9a-fA-F]{6}$/, msg('validation.color'));
export const slugRule = () =>
  trimmed()
    .min(1, msg('validation.required'))
    .max(LIMITS.name, msg('validation.max_length', { limit: LIMITS.name }))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg('validation.slug'));

/** A positive database id, from JSON or a path segment. */
export const id = () => z.coerce.number(msg('validation.invalid')).int().positive().max(MAX_DB_ID);

/** Date typed by a person as DD.MM.YYYY (spec §5 mask) or ISO; yields `YYYY-MM-DD`. */
export function parseDate(value: string): string | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : value;
  // Only a day that exists, written as YYYY-MM-DD, comes back unchanged from the round trip.
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

// No `refine` (the control-character one of `trimmed` included: no such day parses): query strings
// with a date keep the server's fast parser (core/http/fast-parse.ts), which leaves a refine to zod.
export const date = () =>
  z
    .string()
    .trim()
    .min(1, msg('validation.required'))
    .transform((v, ctx) => {
      const day = parseDate(v);
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: msg('validation.date') });
        return z.NEVER;
      }
      return day;
    });
