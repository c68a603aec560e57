import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, inTransaction, type Tx } from '../../db/client.ts';
import { type Changes, diff, writeAudit } from '../audit/audit.ts';
import type { Clock } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import type { Actor, AuthUser } from '../http/context.ts';
import { forbidden, inUse, isForeignKeyViolation, notFound } from '../http/errors.ts';
import { scopeOf } from './list/scope.ts';

type TableWithId = PgTable & { id: PgColumn };
type Row = Record<string, unknown>;

/**
 * Tenancy fails closed (issue 14). On partner-zone routes the company is the caller's
 * `partner_id` and nothing else: a caller without one (a registrant never approved, a
 * super-admin, who holds partner-zone keys by code) has no company and gets nothing. The one
 * rule, applied by the route registry to every `partner-zone.*` route before its handler runs
 * and again here for the handlers' own lookups: 403 `errors.no_company`. Staff routes never ask
 * whether the caller has a company; their permission key alone decides.
 */
export function requirePartner(auth: AuthUser | null): number {
  if (!auth || auth.partner_id === null) throw forbidden('errors.no_company');
  return auth.partner_id;
}

/**
 * Object-level scoping (STYLE "Authorization in two places"): a partner-zone caller sees only
 * rows of its own partner, so another partner's row is simply not found. Without a company the
 * condition matches no row at all, never every row.
 */
export function partnerScope(auth: AuthUser | null, column: PgColumn): SQL {
  if (!auth || auth.partner_id === null) return sql`false`;
  return ofPartner(column, auth.partner_id);
}

/** The rows of one partner company, by the column that names it (staff's tabs of a company). */
export function ofPartner(column: PgColumn, partnerId: number): SQL {
  let scope = partnerScopes.get(column);
  if (!scope) {
    scope = scopeOf((id: number) => eq(column, id));
    partnerScopes.set(column, scope);
  }
  return scope(partnerId);
}

/** Each column's partner scope, rendered once (`scopeOf`). */
const partnerScopes = new WeakMap<PgColumn, (partnerId: number) => SQL>();

/**
 * What every service write receives (issue 15 "one service signature"): the executor (the
 * database or the caller's transaction), who writes (the audit actor: a user, the system, the
 * ERP or an import) and the one time of the write, read once from the injected clock so the
 * tests' manual clock governs `created_at` and `updated_at` too.
 */
export type WriteContext = { db: Executor; actor: Actor; now: Date };

/** A route handler's write context: its database, its caller as actor, the clock's now. */
export function writeContext(ctx: { deps: { db: Executor; clock: Clock }; actor: Actor }): WriteContext {
  return { db: ctx.deps.db, actor: ctx.actor, now: ctx.deps.clock.now() };
}

/**
 * A write that also mails, ends sessions or moves files (users, registration, the media
 * library): the same context with the app's services beside it. `db` stays the executor to
 * write on; `deps.db` is only the app's pool, for reads after the write has committed.
 */
export type ServiceContext = WriteContext & { deps: AppDeps };

/** A route handler's service context: its write context and the app's services. */
export function serviceContext(ctx: { deps: AppDeps; actor: Actor }): ServiceContext {
  return { ...writeContext(ctx), deps: ctx.deps };
}

/** The same context bound to a transaction, for hooks and nested writes. */
export const within = <C extends WriteContext>(ctx: C, tx: Tx): C => ({ ...ctx, db: tx });

/**
 * An audit row for an action that is not a plain create, update or delete of one row
 * (approval, password link, ERP push). Written on the context's executor, so it commits or
 * rolls back with the write it describes.
 */
export async function auditAction(
  ctx: WriteContext,
  entry: {
    action: string;
    recordType: string;
    recordId: string | number;
    before?: Row | null;
    after?: Row | null;
    changes?: Changes;
  },
): Promise<void> {
  await writeAudit(ctx.db, { actor: ctx.actor, ...entry });
}

/**
 * A hook may return extra audited fields (a link table's ids, a role's permission keys): they
 * join the row in the audit diff, so a change to them alone is audited too.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a hook that audits nothing just returns
type Audited = Row | undefined | void;

export type CreateHooks<S> = {
  /** The audit action when the create is a step of its own (`register`); `create` otherwise. */
  action?: string;
  /** Runs in the write's transaction after the insert: file slots, link tables, counters. */
  after?: (tx: Tx, row: S) => Promise<Audited>;
};

export type UpdateHooks<S> = {
  /** The audit action when the update is a decision of its own (`approve`, `reject`); `update` otherwise. */
  action?: string;
  /** The caller's scope (e.g. `partnerScope`): a row outside it is not found (404). */
  where?: SQL;
  /** Runs on the locked row before the patch: guards (throw to refuse) and file slots. */
  before?: (tx: Tx, before: S) => Promise<Audited>;
  /** Runs after the patch (or the no-op) in the same transaction; `changed`: the row changed. */
  after?: (tx: Tx, after: S, before: S, changed: boolean) => Promise<Audited>;
};

