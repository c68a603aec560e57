import { and, count, eq, inArray, isNotNull, isNull, like, not, sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { auditLog } from '../../../apps/server/src/core/audit/tables.ts';
import { files } from '../../../apps/server/src/core/files/tables.ts';
import { type Database, openPglite, openPostgres, wrapPglite } from '../../../apps/server/src/db/client.ts';
import { migrate } from '../../../apps/server/src/db/migrate.ts';
import { errorCodeVisibleToPartners } from '../../../apps/server/src/modules/devices/error-code-queries.ts';
import { deviceGroups, devices, errorCodes } from '../../../apps/server/src/modules/devices/tables.ts';
import { provinces } from '../../../apps/server/src/modules/dictionaries/tables.ts';
import { documentations } from '../../../apps/server/src/modules/documentation/tables.ts';
import { erpSyncRuns } from '../../../apps/server/src/modules/erp/tables.ts';
import { contractors, partners, roles, users } from '../../../apps/server/src/modules/people/tables.ts';
import { Rng } from '../lib/rng.ts';
import type { Target } from '../lib/target.ts';
import { pickDocumentationFixtures } from './documentation-fixtures.ts';
import { normalizeSql, Recorder, recordPg, recordPglite, type Statement } from './recorder.ts';
import { type Query, referenceRoutes } from './reference/queries.ts';
import { referencePools } from './reference/sql.ts';
import { bearer } from './requests.ts';
import type { Fixtures, Scenario } from './scenarios.ts';

/** Words an admin types into the users search: surnames, a first name, a city-made domain part. */
const SEARCH_TERMS = ['nowak', 'kowalsk', 'wiśniew', 'zając', 'łukasz', 'krol', 'instal', 'serwis'];
const PER_ROLE = 400;

export type Prepared = { fixtures: Fixtures; sqlChecks: string[]; rows: Record<string, number> };

async function open(
  target: Target,
  recorder: Recorder,
): Promise<{ database: Database; query: Query; undo: () => void }> {
  if (target.kind === 'postgres') {
    const undo = recordPg(recorder);
    const database = openPostgres(target.url, 4);
    const { query, pools } = referencePools(target.url, 2);
    const close = database.close;
    return {
      database: {
        ...database,
        close: async () => {
          await close();
          await Promise.all(pools.map((p) => p.end()));
        },
      },
      query,
      undo,
    };
  }
  const client = await openPglite(target.dbDir);
  recordPglite(client, recorder);
  const query: Query = async (text, values) =>
    (await client.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
  return { database: wrapPglite(client), query, undo: () => {} };
}

async function pickFixtures(database: Database): Promise<Omit<Fixtures, 'searches'>> {
  const db = database.db;
  const emailsByRole: Record<string, string[]> = {};
  const roleRows = await db.select({ id: roles.id, slug: roles.slug }).from(roles);
  for (const role of roleRows) {
    // Generated accounts only: the demo logins stay as the product seeded them.
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(
        and(eq(users.role_id, role.id), eq(users.is_activated, true), not(like(users.email, '%@demo.pl'))),
      )
      .orderBy(sql`md5(${users.id}::text)`)
      .limit(PER_ROLE);
    if (rows.length) emailsByRole[role.slug] = rows.map((r) => r.email);
  }
  const ids = await db.select({ id: users.id }).from(users).orderBy(sql`md5(${users.id}::text)`).limit(5000);
  // Whole e-mails and NIPs: what staff paste to find one account or one company, whatever the scale.
  const anyEmails = await db
    .select({ email: users.email })
    .from(users)
    .orderBy(sql`md5(${users.id}::text || 'e-mail')`)
    .limit(2000);
  const partnerNips = await db
    .select({ nip: contractors.nip_number })
    .from(partners)
    .innerJoin(contractors, eq(contractors.id, partners.contractor_id))
    .where(isNotNull(contractors.nip_number))
    .orderBy(sql`md5(${partners.id}::text || 'nip')`)
    .limit(2000);
  const contractorIds = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(isNull(contractors.parent_id))
    .orderBy(sql`md5(${contractors.id}::text)`)
    .limit(5000);
  const provinceIds = await db.select({ id: provinces.id }).from(provinces);
  const partnerDevices = await db
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(deviceGroups, eq(deviceGroups.id, devices.group_id))
    .where(
      and(
        eq(devices.blocked, false),
        sql`NOT EXISTS (SELECT 1 FROM device_groups a WHERE a.active = false AND ${deviceGroups.path} LIKE a.path || '%')`,
      ),
    )
    .orderBy(sql`md5(${devices.id}::text)`)
    .limit(2000);
  const publicImages = await db
    .select({ path: files.path, signature: files.signature })
    .from(files)
    .where(and(eq(files.area, 'public'), like(files.mime, 'image/%')))
    .orderBy(files.id)
    .limit(200);
  const partnerIds = await db
    .select({ id: partners.id })
    .from(partners)
    .orderBy(sql`md5(${partners.id}::text)`)
    .limit(2000);
  const deviceIds = await db
    .select({ id: devices.id })
    .from(devices)
    .orderBy(sql`md5(${devices.id}::text)`)
    .limit(2000);
  const errorCodeIds = await db
    .select({ id: errorCodes.id })
    .from(errorCodes)
    .orderBy(sql`md5(${errorCodes.id}::text)`)
    .limit(2000);
  const documentationIds = await db
    .select({ id: documentations.id })
    .from(documentations)
    .orderBy(sql`md5(${documentations.id}::text)`)
    .limit(2000);
  const runs = await db
    .select({ kind: erpSyncRuns.kind, n: count() })
    .from(erpSyncRuns)
    .groupBy(erpSyncRuns.kind);
  const manuals = await db
    .select({ id: errorCodes.id })
    .from(errorCodes)
    // Codes partners may see: the download answers 404 for the others, rightly.
    .where(and(isNotNull(errorCodes.manual_pl_file_id), errorCodeVisibleToPartners))
    .orderBy(sql`md5(${errorCodes.id}::text)`)
    .limit(2000);
  return {
    ...(await pickDocumentationFixtures(db, emailsByRole.partner ?? [])),
    partnerDeviceIds: partnerDevices.map((r) => r.id),
    partnerIds: partnerIds.map((r) => r.id),
    deviceIds: deviceIds.map((r) => r.id),
    errorCodeIds: errorCodeIds.map((r) => r.id),
    documentationIds: documentationIds.map((r) => r.id),
    syncRuns: Object.fromEntries(runs.map((r) => [r.kind, Number(r.n)])),
    publicImages,
    manualErrorCodeIds: manuals.map((r) => r.id),
    emailsByRole,
    userIds: ids.map((r) => r.id),
    userEmails: anyEmails.map((r) => r.email),
    partnerNips: partnerNips.map((r) => r.nip as string),
    contractorIds: contractorIds.map((r) => r.id),
    provinceIds: provinceIds.map((r) => r.id),
  };
}

async function tableRows(database: Database): Promise<Record<string, number>> {
  const db = database.db;
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0].n);
  return {
    users: await n(db.select({ n: count() }).from(users)),
    contractors: await n(db.select({ n: count() }).from(contractors)),
    partners: await n(db.select({ n: count() }).from(partners)),
    audit_log: await n(db.select({ n: count() }).from(auditLog)),
  };
}

