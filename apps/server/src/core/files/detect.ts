import { FILE_TYPES, type FileTypeKey, formatFileSize, isImageMime, msg } from '@portal/contracts';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { validationError } from '../http/errors.ts';

export type Inspected = { type: FileTypeKey; mime: string; width: number | null; height: number | null };

export const fileRefused = (field: string, key: string, params?: Record<string, string | number>) =>
  validationError({ [field]: [msg(key, params)] });

export const tooLarge = (field: string, limit: number) =>
  fileRefused(field, 'errors.file_size', { limit: formatFileSize(limit) });

/** The extension a user's file name claims, if it looks like one (`Raport.PDF` → `pdf`). */
export function claimedExtension(name: string): string | null {
  const m = /\.([a-z0-9]{1,8})$/i.exec(name);
  if (!m || /^\d+$/.test(m[1])) return null;
  return m[1].toLowerCase();
}

/**
 * What a file really is, from its bytes (magic numbers), never from its name or the browser's
 * Content-Type. Refused (422 on `field`) when the content is not one of `accept`, when the name
 * claims another type (a zip named `.png`), or when an image is unreadable or has more pixels
 * than `maxPixels`. SVG and HTML have no magic number we accept, so they never pass.
 */
export async function inspectFile(
  localPath: string,
  originalName: string,
  opts: { accept: readonly FileTypeKey[]; maxPixels: number; field: string },
): Promise<Inspected> {
  const found = await fileTypeFromFile(localPath).catch(() => undefined);
  const type = found?.ext as FileTypeKey | undefined;
  if (!type || !(type in FILE_TYPES) || !opts.accept.includes(type)) {
    throw fileRefused(opts.field, 'errors.file_type');
  }
  const claimed = claimedExtension(originalName);
  if (claimed && !(FILE_TYPES[type].names as readonly string[]).includes(claimed)) {
    throw fileRefused(opts.field, 'errors.file_type');
  }
  const mime = FILE_TYPES[type].mime;
  if (!isImageMime(mime)) return { type, mime, width: null, height: null };
  const meta = await sharp(localPath, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw fileRefused(opts.field, 'errors.file_type');
  if (meta.width * meta.height > opts.maxPixels) {
    throw fileRefused(opts.field, 'errors.image_pixels', {
      limit: Math.floor(opts.maxPixels / 1_000_000),
    });
  }
  return { type, mime, width: meta.width, height: meta.height };
}
