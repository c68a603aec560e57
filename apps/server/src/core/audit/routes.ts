import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isoTime } from '../../core/iso-time.ts';
import { anyOf, equals, type ListSpec, listRecords } from '../data/reads.ts';
import { defineRoute } from '../http/routes.ts';
import { type Changes, redact } from './audit.ts';
import { auditLog } from './tables.ts';

/** The back office's time zone: a day filter means a calendar day in Poland (GLOSSARY "Dates"). */
const ZONE = 'Europe/Warsaw';
const dayStart = (day: string) => sql`((${day})::date)::timestamp AT TIME ZONE ${ZONE}`;
const dayAfter = (day: string) => sql`((${day})::date + 1)::timestamp AT TIME ZONE ${ZONE}`;

// The actor's name from the users area's table, read here and never written; written out in
// full because the select list of a one-table query leaves columns unqualified. A deleted
// user's rows keep their id and show no name.
const actorColumn = (column: 'first_name' | 'last_name' | 'email') =>
  sql<
    string | null
  >`(SELECT acting.${sql.identifier(column)} FROM users acting WHERE acting.id = "audit_log"."actor_id" AND "audit_log"."actor_type" = 'user')`;

type AuditRow = typeof auditLog.$inferSelect & {
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
};

const listSpec: ListSpec = {
  table: auditLog,
  fields: {
    id: auditLog.id,
    created_at: auditLog.created_at,
    action: auditLog.action,
    record_type: auditLog.record_type,
    record_id: auditLog.record_id,
    actor_type: auditLog.actor_type,
    actor_id: auditLog.actor_id,
    changes: auditLog.changes,
    actor_first_name: actorColumn('first_name'),
    actor_last_name: actorColumn('last_name'),
    actor_email: actorColumn('email'),
  },
  sort: { created_at: auditLog.created_at },
  // Free text: the actor's name or e-mail, the record type or id.
  search: sql`concat_ws(' ', ${actorColumn('first_name')}, ${actorColumn('last_name')}, ${actorColumn('email')}, ${auditLog.record_type}, ${auditLog.record_id})`,
  filters: {
    user: (ids: number[]) => and(eq(auditLog.actor_type, 'user'), inArray(auditLog.actor_id, ids)) as SQL,
    record_type: anyOf(auditLog.record_type),
    record_id: equals(auditLog.record_id),
    action: anyOf(auditLog.action),
    from: (day: string) => sql`${auditLog.created_at} >= ${dayStart(day)}`,
    to: (day: string) => sql`${auditLog.created_at} < ${dayAfter(day)}`,
  },
};

function toEntry(r: AuditRow) {
  const changes = redact((r.changes ?? {}) as Changes);
  return {
    id: r.id,
    created_at: isoTime(r.created_at),
    action: r.action,
    record_type: r.record_type,
    record_id: r.record_id,
    actor_type: r.actor_type,
    actor:
      r.actor_id !== null && r.actor_email !== null
        ? {
            id: r.actor_id,
            name: `${r.actor_first_name ?? ''} ${r.actor_last_name ?? ''}`.trim(),
            email: r.actor_email,
          }
        : null,
    changes: Object.entries(changes).map(([field, change]) => ({ field, old: change.old, new: change.new })),
  };
}

/** The audit log (DESIGN §4 "Data, seeds, audit"): who changed what and when, newest first. */
export const auditRoutes = [
  defineRoute('core.audit.index', {
    summary: 'Audit rows with the field-level diff; filters by user, record type, record id and days',
    handler: async ({ deps, query }) => {
      const page = await listRecords<AuditRow>(deps.db, listSpec, query);
      return { results: page.results.map(toEntry), pagination: page.pagination };
    },
  }),
];
