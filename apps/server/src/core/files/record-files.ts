import type { CatalogueFile, FileTypeKey } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { FileJson } from '../data/show-json.ts';
import { fieldError } from '../http/errors.ts';
import { attachFile, detachFile, type FileRow, signedFileUrl, signedImageUrl } from './files.ts';
import { basename } from './paths.ts';
import { files } from './tables.ts';

/**
 * One file slot of a record (a product card's gallery, an error code's Polish manual, a
 * document's English file …). Each slot is its own owner type, so the same library file may
 * sit in two slots and letting go of it in one keeps the other.
 */
export type FileSlot = {
  ownerType: string;
  /** The form field the slot's ids come in; a slot of `many` files names the item (`gallery.2`). */
  field: string;
  /** The types (recognised by content) and the size the slot takes. */
  accept: readonly FileTypeKey[];
  maxBytes: number;
  many?: boolean;
  /** Partners reach the slot's files by their signed public address, so a private file is refused. */
  public?: boolean;
};

/**
 * Brings a slot from the files it had to the files the form sent: new ones are attached
 * (checked by type and size, 422 on the form field), dropped ones detached (an upload no
 * record holds is purged later).
 */
export async function syncSlot(
  tx: Executor,
  slot: FileSlot,
  ownerId: number,
  before: readonly (number | null)[],
  after: readonly (number | null)[],
): Promise<void> {
  const had = new Set(before.filter((id): id is number => id !== null));
  const has = new Set(after.filter((id): id is number => id !== null));
  const { accept, maxBytes } = slot;
  for (const [i, fileId] of after.entries()) {
    if (fileId === null || had.has(fileId)) continue;
    const field = slot.many ? `${slot.field}.${i}` : slot.field;
    // Only staff files (no partner's upload) are taken into a record.
    const row = await attachFile(tx, {
      fileId,
      ownerType: slot.ownerType,
      ownerId,
      partnerId: null,
      accept,
      maxBytes,
      field,
    });
    if (slot.public && row.area !== 'public') throw fieldError(field, 'devices.file_not_public');
  }
  for (const fileId of had) {
    if (!has.has(fileId)) await detachFile(tx, { fileId, ownerType: slot.ownerType, ownerId });
  }
}

export async function fileRows(
  db: Executor,
  ids: readonly (number | null | undefined)[],
): Promise<Map<number, FileRow>> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!unique.length) return new Map();
  const rows = await db.select().from(files).where(inArray(files.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Where a private file is fetched by staff: the permission-checked private media route. */
const privateMediaUrl = (row: Pick<FileRow, 'path'>) =>
  `/api/media/private-media?privateMedia=${encodeURIComponent(row.path)}`;

/**
 * A file as catalogue records show it. Public files get their signed address (and a
 * thumbnail for images); `url` overrides it, e.g. with a counted download.
 */
export function toCatalogueFile(row: FileJson | undefined | null, url?: string): CatalogueFile | null {
  if (!row) return null;
  return {
    id: row.id,
    filename: row.original_name || basename(row.path),
    mime: row.mime,
    size: row.size,
    url: url ?? signedFileUrl(row) ?? privateMediaUrl(row),
    thumbnail_url: signedImageUrl(row, 'smallBox', 'crop'),
  };
}

/** The image of a record in the medium size (spec §7 default 400×400). */
export function imageUrl(row: FileJson | undefined | null): string | null {
  return row ? signedImageUrl(row, 'medium') : null;
}
