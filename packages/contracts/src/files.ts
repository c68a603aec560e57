import { z } from 'zod';
import { msg } from './message-format.ts';

/**
 * Files (DESIGN §4 "Files"): the types we accept (recognised by content, never by name), the
 * upload purposes with their limits (spec §5), the named image sizes and the file record.
 * Server and web both read these, so a limit lives in one place (STYLE "Limits live once").
 */

const MB = 1024 * 1024;

/**
 * Accepted file types keyed by the extension we store them under. `names` are the extensions a
 * user's file may carry for that content; `cfb` is the container of legacy Office documents.
 */
export const FILE_TYPES = {
  jpg: { mime: 'image/jpeg', names: ['jpg', 'jpeg', 'jpe'] },
  png: { mime: 'image/png', names: ['png'] },
  webp: { mime: 'image/webp', names: ['webp'] },
  gif: { mime: 'image/gif', names: ['gif'] },
  pdf: { mime: 'application/pdf', names: ['pdf'] },
  mp4: { mime: 'video/mp4', names: ['mp4', 'm4v'] },
  avi: { mime: 'video/vnd.avi', names: ['avi'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', names: ['docx'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', names: ['xlsx'] },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    names: ['pptx'],
  },
  odt: { mime: 'application/vnd.oasis.opendocument.text', names: ['odt'] },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', names: ['ods'] },
  odp: { mime: 'application/vnd.oasis.opendocument.presentation', names: ['odp'] },
  cfb: { mime: 'application/x-cfb', names: ['doc', 'xls', 'ppt'] },
  rtf: { mime: 'application/rtf', names: ['rtf'] },
  zip: { mime: 'application/zip', names: ['zip'] },
} as const;

export type FileTypeKey = keyof typeof FILE_TYPES;
export const FILE_TYPE_KEYS = Object.keys(FILE_TYPES) as FileTypeKey[];

export const IMAGE_FILE_TYPES = ['jpg', 'png', 'webp', 'gif'] as const satisfies readonly FileTypeKey[];
export const VIDEO_FILE_TYPES = ['mp4', 'avi'] as const satisfies readonly FileTypeKey[];
export const OFFICE_FILE_TYPES = [
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
  'cfb',
  'rtf',
] as const satisfies readonly FileTypeKey[];

const IMAGE_MIMES: ReadonlySet<string> = new Set(IMAGE_FILE_TYPES.map((k) => FILE_TYPES[k].mime));

/** Raster images we resize and show inline; SVG is never one of them. */
export function isImageMime(mime: string): boolean {
  return IMAGE_MIMES.has(mime);
}

/** The `accept` attribute of a file input for a list of types (`.jpg,.jpeg,…`). */
export function acceptAttribute(types: readonly FileTypeKey[]): string {
  return types.flatMap((k) => FILE_TYPES[k].names.map((n) => `.${n}`)).join(',');
}

/**
 * What an upload is for: the allowed types and the single-file limit of spec §5. The server
 * checks them on upload (`?purpose=`) and again when a record takes the file (`attachFile`).
 */
export const UPLOAD_PURPOSES = {
  /** Photos of a service order (jpg or png, 5 MB in total per order). */
  image: { accept: ['jpg', 'png', 'webp', 'gif'], maxBytes: 5 * MB },
  logo: { accept: ['jpg', 'png'], maxBytes: 3 * MB },
  /** Warranty book, training regulations. */
  pdf: { accept: ['pdf'], maxBytes: 8 * MB },
  video: { accept: ['mp4', 'avi'], maxBytes: 30 * MB },
  /** Maintenance order files. */
  attachment: { accept: ['jpg', 'png', 'pdf'], maxBytes: 8 * MB },
  /** Documentation, manuals and other staff uploads; bounded by UPLOAD_MAX_BYTES only. */
  document: {
    accept: [...IMAGE_FILE_TYPES, 'pdf', ...VIDEO_FILE_TYPES, ...OFFICE_FILE_TYPES, 'zip'],
    maxBytes: Number.POSITIVE_INFINITY,
  },
} as const satisfies Record<string, { accept: readonly FileTypeKey[]; maxBytes: number }>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

/** Types the media manager takes into its library. */
export const MEDIA_FILE_TYPES = UPLOAD_PURPOSES.document.accept;

/** Defaults of the configurable limits (UPLOAD_MAX_BYTES, UPLOAD_TOTAL_MAX_BYTES …). */
export const UPLOAD_LIMITS = {
  maxBytes: 50 * MB,
  totalBytes: 200 * MB,
  maxFiles: 20,
  minBytesPerSecond: 10 * 1024,
  /** Images above this many pixels are refused on upload and never decoded for a thumbnail. */
  imageMaxPixels: 50_000_000,
  /** Spec §5: total size of a service order's images. */
  imagesTotalBytes: 5 * MB,
} as const;

