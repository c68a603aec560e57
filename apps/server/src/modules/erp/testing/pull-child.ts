import { buildApp } from '../../../app.ts';
import type { ErpConfig } from '../../../config.ts';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { runPull } from '../pull.ts';

/**
 * A server process that runs one items pull and exits; the crash test (../pull-crash.test.ts)
 * starts it with PULL_DATA_DIR (its DATA_DIR; the PGlite database lives in it unless
 * PULL_DATABASE_URL names a PostgreSQL one) and PULL_ERP (the ERP
 * configuration as JSON), then kills it with SIGKILL in the middle of the run.
 */
// Always a directory of the test's own: the configuration keeps its app key there.
const dataDir = process.env.PULL_DATA_DIR;
if (!dataDir) throw new Error('PULL_DATA_DIR is required');
const erp = JSON.parse(process.env.PULL_ERP ?? 'null') as ErpConfig;
const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  { dataDir, serveWeb: false, erp, erpUrl: erp.url },
);
const database = await openDatabase({ url: process.env.PULL_DATABASE_URL, dataDir: `${dataDir}/db` });
const { deps } = await buildApp({ config, database, logger: false });
process.stdout.write('ready\n');
const result = await runPull(deps, 'items', { trigger: 'manual' });
process.stdout.write(`${JSON.stringify(result)}\n`);
await database.close();
process.exit(0);
