import { hash, verify } from '@node-rs/argon2';
import { isNotNull, sql } from 'drizzle-orm';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { seedFilesFor } from '../../../apps/server/src/core/seed/runner.ts';
import type { Db } from '../../../apps/server/src/db/client.ts';
import { allModules } from '../../../apps/server/src/modules/index.ts';
import { users } from '../../../apps/server/src/modules/people/tables.ts';
import { prepareDatabase } from '../../../apps/server/src/prepare.ts';
import { numberOption, parseArgs } from '../lib/args.ts';
import { Rng } from '../lib/rng.ts';
import {
  benchTarget,
  databaseSize,
  describeTarget,
  megabytes,
  openTarget,
  resetTarget,
} from '../lib/target.ts';
import { generators } from './areas/index.ts';

export const DEMO_PASSWORD = 'Demo1234!';

/**
 * The product's own hash of the demo password (a seeded demo user's), so sign-in costs what it
 * costs in production; hashed here only when the product seeds no user yet.
 */
async function demoPasswordHash(db: Db): Promise<string> {
  const rows = await db
    .select({ hash: users.password_hash })
    .from(users)
    .where(isNotNull(users.password_hash))
    .limit(20);
  for (const r of rows) if (r.hash && (await verify(r.hash, DEMO_PASSWORD))) return r.hash;
  return hash(DEMO_PASSWORD);
}

const args = parseArgs(process.argv.slice(2));
const scale = numberOption(args, 'scale', process.env.BENCH_SCALE, 1);
const seed = Math.floor(numberOption(args, 'seed', process.env.BENCH_SEED, 1));
const target = benchTarget();
const started = performance.now();
console.log(`bench:seed scale ${scale}, seed ${seed} → ${describeTarget(target)} (emptied first)`);

await resetTarget(target);
const database = await openTarget(target);
try {
  const config = loadConfig({ ...process.env, DATA_DIR: target.dataDir });
  const files = seedFilesFor(config);
  await prepareDatabase(database, allModules, { files, log: () => {} });
  const prepared = performance.now();
  console.log(`migrations and product seed steps: ${((prepared - started) / 1000).toFixed(1)} s`);
  const passwordHash = await demoPasswordHash(database.db);
  const root = new Rng(seed);
  const now = new Date();
  for (const generator of generators) {
    const t0 = performance.now();
    const rows = await generator.generate({
      db: database.db,
      kind: database.kind,
      scale,
      rng: root.fork(generator.name),
      now,
      passwordHash,
      files,
      log: (m) => console.log(`  ${generator.name}: ${m}`),
    });
    const written = Object.entries(rows)
      .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
      .join(', ');
    console.log(`${generator.name}: ${written} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  // As autovacuum leaves a database in use: statistics, and the trigram (GIN) indexes' pending
  // lists merged — the migrations create them on empty tables, so every seeded row sits in the
  // pending list, which each search scans in full until a vacuum.
  await database.db.execute(sql`VACUUM ANALYZE`);
  const size = await databaseSize(target, database);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `done in ${seconds} s; database size ${megabytes(size.sql)}${size.disk ? ` (${megabytes(size.disk)} on disk)` : ''}`,
  );
} finally {
  await database.close();
}
