import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The content security policy: scripts from our origin only — and, for the web app's page, its
 * inline scripts by their hashes (`'sha256-…'`, web.ts) — no plugins, no framing.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ...(scriptHashes.length > 0 ? [`script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(' ')}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Headers of DESIGN §4 "Security headers"; JSON is never cached. */
export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  // The web app's page comes with its own (its inline scripts' hashes added, web.ts).
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  }
  reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('cross-origin-opener-policy', 'same-origin');
  const type = String(reply.getHeader('content-type') ?? '');
  if (!reply.hasHeader('cache-control') && (type.includes('json') || req.url.startsWith('/api/'))) {
    reply.header('cache-control', 'no-store');
  }
}
