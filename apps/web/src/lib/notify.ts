import type { ErrorBody } from './api.ts';
import type { TFunction } from './i18n.ts';

export const TOAST_MS = 5000;
export const ERROR_MS = 10_000;

export type Notice = {
  color: 'green' | 'red';
  message: string;
  autoClose: number;
  withCloseButton: boolean;
};

const error = (message: string): Notice => ({
  color: 'red',
  message,
  autoClose: ERROR_MS,
  withCloseButton: true,
});

/** The error catalogue of spec §8: which notices a failed response shows. */
export function errorNotices(status: number, body: ErrorBody, t: TFunction): Notice[] {
  if (status === 422 || status === 400) {
    if (body.errors && Object.keys(body.errors).length > 0) {
      return Object.values(body.errors).flatMap((messages) => messages.map(error));
    }
    return [error(body.message || t('notify.error'))];
  }
  if (status === 401 || status === 403) return [error(body.message || t('notify.forbidden', { n: status }))];
  if (status === 404) return [error(body.message || t('notify.notFound'))];
  return [error(body.message || t('notify.errorGeneric'))];
}

/** A successful write: its message in green (red when `status` is `fail`); nothing without one. */
export function successNotice(body: unknown, showMessage = true): Notice | null {
  if (!showMessage || typeof body !== 'object' || body === null) return null;
  const { message, status } = body as { message?: unknown; status?: unknown };
  if (typeof message !== 'string' || message === '') return null;
  return status === 'fail'
    ? error(message)
    : { color: 'green', message, autoClose: TOAST_MS, withCloseButton: true };
}
