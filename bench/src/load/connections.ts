import pg from 'pg';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Closes every other client connection to the bench database and waits until they are gone, so
 * the next scenario starts the product and both references on new ones (their pools and
 * pipelines reconnect on the next query). A PostgreSQL backend's heap keeps the shape of what it
 * ran: after the users' broad search, a backend ran the narrow e-mail search at twice the CPU of
 * the same plan on a new backend (its heap grown and trimmed on every statement). The bare
 * route's pool drops connections idle for 10 s and the product's pipelines keep theirs, so
 * without this a scenario measured the previous one's history, on one side only.
 */
export async function renewConnections(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'bench-renew' });
  await client.connect();
  try {
    const others = `datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`;
    await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE ${others}`);
    for (let i = 0; i < 50; i++) {
      const left = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${others}`,
      );
      if (left.rows[0].n === 0) break;
      await sleep(100);
    }
    // The servers' clients hear of the closed sockets a moment later; a query before that would fail.
    await sleep(300);
  } finally {
    await client.end();
  }
}
