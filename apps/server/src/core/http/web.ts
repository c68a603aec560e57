import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../../paths.ts';
import { contentSecurityPolicy } from './security.ts';

const WEB_DIST = join(SERVER_ROOT, '../web/dist');

/** The CSP hash source of each inline script of a page (`<script>` with a body, no `src`). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => m[1].length > 0)
    .map((m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`);
}

/**
 * Serves the built web app at `/`: hashed assets cached for a year, index.html never; the
 * `.br` / `.gz` copies written at build time go to browsers that accept them. The page's
 * policy allows its inline scripts by hash; every other answer has the strict one.
 */
export async function registerWeb(app: FastifyInstance, root = WEB_DIST) {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built; serving the API only');
    return;
  }
  // The page's inline boot script runs by its hash, read from the page being served.
  const pagePolicy = contentSecurityPolicy(
    inlineScriptHashes(readFileSync(join(root, 'index.html'), 'utf8')),
  );
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(res, path) {
      if (/[\\/]index\.html(?:\.br|\.gz)?$/.test(path)) res.header('content-security-policy', pagePolicy);
      res.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