/** Named image sizes (spec §7: medium 400×400, smallBox 50×50); any other size is refused. */
export const IMAGE_SIZES = {
  smallBox: { width: 50, height: 50 },
  thumbnail: { width: 150, height: 150 },
  medium: { width: 400, height: 400 },
  logo: { width: 400, height: 100 },
  large: { width: 1200, height: 1200 },
} as const;

export type ImageSize = keyof typeof IMAGE_SIZES;
export const DEFAULT_IMAGE_SIZE: ImageSize = 'medium';

export function imageSizeFor(width: number, height: number): ImageSize | null {
  for (const [name, s] of Object.entries(IMAGE_SIZES)) {
    if (s.width === width && s.height === height) return name as ImageSize;
  }
  return null;
}

/**
 * How the source is fitted into the size: `resize` scales it to fit inside (keeps the
 * proportions, never enlarges), `crop` covers the size and cuts the overflow (exact size),
 * `fit` scales inside and pads to the exact size.
 */
export const IMAGE_TYPES = ['resize', 'crop', 'fit'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const DEFAULT_IMAGE_TYPE: ImageType = 'resize';

export const fileAreaSchema = z.enum(['public', 'private']);
export type FileArea = z.infer<typeof fileAreaSchema>;

/** A file as the API shows it; `url` is the signed address of a public file, null for private. */
export const fileSchema = z.object({
  id: z.number().int(),
  area: fileAreaSchema,
  path: z.string(),
  filename: z.string(),
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  signature: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  uploaded_at: z.string(),
  url: z.string().nullable(),
});
export type FileRecord = z.infer<typeof fileSchema>;

/** Polish-style size for messages: `8 MB`, `1,5 GB`, `300 KB`. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${String(rounded).replace('.', ',')} ${units[unit]}`;
}

// ---- media manager --------------------------------------------------------------------

/** The library's main folder; it can be neither removed nor renamed. */
export const MEDIA_ROOT = 'media';
export const MEDIA_NAME_MAX = 100;

/** A backslash, NUL or another control character: never part of a path we accept. */
export function hasUnsafePathChar(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 32 || code === 127 || code === 92) return true;
  }
  return false;
}

/** A directory or file name: no separators, no leading dot, no control characters. */
export const mediaName = () =>
  z
    .string()
    .trim()
    .min(1, msg('validation.required'))
    .max(MEDIA_NAME_MAX, msg('validation.max_length', { limit: MEDIA_NAME_MAX }))
    .refine(
      (v) => !v.includes('/') && !hasUnsafePathChar(v) && !v.startsWith('.'),
      msg('errors.path_invalid'),
    )
    .transform((v) => v.normalize('NFC'));

/** A library directory path (`media`, `media/news/2026`). */
export const mediaDirPath = () =>
  z
    .string()
    .trim()
    .min(1, msg('validation.required'))
    .max(1000, msg('validation.max_length', { limit: 1000 }))
    .refine(
      (v) =>
        (v === MEDIA_ROOT || v.startsWith(`${MEDIA_ROOT}/`)) &&
        !hasUnsafePathChar(v) &&
        v.split('/').every((s) => s !== '' && s !== '.' && s !== '..'),
      msg('errors.path_invalid'),
    );

export type DirectoryNode = { path: string; basename: string; children: DirectoryNode[] };

export const directorySchema = z.object({ path: z.string(), basename: z.string() });

export const directoryNodeSchema: z.ZodType<DirectoryNode> = z.object({
  path: z.string(),
  basename: z.string(),
  get children() {
    return z.array(directoryNodeSchema);
  },
});

export const createDirectoryBody = z.strictObject({ parent: mediaDirPath(), name: mediaName() });
export const renameDirectoryBody = z.strictObject({ path: mediaDirPath(), name: mediaName() });
export const renameFileBody = z.strictObject({ name: mediaName() });
export const moveFileBody = z.strictObject({ dir: mediaDirPath() });

// ---- rich text ------------------------------------------------------------------------

export const RICH_TEXT_MAX = 200_000;

let richTextSanitizer: (html: string) => string = (html) => html;

/**
 * The server installs its HTML sanitizer here at start, so every schema built with
 * `richText()` cleans content on write; in the browser the editor's output passes unchanged.
 */
export function installRichTextSanitizer(sanitize: (html: string) => string): void {
  richTextSanitizer = sanitize;
}

/** A rich-text field (Tiptap HTML), sanitized by the server's allow-list when parsed there. */
export const richText = (max: number = RICH_TEXT_MAX) =>
  z
    .string()
    .max(max, msg('validation.max_length', { limit: max }))
    .transform((html) => richTextSanitizer(html));
