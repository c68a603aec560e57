import type { FileRecord } from '@portal/contracts/files';
import { imageUrl } from './urls.ts';

type Inserted =
  | { type: 'image'; attrs: { src: string; alt: string } }
  | { type: 'text'; text: string; marks: { type: 'link'; attrs: { href: string } }[] };

/**
 * What the rich text editor inserts for a picked library file: an image in the medium size
 * (the server's sanitizer keeps only images from our signed media URLs), anything else as a
 * link to the file under its name.
 */
export function insertionFor(file: FileRecord): Inserted | null {
  const src = imageUrl(file, 'medium');
  if (src) return { type: 'image', attrs: { src, alt: file.filename } };
  if (!file.url) return null;
  return { type: 'text', text: file.filename, marks: [{ type: 'link', attrs: { href: file.url } }] };
}
