import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedFilesFor } from '../src/core/seed/runner.ts';
import { openPglite, openPostgres, wrapPglite } from '../src/db/client.ts';
import { allModules } from '../src/modules/index.ts';
import { prepareDatabase } from '../src/prepare.ts';
import { databaseUrl } from './pg-admin.ts';

/**
 * Migrates and seeds one template per test run: a PGlite data-dir dump, or a PostgreSQL
 * database `test_<pid>_<random>` on TEST_DATABASE_URL. Each test file starts from a copy,
 * so no file ever runs migrations (DESIGN §2 "Per-test databases").
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  // Demo files of the template's seed; each test app has its own DATA_DIR and key.
  const files = seedFilesFor({
    storageDir: join(dir, 'template-storage'),
    appKey: randomBytes(32).toString('hex'),
  });
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = openPostgres(pgUrl, 1);
    await admin.exec(`CREATE DATABASE ${name}`);
    const template = openPostgres(databaseUrl(pgUrl, name), 2);
    await prepareDatabase(template, allModules, { files });
    await template.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    project.provide('testTmpDir', dir);
    return async () => {
      const rows = await admin.db.execute<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${name}%'` as never,
      );
      const list = (Array.isArray(rows) ? rows : (rows as { rows: { datname: string }[] }).rows) as {
        datname: string;
      }[];
      for (const r of list.sort((a, b) => b.datname.length - a.datname.length)) {
        await admin.exec(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      }
      await admin.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const client = await openPglite(undefined);
  const database = wrapPglite(client);
  await prepareDatabase(database, allModules, { files });
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  project.provide('testTmpDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    testTmpDir: string;
  }
}