export type DestroyHooks<S> = {
  where?: SQL;
  /** Runs on the locked row before the delete: "in use" guards, detaching files. */
  before?: (tx: Tx, before: S) => Promise<Audited>;
};

/**
 * One generic data helper per table (STYLE "ormify"), the one audited write path (issue 15):
 * get, create, update, delete, each write in a transaction with its audit row and its hooks,
 * stamped with the context's time, limited to the caller's scope. Area modules extend it with
 * their own queries.
 */
export function records<T extends TableWithId>(table: T, recordType: string) {
  type Select = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  const byId = (id: number, where?: SQL) => and(eq(table.id, id), where) as SQL;
  const has = (column: string) => column in table;

  async function find(db: Executor, id: number, where?: SQL): Promise<Select | null> {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table select
    const rows = await (db as any).select().from(table).where(byId(id, where)).limit(1);
    return (rows[0] as Select) ?? null;
  }

  async function lock(tx: Tx, id: number, where?: SQL): Promise<Select> {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table select
    const [row] = await (tx as any).select().from(table).where(byId(id, where)).for('update');
    if (!row) throw notFound();
    return row as Select;
  }

  return {
    table,
    recordType,
    find,

    async get(db: Executor, id: number, where?: SQL): Promise<Select> {
      const row = await find(db, id, where);
      if (!row) throw notFound();
      return row;
    },

    /** Locks the row for the rest of the caller's transaction; 404 outside `where`. */
    lock,

    async create(ctx: WriteContext, values: Insert, hooks: CreateHooks<Select> = {}): Promise<Select> {
      return inTransaction(ctx.db, async (tx) => {
        const stamps: Row = {};
        if (has('created_at') && (values as Row).created_at === undefined) stamps.created_at = ctx.now;
        if (has('updated_at') && (values as Row).updated_at === undefined) stamps.updated_at = ctx.now;
        // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table insert
        const [row] = await (tx as any)
          .insert(table)
          .values({ ...values, ...stamps })
          .returning();
        const extra = (await hooks.after?.(tx, row as Select)) ?? {};
        await writeAudit(tx, {
          actor: ctx.actor,
          action: hooks.action ?? 'create',
          recordType,
          recordId: row.id,
          // A new record had no links: a hook's list starts from [] (an empty one is no change).
          before: Object.fromEntries(
            Object.entries(extra).map(([k, v]) => [k, Array.isArray(v) ? [] : null]),
          ),
          after: { ...(row as Row), ...extra },
        });
        return row as Select;
      });
    },

    /**
     * Updates a row found by id (and `where`); 404 when there is none. A patch that changes
     * nothing writes nothing, not even `updated_at` or an audit row.
     */
    async update(
      ctx: WriteContext,
      id: number,
      values: Partial<Insert>,
      hooks: UpdateHooks<Select> = {},
    ): Promise<Select> {
      return inTransaction(ctx.db, async (tx) => {
        const before = await lock(tx, id, hooks.where);
        const extraBefore = (await hooks.before?.(tx, before)) ?? {};
        const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
        const changed = Object.keys(diff(before as Row, { ...(before as Row), ...defined })).length > 0;
        let after = before;
        if (changed) {
          const patch = has('updated_at') ? { ...defined, updated_at: ctx.now } : defined;
          // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table update
          [after] = await (tx as any).update(table).set(patch).where(eq(table.id, id)).returning();
        }
        const extraAfter = (await hooks.after?.(tx, after, before, changed)) ?? {};
        const auditBefore = { ...(before as Row), ...extraBefore };
        const auditAfter = { ...(after as Row), ...extraAfter };
        // Nothing changed, neither the row nor what the hooks audit: no audit row either.
        if (!Object.keys(diff(auditBefore, auditAfter)).length) return after;
        await writeAudit(tx, {
          actor: ctx.actor,
          action: hooks.action ?? 'update',
          recordType,
          recordId: id,
          before: auditBefore,
          after: auditAfter,
        });
        return after;
      });
    },

    /**
     * Deletes a row found by id (and `where`); 404 when there is none. A row another table
     * still references is refused with the one "in use" answer (409), never a 500.
     */
    async destroy(ctx: WriteContext, id: number, hooks: DestroyHooks<Select> = {}): Promise<Select> {
      return inTransaction(ctx.db, async (tx) => {
        const before = await lock(tx, id, hooks.where);
        const extra = (await hooks.before?.(tx, before)) ?? {};
        try {
          // A savepoint, so a refused delete leaves the caller's transaction usable.
          await tx.transaction(async (sp) => {
            // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table delete
            await (sp as any).delete(table).where(eq(table.id, id));
          });
        } catch (err) {
          if (isForeignKeyViolation(err)) throw inUse('errors.in_use');
          throw err;
        }
        await writeAudit(tx, {
          actor: ctx.actor,
          action: 'delete',
          recordType,
          recordId: id,
          before: { ...(before as Row), ...extra },
        });
        return before;
      });
    },
  };
}

export type Records<T extends TableWithId> = ReturnType<typeof records<T>>;
