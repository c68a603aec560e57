import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client.ts';

describe('PostgreSQL connections', () => {
  const url = process.env.TEST_DATABASE_URL;
  it.runIf(url)('run without JIT on every pooled connection (README Decisions "No JIT")', async () => {
    const database = openPostgres(url as string, 3);
    try {
      // Three at once, so the pool opens three connections.
      const settings = await Promise.all(
        [1, 2, 3].map(async () => {
          const result = await database.db.execute(sql`SELECT current_setting('jit') AS jit, pg_sleep(0.05)`);
          return (result as unknown as { rows: { jit: string }[] }).rows[0].jit;
        }),
      );
      expect(settings).toEqual(['off', 'off', 'off']);
    } finally {
      await database.close();
    }
  });
});
