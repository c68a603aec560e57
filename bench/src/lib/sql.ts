import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../../apps/server/src/db/client.ts';

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
