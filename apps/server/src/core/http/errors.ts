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
