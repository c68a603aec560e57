import { type SQL, sql } from 'drizzle-orm';
import type { FileRow } from '../files/files.ts';

/**
 * Pieces of one-statement shows (issue 17): related rows selected with the record's own row as
 * JSON, instead of one statement per relation. Every table inside is aliased by hand and every
 * outer column written out as `"table"."column"`: in a one-table select drizzle writes its
 * columns bare, where `"id"` would be ambiguous inside a join.
 */

/** The columns of a file a catalogue record shows (`toCatalogueFile`). */
export type FileJson = Pick<
  FileRow,
  'id' | 'area' | 'path' | 'original_name' | 'mime' | 'size' | 'signature'
>;

/** The file whose id is `id` (an outer column) as a JSON object, or null. */
export const fileJson = (id: SQL): SQL<FileJson | null> =>
  sql`(SELECT json_build_object('id', shown_file.id, 'area', shown_file.area, 'path', shown_file.path,
      'original_name', shown_file.original_name, 'mime', shown_file.mime, 'size', shown_file.size,
      'signature', shown_file.signature)
    FROM files shown_file WHERE shown_file.id = ${id})`;

/** A JSON array subquery, `[]` when it finds nothing. */
export const jsonArray = <T>(query: SQL): SQL<T[]> => sql<T[]>`coalesce((${query}), '[]'::json)`;

/** A column of the outer row, written out in full. */
export const outer = (table: string, column: string): SQL => sql.raw(`"${table}"."${column}"`);
