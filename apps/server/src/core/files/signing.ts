import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A file's signature (DESIGN §4): HMAC-SHA256 of area and path under APP_KEY, hex, cut to 32
 * characters (128 bits). One per file, stored with it, checked on every public request.
 */
export function signPath(appKey: string, area: string, path: string): string {
  return createHmac('sha256', appKey).update(`${area}:${path}`).digest('hex').slice(0, 32);
}

/** Constant-time check of a signature taken from a URL. */
export function verifySignature(appKey: string, area: string, path: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{32}$/.test(given)) return false;
  const expected = Buffer.from(signPath(appKey, area, path), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
