import { openPostgres } from './db/client.ts';
import { getDeviceShow } from './modules/devices/device-queries.ts';
const db = openPostgres('postgres://postgres@127.0.0.1:5432/bench', 1);
const client = (db.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
const orig = client.query.bind(client);
const seen: unknown[] = [];
client.query = (first: unknown, ...rest: unknown[]) => {
  const c = first as { text: string; values?: unknown[]; name?: string };
  seen.push({ text: c.text, values: c.values ?? rest[0], name: c.name });
  return orig(first, ...rest);
};
const id = Number(process.argv[2] ?? 1000);
await getDeviceShow(db.db, id);
const t0 = performance.now();
for (let i = 0; i < 50; i++) await getDeviceShow(db.db, id);
console.error(`${((performance.now() - t0) / 50).toFixed(2)} ms`);
console.log(JSON.stringify(seen[0]));
await db.close();
