import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  type Edge,
  type ImportGraph,
  type ImportRule,
  importEdges,
  importGraph,
  namedImportsOf,
  resolve,
  violations,
  writtenTablesOf,
} from '../../../scripts/import-rules.mjs';

/**
 * The server's import rules (issue 15): `core/` is below the modules; a module reads another
 * module's tables only where a query joins them, and writes another module's rows only through that
 * module's functions. Today's exceptions are listed below with their reason, so a new one fails
 * here and has to be argued for (or written through the owning module).
 */

/** Test support and demo data build rows across areas on purpose; they are not the request path. */
const isSupport = (path: string) =>
  /\.test\.ts$|\/testing\.ts$|fixtures\.ts$|\/seeds\.ts$|\/seed\//.test(path);

const moduleOf = (path: string) => areaOf(path, 'modules');

/** Another module's `tables.ts`, seen from `from`. */
const foreignTables = (from: string, to: string) => {
  const own = moduleOf(from);
  const other = moduleOf(to);
  return own !== null && other !== null && own !== other && to === `modules/${other}/tables.ts`;
};

/** File → modules whose tables it joins, and why. */
const TABLE_JOINS: Record<string, { tables: string[]; why: string }> = {
  'modules/auth/link-eligibility.ts': {
    tables: ['contractors', 'partners', 'users'],
    why: 'who may get a password link depends on the user, their company and partner',
  },
  'modules/auth/login.ts': { tables: ['users'], why: 'login reads the account and stamps the last login' },
  'modules/auth/password-links.ts': { tables: ['users'], why: 'a reset or an invitation sets the password' },
  'modules/auth/registration.ts': {
    tables: ['contractors', 'dictionaries', 'partners', 'users'],
    why: 'registration creates the company, its contact, the user and, on approval, the partner',
  },
  'modules/auth/sessions.ts': { tables: ['users'], why: 'a session resolves to its user' },
  'modules/contractors/affiliates.ts': { tables: ['dictionaries'], why: 'country and province names' },
  'modules/contractors/queries.ts': {
    tables: ['dictionaries', 'partners'],
    why: 'the list joins dictionary names and the partner flag',
  },
  'modules/contractors/service.ts': {
    tables: ['auth', 'dictionaries', 'partners', 'users'],
    why: 'deletion checks registrations and the partner and removes the company users',
  },
  'modules/contractors/user-routes.ts': {
    tables: ['partners', 'users'],
    why: "the contractor's users tab lists users of its partner",
  },
  'modules/devices/device-queries.ts': { tables: ['producers'], why: 'the producer name in device lists' },
  'modules/devices/device-service.ts': { tables: ['producers'], why: 'the chosen producer must exist' },
  'modules/devices/partner-zone.ts': { tables: ['producers'], why: 'the producer name on partner screens' },
  'modules/documentation/partner-zone.ts': {
    tables: ['devices', 'users'],
    why: "the device page's documents; the caller's row is joined for their favourites",
  },
  'modules/documentation/queries.ts': {
    tables: ['devices'],
    why: 'documents list their devices and are filtered by them',
  },
  'modules/documentation/routes.ts': {
    tables: ['contractors', 'devices', 'partners', 'users'],
    why: "device and product-card documents, and the contractor's tab of its users' downloads",
  },
  'modules/documentation/service.ts': {
    tables: ['devices', 'dictionaries'],
    why: 'linked devices and business areas must exist; a device is locked while its documents change',
  },
  'modules/erp/pull.ts': {
    tables: ['devices', 'partners'],
    why: 'the ERP pull upserts devices and ERP customers it imports',
  },
  'modules/erp/routes.ts': { tables: ['users'], why: 'the name of who requested a run' },
  'modules/partners/change-requests.ts': {
    tables: ['contractors', 'users'],
    why: 'requests show the company and the requester and decider names',
  },
  'modules/partners/dictionary-routes.ts': {
    tables: ['dictionaries'],
    why: 'business areas are a dictionary served under partner routes',
  },
  'modules/partners/erp-refresh.ts': {
    tables: ['contractors', 'dictionaries'],
    why: 'the partner company is refreshed from its ERP customer',
  },
  'modules/partners/new-entries.ts': {
    tables: ['auth', 'contractors', 'users'],
    why: 'new entries are registrations joined with their company and user',
  },
  'modules/partners/partner-zone.ts': { tables: ['contractors'], why: "the partner's own company profile" },
  'modules/partners/queries.ts': {
    tables: ['contractors', 'dictionaries', 'users'],
    why: 'the partner list joins the company, dictionaries and caretakers',
  },
  'modules/partners/routes.ts': {
    tables: ['contractors', 'users'],
    why: 'list filters on the company and caretaker',
  },
  'modules/partners/service.ts': {
    tables: ['dictionaries', 'users'],
    why: 'caretakers must be active moderators; statuses and areas must exist',
  },
  'modules/users/account.ts': {
    tables: ['contractors', 'partners'],
    why: "the signed-in user's account (current user, profile) with their company in one query",
  },
  'modules/users/queries.ts': {
    tables: ['brands', 'contractors', 'dictionaries', 'partners'],
    why: 'the user list joins brands, provinces and the partner company',
  },
  'modules/users/service.ts': {
    tables: ['brands', 'dictionaries', 'partners'],
    why: 'chosen brands, provinces and partner must exist',
  },
};

