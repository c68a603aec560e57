import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API answers a browser waits for before its first paint, sent gzipped to a client that
 * accepts it: the route table (`index.html` preloads it on every cold start; ~15 KB of JSON,
 * ~2 KB gzipped). The other answers stay uncompressed (small, per request, and a proxy in front
 * may compress them). The table is the same for the process's life, so its gzip is kept.
 */
const COMPRESSED_ROUTES: ReadonlySet<string> = new Set(['core.routes.index']);

export type ApiCompression = (req: FastifyRequest, reply: FastifyReply, payload: unknown) => unknown;

/** The payload to send: the gzipped route table where it applies, any other payload as it is. */
export function createApiCompression(): ApiCompression {
  let last: { body: string; gzipped: Buffer } | null = null;
  return (req, reply, payload) => {
    const name = req.routeOptions.config?.routeName;
    if (!name || !COMPRESSED_ROUTES.has(name) || typeof payload !== 'string') return payload;
    reply.header('vary', 'accept-encoding');
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return payload;
    if (last?.body !== payload) last = { body: payload, gzipped: gzipSync(payload) };
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return last.gzipped;
  };
}
