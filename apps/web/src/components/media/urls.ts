import {
  DEFAULT_IMAGE_TYPE,
  type FileRecord,
  IMAGE_SIZES,
  type ImageSize,
  isImageMime,
} from '@portal/contracts/files';

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * The signed address of a public image in one of the named sizes (spec §7); null for a private
 * file or one that is not an image. Built like the server's `signedImageUrl`: the signature
 * covers the file, not the size, so every named size of one file shares it.
 */
export function imageUrl(
  file: Pick<FileRecord, 'area' | 'path' | 'signature' | 'mime'>,
  size: ImageSize,
): string | null {
  if (file.area !== 'public' || !isImageMime(file.mime)) return null;
  const { width, height } = IMAGE_SIZES[size];
  return `/api/media/image/${width}/${height}/${DEFAULT_IMAGE_TYPE}/${encodePath(file.path)}?signature=${encodeURIComponent(file.signature)}`;
}
