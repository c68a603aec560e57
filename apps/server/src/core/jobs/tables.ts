import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../db/columns.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull().$type<unknown>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    run_at: tstz('run_at').notNull().defaultNow(),
    locked_until: tstz('locked_until'),
    last_error: text('last_error'),
    singleton_key: text('singleton_key'),
    created_at: tstz('created_at').notNull().defaultNow(),
    finished_at: tstz('finished_at'),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.run_at), index('jobs_queue_idx').on(t.queue)],
);
