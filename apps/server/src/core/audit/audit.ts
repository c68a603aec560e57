import { isoTime } from '../../core/iso-time.ts';
import type { Executor } from '../../db/client.ts';
import { isDerived } from '../data/derived.ts';
import type { Actor } from '../http/context.ts';
import { auditLog } from './tables.ts';

/**
 * Never written to the audit log, whatever table they sit in: matched by name so a column an
 * area adds later (`reset_token_hash`, `erp_api_key`, `client_secret`) is covered too.
 */
const SECRET_FIELD = /password|token|secret|api_?key|signature/i;
/** The write's own time, which the audit row carries already. */
const STAMPS = new Set(['updated_at', 'created_at']);
/** Left out of every diff: stamps and the columns the database derives (`derived`). */
const unaudited = (field: string) => STAMPS.has(field) || isDerived(field);

export type Changes = Record<string, { old: unknown; new: unknown }>;

function comparable(v: unknown): string {
  return JSON.stringify(v instanceof Date ? isoTime(v) : (v ?? null));
}

const REDACTED = { old: '[redacted]', new: '[redacted]' } as const;

/**
 * Secret fields as "[redacted]": applied to every row written (an explicit `changes` too) and
 * again to every row read, so a secret can never leave through the audit log.
 */
export function redact(changes: Changes): Changes {
  return Object.fromEntries(
    Object.entries(changes).map(([key, change]) => [key, SECRET_FIELD.test(key) ? REDACTED : change]),
  );
}

/** Field-by-field diff of a write; secrets show as "[redacted]". */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Changes = {};
  for (const key of keys) {
    if (unaudited(key)) continue;
    const o = before?.[key] ?? null;
    const n = after?.[key] ?? null;
    if (comparable(o) === comparable(n)) continue;
    changes[key] = SECRET_FIELD.test(key) ? REDACTED : { old: o, new: n };
  }
  return changes;
}

export async function writeAudit(
  tx: Executor,
  entry: {
    actor: Actor;
    action: string;
    recordType: string;
    recordId: string | number;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    changes?: Changes;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actor_type: entry.actor.type,
    actor_id: entry.actor.id,
    action: entry.action,
    record_type: entry.recordType,
    record_id: String(entry.recordId),
    changes: redact(entry.changes ?? diff(entry.before ?? null, entry.after ?? null)),
  });
}
