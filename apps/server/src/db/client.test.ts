import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client.ts';

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
});
