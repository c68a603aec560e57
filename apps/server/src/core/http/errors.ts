import { type MessageParams, msg } from '@portal/contracts';

/**
 * Typed errors thrown anywhere and translated once by the error handler (DESIGN §4 "Errors").
 * `message` is a catalogue key; field errors are encoded messages (see contracts `msg`).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: MessageParams = {},
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const notFound = () => new AppError(404, 'errors.not_found');
export const forbidden = (key = 'errors.unauthorized') => new AppError(403, key);
export const unauthenticated = () => new AppError(401, 'errors.unauthenticated');

/**
 * The one answer for "refused: the record is still referenced" (issue 15): 409 with a Polish
 * message naming what holds it. Every area's delete guard throws this, and a foreign key the
 * area did not foresee ends here too (see `records().destroy`).
 */
export const inUse = (key = 'errors.in_use', params?: MessageParams) => new AppError(409, key, params);

/** The one answer for a state conflict that is not a form field (DESIGN §4 "others { message }"). */
export const conflict = (key: string, params?: MessageParams) => new AppError(409, key, params);

/**
 * A row still referenced by another table: `foreign_key_violation` (23503), or PostgreSQL 18's
 * `restrict_violation` (23001) for an `ON DELETE RESTRICT` key (PGlite; PostgreSQL 15 says
 * 23503 there), wherever drizzle or the driver wrapped it.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: string }).code;
    if (code === '23503' || code === '23001') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function validationError(fieldErrors: Record<string, string[]>): AppError {
  return new AppError(422, 'errors.form', {}, fieldErrors);
}

/** A single field's error: `fieldError('email', 'validation.email_taken')`. */
export function fieldError(field: string, key: string, params?: MessageParams): AppError {
  return validationError({ [field]: [msg(key, params)] });
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'errors.too_many_requests', { minutes: Math.ceil(seconds / 60) }, undefined, {
    'retry-after': String(seconds),
  });
}
