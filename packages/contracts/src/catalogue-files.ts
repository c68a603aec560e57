import { z } from 'zod';
import type { FileTypeKey } from './files.ts';

/** Files a catalogue record accepts (checked by content again when a record takes them). */
export const CATALOGUE_FILES = {
  image: { accept: ['jpg', 'png', 'webp'], maxBytes: 10 * 1024 * 1024 },
  manual: { accept: ['pdf'], maxBytes: 30 * 1024 * 1024 },
  material: {
    accept: ['pdf', 'jpg', 'png', 'zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
    maxBytes: 50 * 1024 * 1024,
  },
} as const satisfies Record<string, { accept: readonly FileTypeKey[]; maxBytes: number }>;

/** A file as a catalogue record shows it; `url` is signed (public) or a counted download. */
export const catalogueFileSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
});
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