/**
 * File → other modules' tables it writes (`module.table`), bypassing the owning module's
 * functions. None is left (issue 15 item 4): registration, new-entry approval, the ERP pull and
 * the password links write through the owning areas' audited paths. None may be added.
 */
const FOREIGN_WRITES: Record<string, { tables: string[]; why: string }> = {};

const allowlist = (
  entries: Record<string, { tables: string[]; why: string }>,
  target: (t: string) => string,
) =>
  Object.fromEntries(
    Object.entries(entries).flatMap(([from, { tables, why }]) =>
      tables.map((t) => [`${from} -> ${target(t)}`, why]),
    ),
  );

const SERVER_RULES: ImportRule[] = [
  {
    name: 'core/ never imports a module',
    forbids: (from, to) => from.startsWith('core/') && !isSupport(from) && to.startsWith('modules/'),
    allow: {
      // The dependency container names the session service's type; nothing runs across.
      'core/deps.ts -> modules/auth/sessions.ts': 'type-only: the deps container holds the session service',
    },
  },
  {
    name: "another module's tables only where a join needs them",
    // A table's foreign keys reference other modules' tables by design.
    forbids: (from, to) => foreignTables(from, to) && !isSupport(from) && !from.endsWith('/tables.ts'),
    allow: allowlist(TABLE_JOINS, (m) => `modules/${m}/tables.ts`),
  },
  {
    name: 'audit rows are written by the audited write path in core/data only',
    forbids: (from) => !from.startsWith('core/') && !isSupport(from),
  },
  {
    name: "areas declare routes of the contract with defineRoute; routeFrom is core's",
    forbids: (from) => !from.startsWith('core/') && !isSupport(from),
  },
  {
    name: "another module's rows are written through its functions",
    forbids: (from) => !isSupport(from),
    allow: allowlist(FOREIGN_WRITES, (t) => {
      const [module, table] = t.split('.');
      return `modules/${module}/tables.ts#${table}`;
    }),
  },
];

/** `file → modules/<other>/tables.ts#<table>` for every other module's table the file writes. */
function foreignWriteEdges(graph: ImportGraph): Edge[] {
  const edges: Edge[] = [];
  for (const [from, { source }] of graph) {
    const foreign = new Map(
      namedImportsOf(source)
        .map((i) => ({ local: i.local, to: resolve(from, i.from) }))
        .filter((i) => foreignTables(from, i.to))
        .map((i) => [i.local, i.to]),
    );
    for (const table of writtenTablesOf(source)) {
      const to = foreign.get(table);
      if (to) edges.push([from, `${to}#${table}`]);
    }
  }
  return edges;
}

