import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { formShowsErrors, notifyError } from './notifications.ts';

vi.mock('@mantine/notifications', () => ({
  notifications: { show: vi.fn(() => 'id'), hide: vi.fn() },
}));

const fieldErrors = () =>
  new ApiError(422, { message: 'Sprawdź błędy w formularzu', errors: { email: ['Zły adres'] } });

describe('one message per problem', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(notifications.show).mockClear();
  });

  it('a 422 a form shows on its fields is not repeated as a toast', async () => {
    const err = fieldErrors();
    notifyError(err);
    // The form takes the rejected save in the same turn.
    await Promise.resolve();
    formShowsErrors(err);
    vi.runAllTimers();
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('a 422 no form takes is shown as a toast per message (spec §8)', () => {
    notifyError(fieldErrors());
    vi.runAllTimers();
    expect(notifications.show).toHaveBeenCalledTimes(1);
    expect(vi.mocked(notifications.show).mock.calls[0]?.[0]).toMatchObject({
      message: 'Zły adres',
      color: 'red',
    });
  });

  it('other failures are shown at once', () => {
    notifyError(new ApiError(409, { message: 'Rekord jest w użyciu' }));
    expect(notifications.show).toHaveBeenCalledTimes(1);
  });
});
