import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres, wrapPglite } from '../../../apps/server/src/db/client.ts';
import { ROOT, userPath } from './paths.ts';
import { rowsOf } from './sql.ts';

/**
 * Where the bench data lives: its own PostgreSQL database (BENCH_DATABASE_URL) or its own PGlite
 * directory (DATA_DIR, default ./data-bench). Never the product's ./data or a test database.
 */
export type Target =
  | { kind: 'postgres'; url: string; database: string; dataDir: string }
  | { kind: 'pglite'; dataDir: string; dbDir: string };

export function benchTarget(env: NodeJS.ProcessEnv = process.env): Target {
  const dataDir = env.DATA_DIR ? userPath(env.DATA_DIR) : resolve(ROOT, 'data-bench');
  if (resolve(dataDir) === resolve(ROOT, 'data')) {
    throw new Error('DATA_DIR points at ./data, the product data directory; the bench writes to its own.');
  }
  const url = env.BENCH_DATABASE_URL;
  if (!url) return { kind: 'pglite', dataDir, dbDir: join(dataDir, 'db') };
  const database = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  const same = (other?: string) => other && new URL(other).toString() === new URL(url).toString();
  if (
    !database ||
    database === 'postgres' ||
    database.startsWith('test_') ||
    database.startsWith('template')
  ) {
    throw new Error(
      `BENCH_DATABASE_URL names "${database || '(none)'}"; give the bench its own database, e.g. .../bench`,
    );
  }
  if (same(env.DATABASE_URL) || same(env.TEST_DATABASE_URL)) {
    throw new Error('BENCH_DATABASE_URL is the product or test database; give the bench its own database.');
  }
  return { kind: 'postgres', url, database, dataDir };
}

export function describeTarget(t: Target): string {
  if (t.kind === 'pglite') return `PGlite at ${t.dbDir}`;
  const u = new URL(t.url);
  return `PostgreSQL ${u.hostname}:${u.port || 5432}/${t.database}`;
}

/** Creates the bench database on the server when it is missing (connects to `postgres` for that). */
async function ensurePostgresDatabase(t: Target & { kind: 'postgres' }): Promise<void> {
  const admin = new URL(t.url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [t.database]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${t.database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Empties the bench database so a run writes exactly the asked scale. */
export async function resetTarget(t: Target): Promise<void> {
  if (t.kind === 'pglite') {
    await rm(t.dbDir, { recursive: true, force: true });
    return;
  }
  await ensurePostgresDatabase(t);
  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  try {
    await client.query(
      'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
    );
  } finally {
    await client.end();
  }
}

export async function openTarget(t: Target, poolSize = 4): Promise<Database> {
  if (t.kind === 'postgres') return openPostgres(t.url, poolSize);
  return wrapPglite(await openPglite(t.dbDir));
}

function directorySize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    total += entry.isDirectory() ? directorySize(p) : statSync(p).size;
  }
  return total;
}

/** Bytes the database takes: pg_database_size, and for PGlite also its directory on disk. */
export async function databaseSize(t: Target, database: Database): Promise<{ sql: number; disk?: number }> {
  const [row] = await rowsOf<{ size: number | string }>(
    database.db,
    sql`SELECT pg_database_size(current_database()) AS size`,
  );
  const bytes = Number(row.size);
  return t.kind === 'pglite' ? { sql: bytes, disk: directorySize(t.dbDir) } : { sql: bytes };
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
