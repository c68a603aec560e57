import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { diff, writeAudit } from '../audit/audit.ts';
import type { Actor, AuthUser } from '../http/context.ts';
import { notFound } from '../http/errors.ts';

type TableWithId = PgTable & { id: PgColumn };
type Row = Record<string, unknown>;

/** Runs `fn` in a transaction, or inside the one the caller already holds. */
export async function inTransaction<T>(db: Executor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if ('rollback' in db) return fn(db as Tx);
  return (db as Db).transaction(fn);
}

/**
 * Object-level scoping (STYLE "Authorization in two places"): a partner-zone caller sees only
 * rows of its own partner, so another partner's row is simply not found.
 */
export function partnerScope(auth: AuthUser | null, column: PgColumn): SQL | undefined {
  if (!auth || auth.partner_id === null) return undefined;
  return eq(column, auth.partner_id);
}

/**
 * One generic data helper per table (STYLE "ormify"): get, create, update, delete, each write
 * in a transaction with its audit row. Area modules extend it with their own queries.
 */
export function records<T extends TableWithId>(table: T, recordType: string) {
  type Select = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  const byId = (id: number, where?: SQL) => and(eq(table.id, id), where) as SQL;

  async function find(db: Executor, id: number, where?: SQL): Promise<Select | null> {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table select
    const rows = await (db as any).select().from(table).where(byId(id, where)).limit(1);
    return (rows[0] as Select) ?? null;
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

    async create(db: Executor, actor: Actor, values: Insert): Promise<Select> {
      return inTransaction(db, async (tx) => {
        // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table insert
        const [row] = await (tx as any).insert(table).values(values).returning();
        await writeAudit(tx, { actor, action: 'create', recordType, recordId: row.id, after: row as Row });
        return row as Select;
      });
    },

    /**
     * Updates a row found by id (and `where`); 404 when there is none. A patch that changes
     * nothing writes nothing, not even `updated_at` or an audit row.
     */
    async update(
      db: Executor,
      actor: Actor,
      id: number,
      values: Partial<Insert>,
      where?: SQL,
    ): Promise<Select> {
      return inTransaction(db, async (tx) => {
        // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table select
        const [before] = await (tx as any).select().from(table).where(byId(id, where)).for('update');
        if (!before) throw notFound();
        const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
        if (!Object.keys(diff(before, { ...before, ...defined })).length) return before as Select;
        // The database's clock, like the `created_at` default, so the two never disagree.
        const patch = 'updated_at' in table ? { ...defined, updated_at: sql`now()` } : defined;
        // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table update
        const [after] = await (tx as any).update(table).set(patch).where(eq(table.id, id)).returning();
        await writeAudit(tx, { actor, action: 'update', recordType, recordId: id, before, after });
        return after as Select;
      });
    },

    /** Deletes a row found by id (and `where`); 404 when there is none. */
    async destroy(db: Executor, actor: Actor, id: number, where?: SQL): Promise<Select> {
      return inTransaction(db, async (tx) => {
        // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table select
        const [before] = await (tx as any).select().from(table).where(byId(id, where)).for('update');
        if (!before) throw notFound();
        // biome-ignore lint/suspicious/noExplicitAny: drizzle's generic table delete
        await (tx as any).delete(table).where(eq(table.id, id));
        await writeAudit(tx, { actor, action: 'delete', recordType, recordId: id, before });
        return before as Select;
      });
    },
  };
}

export type Records<T extends TableWithId> = ReturnType<typeof records<T>>;
