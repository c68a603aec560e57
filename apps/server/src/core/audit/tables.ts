import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../db/columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor_type: text('actor_type').notNull(),
    actor_id: integer('actor_id'),
    action: text('action').notNull(),
    record_type: text('record_type').notNull(),
    record_id: text('record_id').notNull(),
    changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_record_idx').on(t.record_type, t.record_id),
    index('audit_log_created_idx').on(t.created_at),
    // The audit log screen's "by user" filter, newest first.
    index('audit_log_actor_idx').on(t.actor_type, t.actor_id, t.created_at.desc()),
  ],
);
