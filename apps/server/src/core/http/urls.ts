import { pickLang, t } from '@portal/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { applySecurityHeaders } from './security.ts';

/**
 * True when the query string of `url` holds a `%` escape that does not decode to UTF-8 text
 * (`?search=%`, `%E0%A4%A`, `%FF`). Fastify's parser passes such text through undecoded, so a
 * handler would otherwise search for, or store, the raw escape.
 */
export function malformedQuery(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0 || url.indexOf('%', start) < 0) return false;
  // One decode of the whole query string: an escape's bytes are consecutive `%XX`, so a `&`
  // ends any sequence, and the whole fails exactly when one of its parameters does.
  try {
    decodeURIComponent(url.slice(start + 1));
    return false;
  } catch {
    return true;
  }
}

/**
 * Fastify's `frameworkErrors`: a path that does not decode, or a path segment over the router's
 * limit, is refused before any route or hook runs, so the answer carries the security headers
 * and a Polish `{message}` here rather than Fastify's English default.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const [status, key] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, 'errors.malformed_url']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, 'errors.url_too_long']
        : [500, 'errors.server'];
  if (status === 500) req.log.error({ err: error }, 'router error');
  applySecurityHeaders(req, reply);
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ message: t(pickLang(req.headers['accept-language']), key) });
}
