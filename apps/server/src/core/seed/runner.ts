import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { seedRuns } from '../../db/tables.ts';
import { createLocalStorage, type Storage } from '../files/storage.ts';

/** Where demo files (manuals, photos) go: the app's storage and the key that signs their paths. */
export type SeedFiles = { storage: Storage; appKey: string };

export type SeedContext = { tx: Tx; now: Date; files: SeedFiles };

/** The seed's files go where the app serves them from. */
export function seedFilesFor(config: Pick<Config, 'storageDir' | 'appKey'>): SeedFiles {
  return { storage: createLocalStorage(config.storageDir), appKey: config.appKey };
}

/**
 * A versioned seed step (DESIGN §4): runs once per database and is recorded in `seed_runs`,
 * so a step added later also reaches an existing DATA_DIR. Ids sort in run order
 * (`<nnn>-<module>-<what>`).
 */
export type SeedStep = { id: string; run: (ctx: SeedContext) => Promise<void> };

const SEED_LOCK = 727_002;

export async function runSeeds(
  db: Db,
  steps: SeedStep[],
  now: () => Date,
  files: SeedFiles,
  log?: (m: string) => void,
) {
  const ordered = [...steps].sort((a, b) => a.id.localeCompare(b.id));
  const ran: string[] = [];
  for (const step of ordered) {
    const did = await db.transaction(async (tx) => {
      // Several instances starting together: one runs a step, the others see it recorded.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      const done = await tx.select().from(seedRuns).where(sql`${seedRuns.step} = ${step.id}`);
      if (done.length) return false;
      await step.run({ tx, now: now(), files });
      await tx.insert(seedRuns).values({ step: step.id });
      return true;
    });
    if (did) {
      ran.push(step.id);
      log?.(`seed step ${step.id} done`);
    }
  }
  return ran;
}
