import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres, wrapPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import * as schema from '../src/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { databaseUrl } from './pg-admin.ts';

/** The tables issue 2 names, plus every table the schema declares. */
const REQUIRED = [
  'users',
  'roles',
  'role_keys',
  'brands',
  'provinces',
  'countries',
  'languages',
  'business_areas',
  'contractors',
  'contacts',
  'consents',
  'partners',
  'files',
  'audit_log',
  'jobs',
  'seed_runs',
];
const DECLARED = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => v instanceof PgTable)
  .map((table) => getTableConfig(table));

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = await database.db.execute(query as never);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function expectMigrated(database: Database) {
  const columns = await rows<{ table_name: string; column_name: string }>(
    database,
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'",
  );
  const have = new Set(columns.map((c) => `${c.table_name}.${c.column_name}`));
  const tables = new Set(columns.map((c) => c.table_name));
  for (const name of REQUIRED) expect(tables.has(name), name).toBe(true);
  // A schema change without its generated migration shows up here.
  for (const table of DECLARED) {
    for (const column of table.columns)
      expect(have.has(`${table.name}.${column.name}`), `${table.name}.${column.name}`).toBe(true);
  }
  const [folded] = await rows<{ v: string }>(database, "SELECT f_unaccent('Łódź ŻÓŁĆ Gęś') AS v");
  expect(folded.v).toBe('lodz zolc ges');
  // pg_trgm over the folded text: the same word with and without diacritics is the same trigrams.
  const [trgm] = await rows<{ same: number; other: number }>(
    database,
    "SELECT similarity(f_unaccent('Kraków'), 'krakow') AS same, similarity('krakow', 'gdansk') AS other",
  );
  expect(Number(trgm.same)).toBe(1);
  expect(Number(trgm.other)).toBeLessThan(0.1);
}

// Migrating from nothing takes seconds on PGlite (the other files copy a migrated template).
describe('migrations on a fresh database', { timeout: 120_000 }, () => {
  it('apply on PGlite, twice without harm', async () => {
    const database = wrapPglite(await openPglite(undefined));
    try {
      await migrate(database);
      await migrate(database);
      await expectMigrated(database);
    } finally {
      await database.close();
    }
  });

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.runIf(pgUrl)('apply on PostgreSQL (TEST_DATABASE_URL), twice without harm', async () => {
    const name = `test_${process.pid}_mig_${Math.random().toString(36).slice(2, 8)}`;
    const admin = openPostgres(pgUrl as string, 1);
    await admin.exec(`CREATE DATABASE ${name}`);
    const database = openPostgres(databaseUrl(pgUrl as string, name), 2);
    try {
      const [{ server_version_num }] = await rows<{ server_version_num: string }>(
        database,
        'SHOW server_version_num',
      );
      expect(Number(server_version_num)).toBeGreaterThanOrEqual(150000);
      await migrate(database);
      await migrate(database);
      await expectMigrated(database);
    } finally {
      await database.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
  });
});

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every registered route at /api/docs/json', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const r of t.routes) {
      const operation = res.body.paths[r.uri]?.[r.method.toLowerCase()];
      expect(operation, `${r.method} ${r.uri}`).toBeDefined();
      expect(operation.operationId).toBe(r.name);
    }
    const count = Object.values(res.body.paths as Record<string, object>).reduce(
      (n, methods) => n + Object.keys(methods).length,
      0,
    );
    expect(count).toBe(t.routes.length);
  });

  it('serves the docs page', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.status).toBeLessThan(400);
  });
});
