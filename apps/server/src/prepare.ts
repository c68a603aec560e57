import { runSeeds, type SeedFiles } from './core/seed/runner.ts';
import type { Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { Module } from './modules/module.ts';
import { syncRoleDefaults } from './modules/users/role-defaults.ts';

/**
 * Migrations, role defaults for new catalogue keys, then pending seed steps (which write their
 * demo files through `files`).
 */
export async function prepareDatabase(
  database: Database,
  modules: Module[],
  opts: { files: SeedFiles; now?: () => Date; log?: (m: string) => void; seeds?: boolean },
): Promise<void> {
  await migrate(database);
  await database.db.transaction((tx) => syncRoleDefaults(tx));
  if (opts.seeds !== false) {
    await runSeeds(
      database.db,
      modules.flatMap((m) => m.seeds ?? []),
      opts.now ?? (() => new Date()),
      opts.files,
      opts.log,
    );
  }
}
