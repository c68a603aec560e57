import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../paths.ts';

const WEB_DIST = join(SERVER_ROOT, '../web/dist');

/**
 * Serves the built web app at `/`: hashed assets cached for a year, index.html never; the
 * `.br` / `.gz` copies written at build time go to browsers that accept them.
 */
export async function registerWeb(app: FastifyInstance, root = WEB_DIST) {
  if (!existsSync(root)) {
    app.log.warn({ root }, 'web app not built; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
