import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { tstz } from '../../db/columns.ts';
import { derived } from '../data/derived.ts';
import { searchTextColumn } from '../data/search-text.ts';

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull().$type<'public' | 'private'>(),
    path: text('path').notNull().unique(),
    original_name: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    signature: text('signature').notNull(),
    width: integer('width'),
    height: integer('height'),
    owner_type: text('owner_type'),
    owner_id: integer('owner_id'),
    partner_id: integer('partner_id'),
    uploaded_by: integer('uploaded_by'),
    uploaded_at: tstz('uploaded_at').notNull().defaultNow(),
    attached_at: tstz('attached_at'),
    search_text: searchTextColumn("original_name || ' ' || path"),
    /**
     * The folder a file lies directly in: its path up to the last `/`. A media library folder's
     * files are then an equality PostgreSQL keeps statistics for, not a range of paths it guesses.
     */
    folder: derived('folder', (name) => text(name).generatedAlwaysAs(sql`substring(path from '^(.*)/')`)),
  },
  (t) => [
    index('files_search_text_trgm').using('gin', t.search_text.op('gin_trgm_ops')),
    index('files_owner_idx').on(t.owner_type, t.owner_id),
    index('files_unattached_idx').on(t.uploaded_at).where(sql`attached_at IS NULL`),
    // The media library's default order: a broad search's walk reads it and stops.
    index('files_uploaded_idx').on(t.uploaded_at, t.id),
    // The upload limits: one user's uploads within the hour, one company's stored total.
    index('files_uploader_idx').on(t.uploaded_by, t.uploaded_at),
    index('files_partner_idx').on(t.partner_id),
    // A library folder's files in the default order: its first page is read and stops (media `inDirectory`).
    index('files_library_folder_idx').on(t.folder, t.uploaded_at, t.id).where(sql`area = 'public'`),
    // A search in one library folder: the folder's and the words' entries intersect in the index
    // (btree_gin), so only the folder's matches are rechecked, not every match in the library.
    index('files_library_folder_search')
      .using('gin', t.folder, t.search_text.op('gin_trgm_ops'))
      .where(sql`area = 'public'`),
  ],
);

/**
 * Which records use a file. An upload belongs to one record (also noted on `files.owner_*`);
 * a media library file may be used by many. A file with a link cannot be deleted.
 */
export const fileLinks = pgTable(
  'file_links',
  {
    id: serial('id').primaryKey(),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id),
    owner_type: text('owner_type').notNull(),
    owner_id: integer('owner_id').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('file_links_file_owner_unique').on(t.file_id, t.owner_type, t.owner_id),
    index('file_links_owner_idx').on(t.owner_type, t.owner_id),
  ],
);

/** Counted downloads (manuals, documentation): who took which file of which record, when. */
export const downloads = pgTable(
  'downloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id'),
    partner_id: integer('partner_id'),
    file_id: integer('file_id').notNull(),
    record_type: text('record_type').notNull(),
    record_id: integer('record_id').notNull(),
    downloaded_at: tstz('downloaded_at').notNull().defaultNow(),
  },
  (t) => [
    index('downloads_record_idx').on(t.record_type, t.record_id),
    index('downloads_partner_idx').on(t.partner_id, t.downloaded_at),
  ],
);
