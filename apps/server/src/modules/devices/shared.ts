import { idParam } from '@portal/contracts';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fieldError } from '../../core/http/errors.ts';
import type { Executor } from '../../db/client.ts';

export const idParams = z.object({ id: idParam() });

/** 422 on `field` unless every id names an existing row of `table`. */
export async function assertIdsExist(
  db: Executor,
  table: PgTable & { id: PgColumn },
  ids: readonly number[],
  field: string,
): Promise<void> {
  if (!ids.length) return;
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(inArray(table.id, unique));
  if (rows.length !== unique.length) throw fieldError(field, 'validation.exists');
}

/** Lock for structural changes of the group tree (create under a parent, move, delete). */
const GROUP_TREE_LOCK = 727_108;

export async function lockGroupTree(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${GROUP_TREE_LOCK})`);
}

/** A many-to-many list as its audit row shows it: a set, so its order is no change. */
export const sortedIds = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);

export type Where = SQL | undefined;
