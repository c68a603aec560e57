import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { files } from '../../core/files/tables.ts';
import { timestamps } from '../../db/columns.ts';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  is_default: boolean('is_default').notNull().default(false),
  primary_color: text('primary_color').notNull(),
  secondary_color: text('secondary_color').notNull(),
  logo_file_id: integer('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
  ...timestamps,
});
