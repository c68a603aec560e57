import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import Fastify from 'fastify';
import pg from 'pg';
import { type Query, referenceRoutes } from './queries.ts';

/**
 * The bare reference server: Fastify + node-postgres (or, on PGlite, the same data directory
 * through PGlite's own client — single connection, like the product there). Started by the
 * harness with REF_PORT and REF_DATABASE_URL or REF_PGLITE_DIR.
 */
async function openQuery(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = process.env.REF_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.REF_POOL_SIZE ?? 10) });
    return {
      query: async (text, values) => (await pool.query({ text, values, rowMode: 'array' })).rows,
      close: () => pool.end(),
    };
  }
  const dir = process.env.REF_PGLITE_DIR;
  if (!dir) throw new Error('REF_DATABASE_URL or REF_PGLITE_DIR is required');
  // The extensions must be named on every open of a data directory that uses them.
  const db = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  return {
    query: async (text, values) => (await db.query<unknown[]>(text, values, { rowMode: 'array' })).rows,
    close: () => db.close(),
  };
}

const { query, close } = await openQuery();
const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
for (const route of Object.values(referenceRoutes)) {
  app.get(route.path, async (req) => route.handler(query, new URLSearchParams(req.url.split('?')[1] ?? '')));
}
process.on('SIGTERM', () => {
  void app
    .close()
    .then(close)
    .then(() => process.exit(0));
});
await app.listen({ port: Number(process.env.REF_PORT), host: '127.0.0.1' });
