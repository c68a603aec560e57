import { openPostgres } from '../src/db/client.ts';
import { getContractorRecord } from '../src/modules/contractors/queries.ts';
import { contractors } from '../src/modules/contractors/tables.ts';
import { topLevel } from '../src/modules/contractors/queries.ts';
const d = openPostgres('postgres://postgres@127.0.0.1:5432/bench', 1);
const ids = (await d.db.select({ id: contractors.id }).from(contractors).where(topLevel).limit(200)).map((r) => r.id);
async function time(label: string, n: number, f: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 2000; i++) await f(i);
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < n; i++) await f(i);
  const c = process.cpuUsage(c0);
  console.log(label, ((c.user + c.system) / n).toFixed(1), 'µs CPU/call', ((performance.now() - t0) * 1000 / n).toFixed(0), 'µs wall');
}
let text = ''; let vals: unknown[] = [];
const pool = (d.db as any).$client as import('pg').Pool;
await time('getContractorRecord', 10000, (i) => getContractorRecord(d.db, ids[i % 200], topLevel));
// the same SQL straight on pg
const orig = pool.query.bind(pool);
(pool as any).query = (q: any, v: any) => { if (!text) { text = JSON.stringify(q); vals = v; } return orig(q, v); };
await getContractorRecord(d.db, ids[0], topLevel);
(pool as any).query = orig;
const q = JSON.parse(text);
console.log(q.name, q.text.length, vals); const idAt = vals.findIndex((v) => v === ids[0]);
await time('pg named, rowMode object', 10000, (i) => pool.query({ name: q.name, text: q.text }, vals.map((v, j) => (j === idAt ? ids[i % 200] : v))));
await time('pg named, rowMode array', 10000, (i) => pool.query({ name: q.name, text: q.text, rowMode: 'array' }, vals.map((v, j) => (j === idAt ? ids[i % 200] : v))));

const { PgDialect } = await import('drizzle-orm/pg-core');
const { and, eq } = await import('drizzle-orm');
const dialect = new PgDialect();
await time('build and(eq(id), topLevel)', 20000, async (i) => and(eq(contractors.id, ids[i % 200]), topLevel));
await time('build + sqlToQuery', 20000, async (i) => dialect.sqlToQuery(and(eq(contractors.id, ids[i % 200]), topLevel)!));
const types = { getTypeParser: (oid: number, fmt: any) => (oid === 1184 || oid === 1114 || oid === 1082 || oid === 1186 ? (v: any) => v : (pool as any).Client ? require('pg').types.getTypeParser(oid, fmt) : undefined) };
const pgTypes = (await import('pg')).default.types;
const drizzleTypes = { getTypeParser: (oid: number, fmt: any) => (oid === 1184 || oid === 1114 || oid === 1082 || oid === 1186 || oid === 1231 ? (v: any) => v : pgTypes.getTypeParser(oid, fmt)) };
await time('pg named, array, drizzle types', 10000, (i) => pool.query({ name: q.name, text: q.text, rowMode: 'array', types: drizzleTypes } as any, vals.map((v, j) => (j === idAt ? ids[i % 200] : v))));

const { recordSource } = await import('../src/modules/contractors/queries.ts');
const { selectOne } = await import('../src/core/data/statements.ts');
await time('selectOne', 10000, (i) => selectOne(d.db, recordSource, and(eq(contractors.id, ids[i % 200]), topLevel)));
const { sql } = await import('drizzle-orm');
let qq: any = d.db.select(recordSource.fields).from(contractors).$dynamic();
qq = recordSource.join(qq).where(and(eq(contractors.id, sql.placeholder('id')), topLevel)).limit(1);
const prep = qq.prepare('exp_contractor');
await time('drizzle prepared.execute', 10000, (i) => prep.execute({ id: ids[i % 200] }));
const row = (await prep.execute({ id: ids[0] }))[0];
const rows: any[] = (await pool.query({ name: 'exp2', text: q.text, rowMode: 'array', types: drizzleTypes } as any, vals.map((v, j) => (j === idAt ? ids[0] : v)))).rows;
console.log(Object.keys(row).length, rows[0].length);
await d.close();
