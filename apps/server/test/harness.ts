import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteName } from '@portal/contracts/api';
import type { HTTPMethods } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { manualClock } from '../src/core/clock.ts';
import type { ResolvedRoute } from '../src/core/http/routes.ts';
import { type Database, openPglite, openPostgres, pipelinesOf, wrapPglite } from '../src/db/client.ts';
import type { Module } from '../src/modules/module.ts';
import { databaseUrl } from './pg-admin.ts';

let counter = 0;

/**
 * A name prefix unique to this run of a test file. Its tail is drawn from letters no Polish word
 * or search in the tests combines (q, x, z): a base-36 tail once spelt "e1" and a search for
 * "serwis e1" found a second row.
 */
export const marker = (prefix: string) =>
  `${prefix}${process.pid}${Array.from({ length: 5 }, () => 'qxz'[Math.floor(Math.random() * 3)]).join('')}`;

/** A fresh database for one test file, copied from the run's migrated and seeded template. */
export async function openTestDatabase(): Promise<Database & { name: string }> {
  const pgTemplate = inject('pgTemplate');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgTemplate && pgUrl) {
    const name = `${pgTemplate}_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 6)}`;
    const admin = openPostgres(pgUrl, 1);
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.close();
    const db = openPostgres(databaseUrl(pgUrl, name), 5);
    return {
      ...db,
      name,
      close: async () => {
        await db.close();
        const a = openPostgres(pgUrl, 1);
        await a.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.close();
      },
    };
  }
  const tar = readFileSync(inject('pgliteTemplate'));
  const client = await openPglite(undefined, new Blob([tar]));
  return { ...wrapPglite(client), name: 'memory' };
}

/** A statement as the database is given it. */
/** `plannedOnce`: sent on the pipelined connections that plan it once for every value. */
export type SentStatement = { text: string; values: unknown[]; name?: string; plannedOnce?: boolean };

/**
 * Calls `seen` with every statement the database is given from now on: through the driver (PGlite
 * and the pool alike) and through the pipelined connections the compiled selects use on PostgreSQL.
 */
export function recordStatements(database: Database, seen: (statement: SentStatement) => void): void {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (first: unknown, second: unknown, ...rest: unknown[]) => {
    const config: { text: string; values?: unknown[]; name?: string } =
      typeof first === 'string' ? { text: first } : (first as { text: string });
    const values = config.values ?? (Array.isArray(second) ? second : []);
    seen({ text: config.text, values, name: config.name });
    return query(first, second, ...rest);
  };
  const pipelines = pipelinesOf(client);
  if (!pipelines) return;
  const run = pipelines.run.bind(pipelines);
  pipelines.run = (statement, values) => {
    seen({ text: statement.text, values, name: statement.name, plannedOnce: statement.plannedOnce });
    return run(statement, values);
  };
}

type Reply = { status: number; body: any; headers: Record<string, unknown>; raw: string };
type RequestOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};
type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * A call by route name (= permission key): the URL and method come from the app's registry,
 * so a test never hand-writes a URI. Parameters, query and body stay loose, since tests also
 * send what the contract refuses.
 */
export type CallOptions = RequestOptions & {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
};

export type TestApp = App & {
  clock: ReturnType<typeof manualClock>;
  config: Config;
  close: () => Promise<void>;
  request: (method: string, url: string, opts?: RequestOptions) => Promise<Reply>;
  call: (name: RouteName, opts?: CallOptions) => Promise<Reply>;
};

/** The URL of a named route with its placeholders filled and its query appended. */
export function urlOf(
  routes: ResolvedRoute[],
  name: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): { method: string; url: string } {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`No route ${name} in the app`);
  const path = route.uri.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`${name} needs the parameter "${key}"`);
    return route.pathTail && route.uri.endsWith(`{${key}}`)
      ? String(params[key])
      : encodeURIComponent(String(params[key]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const text = search.toString();
  return { method: route.method, url: text ? `${path}?${text}` : path };
}

/**
 * The app over a fresh database, a temporary DATA_DIR, a manual clock and test settings.
 * `modules` replaces the registered areas, e.g. with a test-only route module.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { modules?: Module[] } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(inject('testTmpDir'), 'data-'));
  const database = await openTestDatabase();
  const clock = manualClock(new Date());
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    {
      dataDir,
      storageDir: join(dataDir, 'storage'),
      mailDir: join(dataDir, 'mail'),
      captchaCost: 1,
      serveWeb: false,
      apiDocs: true,
      jobsPollMs: 20,
      publicUrl: 'http://portal.test',
      ...overrides,
    },
  );
  const built = await buildApp({ config, database, clock, logger: false, modules: opts.modules });
  await built.app.ready();
  return {
    ...built,
    clock,
    config,
    close: async () => {
      await built.app.close();
      await database.close();
    },
    request,
    call: (name, opts = {}) => {
      const { method, url } = urlOf(built.routes, name, opts.params, opts.query);
      return request(method, url, opts);
    },
  };
  async function request(method: string, url: string, opts: RequestOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await built.app.inject({
      method: method as HTTPMethods,
      url,
      headers,
      ...(opts.payload !== undefined
        ? { payload: opts.payload }
        : opts.body !== undefined
          ? { payload: opts.body as object }
          : {}),
    });
    let body: any = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {}
    return { status: res.statusCode, body, headers: res.headers, raw: res.body };
  }
}
