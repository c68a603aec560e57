import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { seedFilesFor } from './core/seed/runner.ts';
import { openDatabase } from './db/client.ts';
import { allModules } from './modules/index.ts';
import { prepareDatabase } from './prepare.ts';

/** `npm run db:reset`: drops everything of this DATA_DIR / DATABASE_URL, then migrates and seeds. */
const config = loadConfig();
if (config.databaseUrl) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: '' });
  await database.exec(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  await database.close();
} else {
  await rm(join(config.dataDir, 'db'), { recursive: true, force: true });
}
await rm(config.storageDir, { recursive: true, force: true });
await rm(config.mailDir, { recursive: true, force: true });
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
await prepareDatabase(database, allModules, { files: seedFilesFor(config), log: (m) => console.log(m) });
await database.close();
console.log('Database reset: migrated and seeded.');
