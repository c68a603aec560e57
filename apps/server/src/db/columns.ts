import type { Translatable } from '@portal/contracts';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/** A language-keyed text (spec §3): `{ pl, en }` in one `jsonb` column, English `null` when absent. */
export const translatable = (name: string) => jsonb(name).$type<Translatable>();
