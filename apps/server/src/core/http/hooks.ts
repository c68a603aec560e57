import type { FastifyInstance } from 'fastify';
import { createApiCompression } from './compress.ts';
import { AppError } from './errors.ts';
import type { Lifecycle } from './lifecycle.ts';
import { applySecurityHeaders } from './security.ts';
import { malformedQuery } from './urls.ts';

/**
 * What every request passes through on its way in and out, as one hook each way and without
 * promises: each hook Fastify runs is a step of every request, and an async one a promise and a
 * microtask more (issue 17: the fixed cost per request is what separates a show from its bare
 * route).
 *
 * In: a malformed query string answers 400 before routing goes further (DESIGN §4: bad input is
 * a 4xx), then the lifecycle admits the request (503 while draining; the time limit). Out: the
 * security headers on every answer, and the route table gzipped.
 */
export function registerRequestHooks(app: FastifyInstance, lifecycle: Lifecycle): void {
  const compress = createApiCompression();
  app.addHook('onRequest', (req, reply, done) => {
    if (malformedQuery(req.url)) return done(new AppError(400, 'errors.malformed_url'));
    // A refused request was answered already; Fastify expects no `done` then.
    if (lifecycle.admit(req, reply)) done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    applySecurityHeaders(req, reply);
    done(null, compress(req, reply, payload));
  });
}
