import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_SIZES, type ImageSize, type ImageType } from '@portal/contracts';
import sharp from 'sharp';
import { AppError } from '../http/errors.ts';

export type Thumbnail = { path: string; size: number; mime: string };

export type ImageSource = { sha256: string; mime: string; localPath: string };

const OUTPUT: Record<string, { format: 'jpeg' | 'png' | 'webp'; ext: string; mime: string }> = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg', mime: 'image/jpeg' },
  'image/webp': { format: 'webp', ext: 'webp', mime: 'image/webp' },
  // PNG keeps transparency; a GIF's first frame becomes a PNG too.
  'image/png': { format: 'png', ext: 'png', mime: 'image/png' },
  'image/gif': { format: 'png', ext: 'png', mime: 'image/png' },
};

const busy = () => new AppError(503, 'errors.busy', {}, undefined, { 'retry-after': '2' });

/**
 * Resized images (DESIGN §4 "images"): made with sharp from the original, cached on disk under
 * `DATA_DIR/cache/images` by content hash, size and type, so a second request — or another
 * file with the same bytes — is served from the cache file. At most `concurrency` transforms
 * run at once and up to `queue` more wait for a slot — a gallery opened for the first time asks
 * for many at once — beyond that requests answer 503 + Retry-After. Identical requests share one
 * transform, each transform has a time limit and the source a pixel cap.
 */
export function createImageService(opts: {
  cacheDir: string;
  concurrency: number;
  queue: number;
  timeoutSeconds: number;
  maxPixels: number;
}) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const running = new Map<string, Promise<Thumbnail>>();
  const dir = join(opts.cacheDir, 'images');

  function cachePath(source: ImageSource, size: ImageSize, type: ImageType) {
    const out = OUTPUT[source.mime];
    const { width, height } = IMAGE_SIZES[size];
    const name = `${source.sha256}-${width}x${height}-${type}.${out.ext}`;
    return { path: join(dir, source.sha256.slice(0, 2), name), out };
  }

  async function transform(
    input: string,
    target: string,
    size: ImageSize,
    type: ImageType,
    out: (typeof OUTPUT)[string],
  ) {
    const { width, height } = IMAGE_SIZES[size];
    await mkdir(join(target, '..'), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      let image = sharp(input, { limitInputPixels: opts.maxPixels, failOn: 'error' })
        .rotate()
        .timeout({ seconds: opts.timeoutSeconds });
      if (type === 'crop') image = image.resize(width, height, { fit: 'cover', position: 'centre' });
      else if (type === 'fit') {
        image = image.resize(width, height, {
          fit: 'contain',
          background: out.format === 'jpeg' ? '#ffffff' : { r: 0, g: 0, b: 0, alpha: 0 },
        });
      } else image = image.resize(width, height, { fit: 'inside', withoutEnlargement: true });
      await image.toFormat(out.format).toFile(temp);
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      const text = err instanceof Error ? err.message : String(err);
      if (/timeout/i.test(text)) throw busy();
      if (/missing/i.test(text)) throw new AppError(404, 'errors.file_missing');
      if (/pixel limit/i.test(text))
        throw new AppError(422, 'errors.image_pixels', { limit: Math.floor(opts.maxPixels / 1e6) });
      throw new AppError(422, 'errors.image_unreadable');
    }
  }

  return {
    /** The cached resized image, made now if it is not there yet. */
    async thumbnail(source: ImageSource, size: ImageSize, type: ImageType): Promise<Thumbnail> {
      const { path, out } = cachePath(source, size, type);
      if (!out) throw new AppError(422, 'errors.image_unreadable');
      const cached = await stat(path).catch(() => null);
      if (cached) return { path, size: cached.size, mime: out.mime };
      const pending = running.get(path);
      if (pending) return pending;
      if (active >= opts.concurrency && waiting.length >= opts.queue) throw busy();
      const job = (async () => {
        if (active >= opts.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
        active++;
        try {
          await transform(source.localPath, path, size, type, out);
          const made = await stat(path);
          return { path, size: made.size, mime: out.mime };
        } finally {
          active--;
          running.delete(path);
          waiting.shift()?.();
        }
      })();
      running.set(path, job);
      return job;
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