/**
 * The first statement one side sends and the other does not. Compared in sorted order: a list's
 * count and page go out together on two connections, so which one a pool sends first varies.
 */
function describeDifference(product: Statement[], reference: Statement[]): string | null {
  const line = (s: Statement) =>
    `${s.named ? 'named: ' : ''}${s.plannedOnce ? 'planned once: ' : ''}${normalizeSql(s.text)} ${JSON.stringify(s.params)}`;
  const a = product.map(line).sort();
  const b = reference.map(line).sort();
  if (a.length === b.length && a.every((s, i) => s === b[i])) return null;
  const i = a.findIndex((s, k) => s !== b[k]);
  return `statement ${i + 1} of ${a.length} (reference has ${b.length}):\n    product:   ${a[i] ?? '(none)'}\n    reference: ${b[i] ?? '(none)'}`;
}

/**
 * Before the load: picks realistic inputs from the bench database and checks that each bare
 * reference sends the same statements as the product does for the same call. Runs the
 * product in this process, with tokens from its session service (never while measuring).
 */
export async function prepareFixtures(target: Target, scenarios: Scenario[]): Promise<Prepared> {
  const recorder = new Recorder();
  const { database, query, undo } = await open(target, recorder);
  // A database seeded before the latest migration is brought up to date first, as the product
  // server does at its start, so the fixtures read the tables as the product will.
  await migrate(database);
  try {
    const rows = await tableRows(database);
    if (rows.users < 100)
      throw new Error('The bench database holds almost no users: run `npm run bench:seed` first.');
    const picked = await pickFixtures(database);
    const config = loadConfig(
      { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: target.dataDir },
      { serveWeb: false, apiDocs: false },
    );
    const { app, deps } = await buildApp({ config, database, logger: false });
    await app.ready();
    const sessionsOf = new Map<string, string[]>();
    const tokens = (role: string) => sessionsOf.get(role) ?? [];
    for (const slug of new Set(['admin', ...scenarios.flatMap((s) => s.roles)])) {
      const emails = picked.emailsByRole[slug] ?? [];
      if (!emails.length) throw new Error(`No active user with role ${slug} in the bench database.`);
      const [u] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.email, emails.slice(0, 1)));
      sessionsOf.set(slug, [await deps.sessions.create(deps.db, u.id, false)]);
    }
    const admin = tokens('admin')[0];
    const searches = [];
    for (const term of SEARCH_TERMS) {
      const res = await app.inject({
        url: `/api/user/users?search=${encodeURIComponent(term)}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      if (res.statusCode !== 200)
        throw new Error(`users list answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      const { pagination } = res.json() as { pagination: { total: number; last_page: number } };
      if (pagination.total > 0) searches.push({ term, lastPage: pagination.last_page });
    }
    const fixtures: Fixtures = { ...picked, searches };

    const sqlChecks: string[] = [];
    for (const scenario of scenarios) {
      if (!scenario.reference) continue;
      if (!referenceRoutes[scenario.reference.route]) {
        sqlChecks.push(
          `${scenario.name}: no bare reference route "${scenario.reference.route}" yet, so no ratio`,
        );
        continue;
      }
      const ctx = {
        fixtures,
        rng: new Rng(7),
        baseUrl: '',
        async ask(path: string, token: string) {
          const res = await app.inject({ url: path, headers: bearer(token) });
          if (res.statusCode >= 300)
            throw new Error(`${path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
          return res.json();
        },
        tokens,
        seconds: 0,
        captchaCost: config.captchaCost,
        note: () => {},
      };
      const input = (await scenario.setup(ctx))();
      const spec = scenario.request(input);
      const call = () =>
        app.inject({ method: spec.method, url: spec.path, headers: spec.headers, payload: spec.body });
      await call();
      // Second call: the token lookup is cached now, so only the route's own statements remain.
      const product = await recorder.record(call);
      const route = referenceRoutes[scenario.reference.route];
      const params = new URLSearchParams(scenario.reference.path(input).replace(/^\?/, ''));
      const reference = await recorder.record(() => route.handler(query, params));
      const difference = describeDifference(product, reference);
      sqlChecks.push(
        difference
          ? `${scenario.name}: the reference's SQL differs from the product's — ${difference}`
          : `${scenario.name}: reference runs the product's ${product.length} statements verbatim`,
      );
    }
    await app.close();
    return { fixtures, sqlChecks, rows };
  } finally {
    undo();
    await database.close();
  }
}
