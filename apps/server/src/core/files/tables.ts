import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../db/columns.ts';

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
  },
  (t) => [
    index('files_owner_idx').on(t.owner_type, t.owner_id),
    index('files_unattached_idx').on(t.uploaded_at).where(sql`attached_at IS NULL`),
  ],
);
