import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedFilesFor } from './core/seed/runner.ts';
import { openDatabase } from './db/client.ts';
import { allModules } from './modules/index.ts';
import { prepareDatabase } from './prepare.ts';

const started = Date.now();
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: join(config.dataDir, 'db'),
  poolSize: config.databasePoolSize,
  pipelines: config.databasePipelines,
});
await prepareDatabase(database, allModules, { files: seedFilesFor(config), log: (m) => console.log(m) });
const { app, deps, drain } = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  await drain();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
deps.jobs.start();
for (const m of allModules) await m.onStart?.(deps);
app.log.info(
  { url: config.publicUrl, database: database.kind, dataDir: config.dataDir, ms: Date.now() - started },
  'Portal Partnera is ready',
);
