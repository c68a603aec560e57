import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SeedFiles } from '../../../apps/server/src/core/seed/runner.ts';
import type { Db, Executor } from '../../../apps/server/src/db/client.ts';
import type { Rng } from '../lib/rng.ts';

/** What every area generator gets. Areas find earlier areas' rows in the database, not in memory. */
export type GenerateContext = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** 1 = production size for this business. */
  scale: number;
  /** This area's own deterministic stream. */
  rng: Rng;
  /** Timestamps are spread backwards from here. */
  now: Date;
  /** One argon2id hash of the demo password, shared by every generated user. */
  passwordHash: string;
  log: (message: string) => void;
  /** The product's storage (the target's DATA_DIR), for areas whose rows need real files. */
  files: SeedFiles;
};

/**
 * One area's share of `bench:seed`: a file in `areas/`, registered in `areas/index.ts`.
 * Returns the rows written per table, for the summary.
 */
export type AreaGenerator = {
  name: string;
  generate: (ctx: GenerateContext) => Promise<Record<string, number>>;
};

/** Rows per statement: PostgreSQL allows 65,535 parameters; stay well below to keep statements small. */
function rowsPerStatement(table: PgTable): number {
  const columns = Object.keys(getTableColumns(table)).length;
  return Math.max(1, Math.min(2000, Math.floor(20_000 / columns)));
}

/** Multi-row inserts of `rows` through the product's table definition. */
export async function insertRows<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const size = rowsPerStatement(table);
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size));
}

/** Like `insertRows`, returning the new ids in the order of `rows`. */
export async function insertReturningIds<T extends PgTable & { id: unknown }>(
  tx: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const size = rowsPerStatement(table);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const inserted = (await tx
      .insert(table)
      .values(rows.slice(i, i + size))
      .returning({ id: (table as any).id })) as { id: number }[];
    for (const r of inserted) ids.push(r.id);
  }
  return ids;
}

/** Runs `work` over [0, total) in slices, each slice in its own transaction, so memory stays bounded. */
export async function inSlices(
  db: Db,
  total: number,
  slice: number,
  work: (tx: Executor, from: number, to: number) => Promise<void>,
): Promise<void> {
  for (let from = 0; from < total; from += slice) {
    const to = Math.min(total, from + slice);
    await db.transaction((tx) => work(tx, from, to));
  }
}
