import { pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/** Versioned seed steps that already ran on this database (DESIGN §4 "Data, seeds"). */
export const seedRuns = pgTable('seed_runs', {
  step: text('step').primaryKey(),
  ran_at: tstz('ran_at').notNull().defaultNow(),
});