/** `file → <module>#<name>` for every file that imports `name` from `module`. */
function namedImportEdges(graph: ImportGraph, module: string, name: string): Edge[] {
  return [...graph].flatMap(([from, { source }]) =>
    namedImportsOf(source)
      .filter((i) => i.name === name && resolve(from, i.from) === module)
      .map((): Edge => [from, `${module}#${name}`]),
  );
}

/** Import edges go to the first two rules, audit-writer and raw-route imports to the next two, writes to the last. */
function check(graph: ImportGraph) {
  const [core, joins, auditWriter, rawRoutes, writes] = SERVER_RULES;
  return [
    ...violations(importEdges(graph), [core, joins]),
    ...violations(namedImportEdges(graph, 'core/audit/audit.ts', 'writeAudit'), [auditWriter]),
    ...violations(namedImportEdges(graph, 'core/http/routes.ts', 'routeFrom'), [rawRoutes]),
    ...violations(foreignWriteEdges(graph), [writes]),
  ];
}

const graphOf = (files: Record<string, string>): ImportGraph =>
  new Map(
    Object.entries(files).map(([from, source]) => [
      from,
      { source, targets: [...source.matchAll(/from '([^']+)'/g)].map((m) => resolve(from, m[1])) },
    ]),
  );

describe('server import rules', () => {
  it('hold for every source file, with the listed exceptions only', () => {
    const graph = importGraph(fileURLToPath(new URL('../src', import.meta.url)));
    expect(graph.size).toBeGreaterThan(100);
    expect(check(graph)).toEqual([]);
  });

  it('fail on core importing a module, a new foreign table import, a module writing audit rows or declaring a route outside the contract, and a new foreign write', () => {
    const graph = graphOf({
      'core/data/records.ts': [
        "import { users } from '../../modules/users/tables.ts';",
        "import { writeAudit } from '../audit/audit.ts';",
      ].join('\n'),
      'modules/brands/service.ts': [
        "import { users } from '../users/tables.ts';",
        "import { brands } from './tables.ts';",
        "import { diff, writeAudit as audit } from '../../core/audit/audit.ts';",
        'await tx.update(brands).set({});',
        'await tx.delete(users).where(x);',
      ].join('\n'),
      'modules/devices/tables.ts': "import { producers } from '../producers/tables.ts';",
      'modules/users/seeds.ts': "import { partners } from '../partners/tables.ts';\ntx.insert(partners);",
      'modules/users/users.test.ts': "import { writeAudit } from '../../core/audit/audit.ts';",
      'modules/brands/routes.ts': "import { routeFrom } from '../../core/http/routes.ts';",
    });
    // The real allowlists are stale against this small graph; only the new edges matter here.
    expect(check(graph).filter((v) => !v.includes('stale allowlist'))).toEqual([
      'core/ never imports a module: core/data/records.ts -> modules/users/tables.ts',
      "another module's tables only where a join needs them: modules/brands/service.ts -> modules/users/tables.ts",
      'audit rows are written by the audited write path in core/data only: modules/brands/service.ts -> core/audit/audit.ts#writeAudit',
      "areas declare routes of the contract with defineRoute; routeFrom is core's: modules/brands/routes.ts -> core/http/routes.ts#routeFrom",
      "another module's rows are written through its functions: modules/brands/service.ts -> modules/users/tables.ts#users",
    ]);
  });

  it('report an allowlist entry that no longer exists, so the lists only shrink', () => {
    const rule: ImportRule = {
      name: 'rule',
      forbids: () => true,
      allow: { 'modules/a/x.ts -> modules/b/tables.ts#b': 'a reason that stopped being true' },
    };
    expect(violations([], [rule])).toEqual([
      'rule: stale allowlist entry modules/a/x.ts -> modules/b/tables.ts#b',
    ]);
  });
});
