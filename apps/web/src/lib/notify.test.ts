import { describe, expect, it } from 'vitest';
import type { TFunction } from './i18n.ts';
import { ERROR_MS, errorNotices, successNotice, TOAST_MS } from './notify.ts';

const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key}:${JSON.stringify(params)}` : key) as unknown as TFunction;

const red = (message: string) => ({ color: 'red', message, autoClose: ERROR_MS, withCloseButton: true });

describe('notification mapping (spec §8)', () => {
  it('shows every message of every field of a 422 as a 10 s red notice with a close button', () => {
    const notices = errorNotices(
      422,
      { message: 'Sprawdź błędy w formularzu', errors: { email: ['a', 'b'], password: ['c'] } },
      t,
    );
    expect(notices).toEqual([red('a'), red('b'), red('c')]);
    expect(ERROR_MS).toBe(10_000);
  });

  it('treats a 400 with field errors like a 422', () => {
    expect(errorNotices(400, { errors: { file: ['x'] } }, t)).toEqual([red('x')]);
  });

  it('falls back to the message, then to "Error", for a 422 without field errors', () => {
    expect(errorNotices(422, { message: 'Zła wartość' }, t)).toEqual([red('Zła wartość')]);
    expect(errorNotices(422, {}, t)).toEqual([red('notify.error')]);
  });

  it('shows the message of a 401 or 403, else the no-permission text with the status', () => {
    expect(errorNotices(403, { message: 'Brak uprawnień' }, t)).toEqual([red('Brak uprawnień')]);
    expect(errorNotices(401, {}, t)).toEqual([red('notify.forbidden:{"n":401}')]);
    expect(errorNotices(403, {}, t)).toEqual([red('notify.forbidden:{"n":403}')]);
  });

  it('shows the message of a 404, else "record not found"', () => {
    expect(errorNotices(404, { message: 'Nie ma' }, t)).toEqual([red('Nie ma')]);
    expect(errorNotices(404, {}, t)).toEqual([red('notify.notFound')]);
  });

  it('shows the message of any other status, else "Error!"', () => {
    expect(errorNotices(500, { message: 'Wystąpił błąd serwera' }, t)).toEqual([
      red('Wystąpił błąd serwera'),
    ]);
    expect(errorNotices(429, {}, t)).toEqual([red('notify.errorGeneric')]);
  });

  it('shows a success message in green for 5 s', () => {
    expect(successNotice({ message: 'Zapisano', status: 'success' })).toEqual({
      color: 'green',
      message: 'Zapisano',
      autoClose: TOAST_MS,
      withCloseButton: true,
    });
    expect(TOAST_MS).toBe(5000);
  });

  it('shows a message with status fail in red', () => {
    expect(successNotice({ message: 'Część nie powiodła się', status: 'fail' })).toEqual(
      red('Część nie powiodła się'),
    );
  });

  it('shows nothing without a message or when showMessage is off', () => {
    expect(successNotice({ model: { id: 1 } })).toBeNull();
    expect(successNotice({ message: '' })).toBeNull();
    expect(successNotice({ message: 'Zapisano', status: 'success' }, false)).toBeNull();
    expect(successNotice(undefined)).toBeNull();
  });
});
