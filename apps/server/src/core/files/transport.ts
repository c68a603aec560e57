import multipart from '@fastify/multipart';
import { pickLang, t, UPLOAD_LIMITS } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../http/errors.ts';
import type { ResolvedRoute } from '../http/routes.ts';

/**
 * Decides, from byte counts sampled over time, whether a client sends too slowly: fewer than
 * `minBytesPerSecond` on average over the last `windowMs` (checked only once a whole window
 * has passed, so a slow start is forgiven for one window).
 */
export function createRateMonitor(
  minBytesPerSecond: number,
  windowMs: number,
  startMs: number,
  startBytes: number,
) {
  const samples: { at: number; bytes: number }[] = [{ at: startMs, bytes: startBytes }];
  return {
    sample(atMs: number, bytes: number): 'ok' | 'slow' {
      samples.push({ at: atMs, bytes });
      while (samples.length > 2 && samples[1].at <= atMs - windowMs) samples.shift();
      const first = samples[0];
      const elapsed = atMs - first.at;
      if (elapsed < windowMs) return 'ok';
      return ((bytes - first.bytes) * 1000) / elapsed < minBytesPerSecond ? 'slow' : 'ok';
    },
  };
}

function abortRequest(req: FastifyRequest, reply: FastifyReply) {
  if (reply.sent || reply.raw.headersSent) {
    req.raw.destroy();
    return;
  }
  reply.hijack();
  const body = JSON.stringify({ message: t(pickLang(req.headers['accept-language']), 'errors.timeout') });
  reply.raw.writeHead(408, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
  });
  reply.raw.end(body, () => req.raw.destroy());
}

/**
 * Request bodies (DESIGN §4 "JSON routes have a total request time limit; upload routes a
 * minimum transfer rate instead"). Node's own `requestTimeout` would cut a large upload on a
 * slow line, so the server runs without it and each request gets its own watch here:
 * a JSON request must arrive whole within REQUEST_TIMEOUT_MS, an upload must keep up
 * UPLOAD_MIN_BYTES_PER_SECOND. Multipart bodies are accepted by upload routes (`raw`) only.
 */
export async function registerUploadTransport(
  app: FastifyInstance,
  config: Config,
  routes: ResolvedRoute[],
): Promise<void> {
  const uploads = new Set(routes.filter((r) => r.raw).map((r) => r.name));
  const isUpload = (req: FastifyRequest) => uploads.has(req.routeOptions.config?.routeName ?? '');

  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      // Our own count stops a file at its purpose's limit with a 422; this is the backstop.
      fileSize: config.uploadMaxBytes + 1,
      files: UPLOAD_LIMITS.maxFiles,
      fields: 20,
      fieldSize: 10_000,
      parts: UPLOAD_LIMITS.maxFiles + 20,
      headerPairs: 100,
    },
  });

  app.addHook('onRequest', (req, reply, done) => {
    if (req.raw.complete) return done();
    let timer: NodeJS.Timeout;
    const socket = req.raw.socket as { bytesRead?: number } | undefined;
    if (isUpload(req)) {
      if (config.uploadMinBytesPerSecond <= 0 || typeof socket?.bytesRead !== 'number') return done();
      const monitor = createRateMonitor(
        config.uploadMinBytesPerSecond,
        config.uploadRateWindowMs,
        Date.now(),
        socket.bytesRead,
      );
      const every = Math.max(50, Math.floor(config.uploadRateWindowMs / 10));
      timer = setInterval(() => {
        if (req.raw.complete) return clearInterval(timer);
        if (monitor.sample(Date.now(), socket.bytesRead ?? 0) === 'slow') {
          clearInterval(timer);
          abortRequest(req, reply);
        }
      }, every);
    } else {
      timer = setTimeout(() => {
        if (!req.raw.complete) abortRequest(req, reply);
      }, config.requestTimeoutMs);
    }
    timer.unref();
    req.raw.once('close', () => clearTimeout(timer));
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });

  app.addHook('preValidation', async (req) => {
    if (req.isMultipart() && !isUpload(req)) throw new AppError(415, 'errors.unsupported_media_type');
  });
}
