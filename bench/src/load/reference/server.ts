import Fastify from 'fastify';
import pg from 'pg';
import { NAIVE_INDEXES, naiveRoutes, type ObjectQuery } from './naive.ts';
import { type Query, referenceRoutes } from './queries.ts';
import { referencePools } from './sql.ts';

/**
 * The reference server: the bare reference (`/ref/…`) and the naive one (`/naive/…`), Fastify +
 * node-postgres (or, on PGlite, the same data directory through PGlite's own client — single
 * connection, like the product there). Started by the harness with REF_PORT and
 * REF_DATABASE_URL or REF_PGLITE_DIR.
 */
async function openQuery(): Promise<{ query: Query; objects: ObjectQuery; close: () => Promise<void> }> {
  const url = process.env.REF_DATABASE_URL;
  if (url) {
    const max = Number(process.env.REF_POOL_SIZE ?? 10);
    // The bare reference runs our statements as we send them (`referencePools`); the naive peer
    // with PostgreSQL's defaults, as a team gets them without thinking.
    const bare = referencePools(url, max);
    const naivePool = new pg.Pool({ connectionString: url, max });
    const pools = [...bare.pools, naivePool];
    // An idle connection closed by the database (the harness renews them between scenarios) is dropped, not fatal.
    for (const p of pools) p.on('error', () => {});
    return {
      query: bare.query,
      objects: async (text, values) => (await naivePool.query(text, values)).rows,
      close: async () => {
        await Promise.all(pools.map((p) => p.end()));
      },
    };
  }
  const dir = process.env.REF_PGLITE_DIR;
  if (!dir) throw new Error('REF_DATABASE_URL or REF_PGLITE_DIR is required');
  // Opened as the product opens it, with the extensions its migrations created.
  const { openPglite } = await import('../../../../apps/server/src/db/client.ts');
  const db = await openPglite(dir);
  return {
    query: async (text, values) => (await db.query<unknown[]>(text, values, { rowMode: 'array' })).rows,
    objects: async (text, values) => (await db.query<Record<string, unknown>>(text, values)).rows,
    close: () => db.close(),
  };
}

const { query, objects, close } = await openQuery();
for (const statement of NAIVE_INDEXES) await objects(statement, []);
const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
const inputOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');
for (const route of Object.values(referenceRoutes)) {
  app.get(route.path, async (req) => route.handler(query, inputOf(req.url)));
}
for (const route of Object.values(naiveRoutes)) {
  app.get(route.path, async (req) => route.handler(objects, inputOf(req.url)));
}
process.on('SIGTERM', () => {
  void app
    .close()
    .then(close)
    .then(() => process.exit(0));
});
await app.listen({ port: Number(process.env.REF_PORT), host: '127.0.0.1' });
