import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { shouldRetry } from './retry.ts';

describe('query retry policy', () => {
  it('never retries an HTTP answer, a server error included', () => {
    for (const status of [400, 403, 404, 422, 500, 502, 503]) {
      expect(shouldRetry(0, new ApiError(status, { message: 'x' }))).toBe(false);
    }
  });

  it('retries a request that got no answer, twice', () => {
    const dropped = new TypeError('Failed to fetch');
    expect(shouldRetry(0, dropped)).toBe(true);
    expect(shouldRetry(1, dropped)).toBe(true);
    expect(shouldRetry(2, dropped)).toBe(false);
  });
});
