/** Text helpers of spec §9: slug creation (shared with the server), chunking (150) and truncation (100). */
export { slugify } from '@portal/contracts/slug';

export const CHUNK_SIZE = 150;
export const TRUNCATE_LENGTH = 100;

/** Splits text into pieces of at most `size` characters, breaking between words where it can. */
export function chunkText(text: string, size = CHUNK_SIZE): string[] {
  if (size < 1) throw new RangeError('chunk size must be positive');
  const chunks: string[] = [];
  let rest = text.trim();
  while (rest.length > size) {
    const window = rest.slice(0, size + 1);
    const cut = window.lastIndexOf(' ');
    const end = cut > 0 ? cut : size;
    chunks.push(rest.slice(0, end).trimEnd());
    rest = rest.slice(end).trimStart();
  }
  if (rest) chunks.push(rest);
  return chunks;
}

/** Shortens text to at most `length` characters, ending with an ellipsis when cut. */
export function truncate(text: string, length = TRUNCATE_LENGTH): string {
  if (text.length <= length) return text;
  return `${text.slice(0, Math.max(0, length - 1)).trimEnd()}…`;
}
