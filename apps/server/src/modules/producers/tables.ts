import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

/** Device and training producers (Producent); devices and trainings reference them. */
export const producers = pgTable(
  'producers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('producers_name_unique').on(sql`lower(${t.name})`),
    index('producers_created_idx').on(t.created_at),
  ],
);
