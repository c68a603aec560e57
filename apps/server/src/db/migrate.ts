import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { SERVER_ROOT } from '../paths.ts';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = join(SERVER_ROOT, 'src/db/migrations');

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the two migrators want their own driver types
    await migratePglite(database.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migratePg(database.db as any, config);
  }
}
