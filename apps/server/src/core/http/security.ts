import type { FastifyReply, FastifyRequest } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of DESIGN §4 "Security headers"; JSON is never cached. */
export function applySecurityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
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
