import { pickLang, t } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function refuse(req: FastifyRequest, reply: FastifyReply, status: number, key: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ message: t(pickLang(req.headers['accept-language']), key) });
}

/**
 * The total time limit of DESIGN §4 for JSON routes, counted from the first byte of the
 * request. A body still arriving at the limit is core/files/transport.ts's 408; this answers
 * 503 when the body came but the handler has not finished. Routes marked `timeLimit: false`
 * (uploads with their own minimum transfer rate, streamed files) are exempt. The handler may
 * still be running when the limit answers; its late result is dropped.
 */
export function registerTimeLimit(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.config?.timeLimit === false) return;
    const timer = setTimeout(() => {
      if (!reply.sent && req.raw.complete) refuse(req, reply, 503, 'errors.timeout');
    }, ms);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });
}

/**
 * Graceful shutdown: from `drain()` on, new requests get 503 with a Polish message (a load
 * balancer moves them elsewhere) while in-flight ones finish; then the app closes. Requests
 * still running after `graceMs` are cut off by the close.
 */
export function registerDrain(app: FastifyInstance, graceMs: number) {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;

  app.addHook('onRequest', async (req, reply) => {
    if (draining) {
      reply.header('connection', 'close');
      return refuse(req, reply, 503, 'errors.shutting_down');
    }
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
      if (inFlight === 0) idle?.();
    });
  });

  return async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    if (inFlight > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    await app.close();
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a route from the JSON time limit (uploads, streamed files). */
    timeLimit?: boolean;
  }
}
