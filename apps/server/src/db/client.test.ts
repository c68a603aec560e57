import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, openPostgres } from './client.ts';

describe('PostgreSQL connections', () => {
  const url = process.env.TEST_DATABASE_URL;
  it.runIf(url)(
    'run without JIT and with index reads priced for SSD on every pooled connection',
    async () => {
      const database = openPostgres(url as string, 3);
      try {
        // Three at once, so the pool opens three connections.
        const settings = await Promise.all(
          [1, 2, 3].map(async () => {
            const result = await database.db.execute(
              sql`SELECT current_setting('jit') AS jit, current_setting('random_page_cost') AS random, pg_sleep(0.05)`,
            );
            const [row] = (result as unknown as { rows: { jit: string; random: string }[] }).rows;
            return [row.jit, row.random];
          }),
        );
        expect(settings).toEqual([1, 2, 3].map(() => ['off', '1.1']));
      } finally {
        await database.close();
      }
    },
  );

  it.runIf(url)('opens at most DATABASE_POOL_SIZE connections', async () => {
    const app = `pool-size-${process.pid}`;
    const named = new URL(url as string);
    named.searchParams.set('application_name', app);
    const database = await openDatabase({ url: named.toString(), dataDir: '', poolSize: 2 });
    try {
      // Five at once; each counts the pool's connections while all of them are busy.
      const counts = await Promise.all(
        [1, 2, 3, 4, 5].map(async () => {
          const result = await database.db.execute(
            sql`SELECT pg_sleep(0.05), (SELECT count(*)::int FROM pg_stat_activity WHERE application_name = ${app}) AS n`,
          );
          return (result as unknown as { rows: { n: number }[] }).rows[0].n;
        }),
      );
      expect(Math.max(...counts)).toBe(2);
    } finally {
      await database.close();
    }
  });
});
