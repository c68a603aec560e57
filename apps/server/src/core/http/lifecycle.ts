import { pickLang, t } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function refuse(req: FastifyRequest, reply: FastifyReply, status: number, key: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ message: t(pickLang(req.headers['accept-language']), key) });
}

/** A request's way through the server between its first byte and its socket's close. */
export type Lifecycle = {
  /**
   * Lets a request in, or answers it 503 while the server drains (a load balancer moves it
   * elsewhere) and returns false. An admitted request counts as in flight until its response
   * closes, and a JSON route's request is answered 503 if its handler outlives the time limit.
   */
  admit(req: FastifyRequest, reply: FastifyReply): boolean;
  /** Graceful shutdown: new requests get 503, in-flight ones finish (at most `graceMs`), then the app closes. */
  drain(): Promise<void>;
};

/**
 * The total time limit of DESIGN §4 for JSON routes, counted from the first byte of the
 * request, and graceful shutdown, kept with one listener per request (issue 17: this runs on
 * every request). A body still arriving at the limit is core/files/transport.ts's 408; the limit
 * answers 503 when the body came but the handler has not finished. Routes marked
 * `timeLimit: false` (uploads with their own minimum transfer rate, streamed files) are exempt.
 * The handler may still be running when the limit answers; its late result is dropped.
 */
export function createLifecycle(app: FastifyInstance, ms: number): Lifecycle {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;

  return {
    admit(req, reply) {
      if (draining) {
        reply.header('connection', 'close');
        refuse(req, reply, 503, 'errors.shutting_down');
        return false;
      }
      inFlight++;
      const timer =
        req.routeOptions.config?.timeLimit === false
          ? null
          : setTimeout(() => {
              if (!reply.sent && req.raw.complete) refuse(req, reply, 503, 'errors.timeout');
            }, ms);
      timer?.unref();
      reply.raw.once('close', () => {
        if (timer) clearTimeout(timer);
        inFlight--;
        if (inFlight === 0) idle?.();
      });
      return true;
    },

    async drain() {
      if (draining) return;
      draining = true;
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          idle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      await app.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a route from the JSON time limit (uploads, streamed files). */
    timeLimit?: boolean;
  }
}
