import { ApiError } from './api.ts';

const NETWORK_RETRIES = 2;

/**
 * Whether a failed query is tried again. Any HTTP answer, a 500 included, is final: the screen
 * shows its reason at once instead of after a wait. Only a request that never got an answer (the
 * connection dropped) is tried again, a couple of times.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < NETWORK_RETRIES;
}
