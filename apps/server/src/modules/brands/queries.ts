import type { Brand, BrandRecord, CatalogueFile } from '@portal/contracts';
import { inArray, sql } from 'drizzle-orm';
import { type FileRow, signedFileUrl, signedImageUrl } from '../../core/files/files.ts';
import { basename } from '../../core/files/paths.ts';
import { files } from '../../core/files/tables.ts';
import { isoTime } from '../../core/iso-time.ts';
import type { Executor } from '../../db/client.ts';
import type { brands } from './tables.ts';

// Written out in full: the select list of a one-table query leaves columns unqualified, and
// the users area owns `user_brands` (this module reads it, never writes it).
export const usersCount = sql<number>`(SELECT count(*)::int FROM user_brands assigned WHERE assigned.brand_id = "brands"."id")`;

export type BrandRow = typeof brands.$inferSelect & { users_count: number };

function logoOf(row: FileRow | undefined): CatalogueFile | null {
  if (!row) return null;
  return {
    id: row.id,
    filename: row.original_name || basename(row.path),
    mime: row.mime,
    size: row.size,
    url: signedFileUrl(row) ?? '',
    thumbnail_url: signedImageUrl(row, 'smallBox', 'crop'),
  };
}

export async function toBrandRecords(db: Executor, rows: BrandRow[]): Promise<BrandRecord[]> {
  const ids = [...new Set(rows.map((r) => r.logo_file_id).filter((id): id is number => id !== null))];
  const logos = ids.length ? await db.select().from(files).where(inArray(files.id, ids)) : [];
  const byId = new Map(logos.map((f) => [f.id, f]));
  return rows.map((r) => {
    const logo = r.logo_file_id === null ? undefined : byId.get(r.logo_file_id);
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      is_default: r.is_default,
      primary_color: r.primary_color,
      secondary_color: r.secondary_color,
      // The theme shows the logo in the medium size (spec §7 default 400×400).
      logo_url: logo ? signedImageUrl(logo) : null,
      logo: logoOf(logo),
      users_count: r.users_count,
      created_at: isoTime(r.created_at),
      updated_at: isoTime(r.updated_at),
    };
  });
}

/** The theme's public view of a brand. */
export function toBrand(r: BrandRecord): Brand {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    is_default: r.is_default,
    primary_color: r.primary_color,
    secondary_color: r.secondary_color,
    logo_url: r.logo_url,
  };
}
