import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { sha256, newToken } from '../src/modules/auth/sessions.ts';
import { sessions } from '../src/modules/auth/tables.ts';
import { users } from '../src/modules/users/tables.ts';
import { contractors } from '../src/modules/contractors/tables.ts';
import { isNull, eq } from 'drizzle-orm';
process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench';
process.env.LOG_LEVEL = 'warn';
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: '/tmp/x' });
const { app } = await buildApp({ config, database });
const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.pl'));
const token = newToken();
await database.db.insert(sessions).values({ token_hash: sha256(token), user_id: admin.id, expires_at: new Date(Date.now() + 3600e3) });
const ids = (await database.db.select({ id: contractors.id }).from(contractors).where(isNull(contractors.parent_id)).limit(200)).map((r) => r.id);
const path = process.argv[2] ?? '/api/contractor/contractors/';
const n = Number(process.argv[3] ?? 20000);
const conc = 10;
async function run(count: number) {
  let i = 0;
  await Promise.all(Array.from({ length: conc }, async () => {
    while (i < count) { const id = ids[i++ % 200]; const r = await app.inject({ method: 'GET', url: path.includes('?') ? path : path + id, headers: { authorization: `Bearer ${token}`, 'accept-language': 'pl' } }); if (r.statusCode !== 200) throw new Error(r.body); }
  }));
}
await run(3000);
const c0 = process.cpuUsage(); const t0 = performance.now();
await run(n);
const c = process.cpuUsage(c0);
console.log(path, ((c.user + c.system) / n).toFixed(1), 'µs CPU/req', (n / ((performance.now() - t0) / 1000)).toFixed(0), 'req/s');
await app.close(); await database.close();
