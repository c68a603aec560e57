import { z } from 'zod';
import { listQuery, multi } from './list.ts';
import { msg } from './message-format.ts';
import { date } from './rules.ts';

/** The audit log (Dziennik zmian): who changed what and when, field by field (DESIGN §4). */

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;

const recordKey = () =>
  z
    .string()
    .trim()
    .min(1, msg('validation.required'))
    .max(64, msg('validation.max_length', { limit: 64 }))
    .regex(/^[a-z0-9_.-]+$/, msg('validation.regex'));

export const auditListQuery = listQuery({
  sort: ['created_at'] as const,
  filters: {
    /** The acting user (actor id). */
    user: multi(z.coerce.number(msg('validation.integer')).int().positive().max(2147483647)).optional(),
    record_type: multi(recordKey()).optional(),
    record_id: recordKey().optional(),
    action: multi(z.enum(AUDIT_ACTIONS, msg('validation.one_of'))).optional(),
    /** Days typed as DD.MM.YYYY or ISO, yielding `YYYY-MM-DD` (Europe/Warsaw calendar days). */
    from: date().optional(),
    to: date().optional(),
  },
});

export const auditChangeSchema = z.object({ field: z.string(), old: z.unknown(), new: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  action: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  actor_type: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
