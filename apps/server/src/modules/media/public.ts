import { createReadStream } from 'node:fs';
import { imageSizeFor, isImageMime, msg, UPLOAD_LIMITS } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { streamStoredFile } from '../../core/files/downloads.ts';
import { createImageService, type ImageService } from '../../core/files/images.ts';
import { cleanPath } from '../../core/files/paths.ts';
import { notModified, serveFile } from '../../core/files/serve.ts';
import { verifySignature } from '../../core/files/signing.ts';
import { files } from '../../core/files/tables.ts';
import { AppError, forbidden, validationError } from '../../core/http/errors.ts';
import { defineRoute } from '../../core/http/routes.ts';

// One transformer per app (its concurrency count and in-flight map), never a module singleton.
const imageServices = new WeakMap<AppDeps, ImageService>();

function imagesOf(deps: AppDeps): ImageService {
  let service = imageServices.get(deps);
  if (!service) {
    service = createImageService({
      cacheDir: deps.config.cacheDir,
      concurrency: deps.config.imageConcurrency,
      queue: deps.config.imageQueue,
      timeoutSeconds: deps.config.imageTimeoutSeconds,
      maxPixels: UPLOAD_LIMITS.imageMaxPixels,
    });
    imageServices.set(deps, service);
  }
  return service;
}

/**
 * A public file named by a signed URL: the path must be clean, the signature right (403
 * before any lookup), and the file recorded in the public area.
 */
async function signedPublicFile(deps: AppDeps, rawPath: string, signature: string | undefined) {
  const path = cleanPath(rawPath);
  if (!verifySignature(deps.config.appKey, 'public', path, signature)) throw forbidden('errors.signature');
  const [row] = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.area, 'public'), eq(files.path, path)));
  if (!row) throw new AppError(404, 'errors.file_missing');
  return row;
}

export const publicRoutes = [
  defineRoute('media.image.show', {
    pathTail: true,
    stream: true,
    summary: 'A public image in a named size (signed URL); cached on disk and in browsers',
    handler: async (ctx) => {
      const { deps, params, query } = ctx;
      const row = await signedPublicFile(deps, params.path, query.signature);
      const size = imageSizeFor(params.width, params.height);
      if (!size) throw validationError({ width: [msg('errors.image_size')] });
      if (!isImageMime(row.mime)) throw validationError({ path: [msg('errors.not_an_image')] });
      const etag = `"${row.sha256.slice(0, 32)}-${params.width}x${params.height}-${params.type}"`;
      const unchanged = notModified(ctx.req, ctx.reply, etag);
      if (unchanged) return unchanged;
      const thumb = await imagesOf(deps).thumbnail(
        { sha256: row.sha256, mime: row.mime, localPath: deps.storage.localPath(row) },
        size,
        params.type,
      );
      return serveFile(ctx.req, ctx.reply, {
        size: thumb.size,
        mime: thumb.mime,
        open: async (range) => createReadStream(thumb.path, range ?? {}),
        etag,
        cache: 'public',
        downloadName: row.original_name,
        inline: true,
      });
    },
  }),
  defineRoute('media.file.show', {
    pathTail: true,
    stream: true,
    summary: 'A public file as uploaded (signed URL), with Range support',
    handler: async (ctx) =>
      streamStoredFile(ctx, await signedPublicFile(ctx.deps, ctx.params.path, ctx.query.signature)),
  }),
];
