import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, wrapPglite } from './src/db/client.ts';
import { prepareDatabase } from './src/db/prepare.ts';
import { seedFilesFor } from './src/db/seed/runner.ts';
import { allModules } from './src/modules/index.ts';
const dir = mkdtempSync(join(tmpdir(), 'seedtry-'));
const db = wrapPglite(await openPglite(undefined));
const t0 = performance.now();
await prepareDatabase(db, allModules, { files: seedFilesFor({ storageDir: join(dir, 's'), appKey: 'k'.repeat(64) }), log: (m) => console.log(((performance.now() - t0) / 1000).toFixed(1), m) });
for (const q of ['select count(*) from devices', 'select count(*) from error_codes', 'select count(*) from device_groups', 'select count(*) from files', 'select count(*) from device_configurations', 'select count(*) from error_codes where manual_pl_file_id is null or manual_en_file_id is null', 'select max(depth) from device_groups', "select count(*) from devices where group_id is null", "select count(*) from error_code_devices"]) {
  console.log(q, JSON.stringify((await db.db.execute(q as never) as any).rows));
}
console.log(dir);
await db.close();
