import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPipelines, type Pipelines } from './pipelined.ts';

/**
 * The app's database handle; the same type whether it runs on PGlite or on PostgreSQL. Queries
 * name their tables (no relational `db.query`), so the handle knows no schema and this layer
 * stays below the modules that define the tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
type NoSchema = Record<string, never>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

/** Runs `fn` in a transaction, or inside the one the caller already holds. */
export async function inTransaction<T>(db: Executor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if ('rollback' in db) return fn(db as Tx);
  return (db as Db).transaction(fn);
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Raw SQL for a few low-level paths (migrations, advisory locks, tests). */
  exec: (sql: string) => Promise<void>;
};

/**
 * The rows of a statement drizzle's `execute` ran: node-postgres answers a result with `rows`,
 * PGlite's session the rows themselves (a few hand-written statements: the job queue's claim).
 */
export async function executeRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** int8 (count(*), bigserial) as a JS number on both drivers; our ids stay far below 2^53. */
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => v);

const PGLITE_EXTENSIONS = { pg_trgm, unaccent, btree_gin };

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Extensions must be passed on every open, or reopening the data directory fails.
  return PGlite.create(dataDir ?? 'memory://', {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    exec: async (sql) => {
      await client.exec(sql);
    },
  };
}

/**
 * Session settings of every pooled connection (docs/decisions/0057-no-jit.md,
 * docs/decisions/0058-index-reads-priced-for-ssd.md); an `options` in DATABASE_URL replaces them.
 * JIT off: our statements are short, but their cost estimates (hashed sets over the link tables of
 * the partner zone's visibility rules) cross PostgreSQL's JIT thresholds, and compiling them cost
 * 740 ms of a 945 ms error-code count at `--scale 10`. A random read priced near a sequential one
 * (1.1, not the default 4 made for spinning disks): priced at 4, a few hundred key lookups looked
 * dearer than reading a whole table, and a device's error codes were gathered by scanning every
 * code.
 */
const SESSION_OPTIONS = '-c jit=off -c random_page_cost=1.1';

/** The pipelined connections beside a pool, for the selects compiled once per shape. */
const pipelinesOfPool = new WeakMap<object, Pipelines>();

/** The pipelined connections of the pool a drizzle session runs on; none in a transaction or on PGlite. */
export function pipelinesOf(client: object): Pipelines | undefined {
  return pipelinesOfPool.get(client);
}

export function openPostgres(url: string, max = 10, pipelined = 4): Database {
  const settings = { connectionString: url, application_name: 'partner-portal', options: SESSION_OPTIONS };
  const pool = new pg.Pool({ ...settings, max });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const pipelines = pipelined > 0 ? createPipelines(settings, pipelined) : undefined;
  if (pipelines) pipelinesOfPool.set(pool, pipelines);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await pipelines?.end();
      await pool.end();
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
  };
}

/** The configured database: PostgreSQL with a pool of `poolSize` connections, or PGlite in `dataDir`. */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  poolSize?: number;
  pipelines?: number;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize, opts.pipelines);
  return wrapPglite(await openPglite(opts.dataDir));
}
