import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  cyclesOf,
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
 * The server's import rules (issues 15 and 56): no import cycle, the layers below (`db/` under
 * `core/` under the modules); a module reads another module's tables only where a query joins
 * them, and writes another module's rows only through that module's functions. Today's exceptions are listed below with their reason, so a new one fails
 * here and has to be argued for (or written through the owning module).
 */

/**
 * The layers of `src/`, lowest first: settings, the database, core, the modules (their contract
 * `modules/module.ts` and the areas), then what composes them all (the app, the entry points, the
 * module list and the schema of every table). A file imports its own layer or a lower one.
 */
const LAYERS: [name: string, holds: (path: string) => boolean][] = [
  ['settings', (p) => p === 'config.ts' || p === 'paths.ts'],
  ['db', (p) => p.startsWith('db/')],
  ['core', (p) => p.startsWith('core/')],
  ['modules', (p) => p.startsWith('modules/') && p !== 'modules/index.ts'],
  ['app', () => true],
];

const layerOf = (path: string) => LAYERS.findIndex(([, holds]) => holds(path));

/**
 * Tests and their helpers stand on the whole app (a harness builds every module), so they may
 * import any layer and any area; they still close no cycle of files.
 */
const isTestSupport = (path: string) => /\.test\.ts$|\/testing(\.ts$|\/)|fixtures\.ts$/.test(path);

/** Test support and demo data build rows across areas on purpose; they are not the request path. */
const isSupport = (path: string) =>
  /\.test\.ts$|\/testing\.ts$|fixtures\.ts$|\/seeds\.ts$|\/seed\//.test(path);

const moduleOf = (path: string) => areaOf(path, 'modules');

/**
 * Companies and people (`modules/people`: companies, their contacts and consents, partners, users,
 * roles and the links between them) are the floor of the areas that manage them: auth, users,
 * contractors and partners read and write its tables as their own, so none of them reaches into
 * another. Every other area still names its joins below.
 */
const FLOOR_OF: Record<string, string[]> = { people: ['auth', 'contractors', 'partners', 'users'] };

/** Another module's `tables.ts`, seen from `from` (the floor's tables are its areas' own). */
const foreignTables = (from: string, to: string) => {
  const own = moduleOf(from);
  const other = moduleOf(to);
  return (
    own !== null &&
    other !== null &&
    own !== other &&
    !FLOOR_OF[other]?.includes(own) &&
    to === `modules/${other}/tables.ts`
  );
};

/** File → modules whose tables it joins, and why. */
const TABLE_JOINS: Record<string, { tables: string[]; why: string }> = {
  'modules/auth/registration.ts': {
    tables: ['dictionaries'],
    why: "the registrant's province, country and business area must exist",
  },
  'modules/contractors/affiliates.ts': { tables: ['dictionaries'], why: 'country and province names' },
  'modules/contractors/queries.ts': { tables: ['dictionaries'], why: 'the list joins dictionary names' },
  'modules/contractors/service.ts': {
    tables: ['auth', 'dictionaries'],
    why: "deletion checks registrations; the company's country, province and business area must exist",
  },
  'modules/devices/device-queries.ts': { tables: ['producers'], why: 'the producer name in device lists' },
  'modules/devices/device-service.ts': { tables: ['producers'], why: 'the chosen producer must exist' },
  'modules/devices/partner-zone.ts': { tables: ['producers'], why: 'the producer name on partner screens' },
  'modules/documentation/partner-zone.ts': {
    tables: ['devices', 'people'],
    why: "the device page's documents; the caller's row is joined for their favourites",
  },
  'modules/documentation/queries.ts': {
    tables: ['devices'],
    why: 'documents list their devices and are filtered by them',
  },
  'modules/documentation/routes.ts': {
    tables: ['devices', 'people'],
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
  'modules/erp/routes.ts': { tables: ['people'], why: 'the name of who requested a run' },
  'modules/partners/dictionary-routes.ts': {
    tables: ['dictionaries'],
    why: 'business areas are a dictionary served under partner routes',
  },
  'modules/partners/erp-refresh.ts': {
    tables: ['dictionaries'],
    why: 'the partner company is refreshed from its ERP customer',
  },
  'modules/partners/new-entries.ts': {
    tables: ['auth'],
    why: 'new entries are registrations joined with their company and user',
  },
  'modules/partners/queries.ts': {
    tables: ['dictionaries'],
    why: 'the partner list joins dictionary names',
  },
  'modules/partners/service.ts': {
    tables: ['dictionaries'],
    why: 'statuses and areas must exist',
  },
  'modules/users/queries.ts': {
    tables: ['brands', 'dictionaries'],
    why: "the user list joins a user's brands and provinces",
  },
  'modules/users/service.ts': {
    tables: ['brands', 'dictionaries'],
    why: 'chosen brands and provinces must exist',
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
    name: "another module's tables only where a join needs them",
    // A table's foreign keys reference other modules' tables by design.
    forbids: (from, to) => foreignTables(from, to) && !isSupport(from) && !from.endsWith('/tables.ts'),
    allow: allowlist(TABLE_JOINS, (m) => `modules/${m}/tables.ts`),
  },
  {
    // Every coming area would otherwise reach into the first catalogue for file slots, JSON
    // shows or translatable text: what areas share lives in core/ (or packages/contracts).
    name: "another area imports devices' tables only, never its helpers",
    forbids: (from, to) =>
      moduleOf(from) !== 'devices' &&
      to.startsWith('modules/devices/') &&
      to !== 'modules/devices/tables.ts' &&
      from !== 'modules/index.ts' &&
      !isSupport(from),
    allow: {
      'modules/documentation/queries.ts -> modules/devices/visibility.ts':
        "a document shows partners only the devices they may see: the devices' own rule, not a helper",
      'modules/documentation/partner-zone.ts -> modules/devices/visibility.ts':
        "the partner device page's documents: the device must be one the partner may see",
      'modules/erp/pull.ts -> modules/devices/device-service.ts':
        "the ERP pull writes devices through the devices' audited write path",
    },
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

const LAYER_RULE: ImportRule = {
  name: 'imports run down the layers (settings < db < core < modules < app)',
  forbids: (from, to) => !isTestSupport(from) && layerOf(to) > layerOf(from),
};

/** `modules/<a>` → `modules/<b>` for every import from one area into another outside tests. */
function moduleEdges(edges: Edge[]): Edge[] {
  const seen = new Map<string, Edge>();
  for (const [from, to] of edges) {
    if (isTestSupport(from)) continue;
    const [a, b] = [moduleOf(from), moduleOf(to)];
    if (a !== null && b !== null && a !== b) seen.set(`${a} ${b}`, [`modules/${a}`, `modules/${b}`]);
  }
  return [...seen.values()];
}

/** Every cycle, file by file and area by area, and every import running up a layer. */
function layering(edges: Edge[]) {
  return [
    ...cyclesOf(edges).map((c) => `file cycle: ${c.join(' -> ')}`),
    ...cyclesOf(moduleEdges(edges)).map((c) => `module cycle: ${c.join(' -> ')}`),
    ...violations(edges, [LAYER_RULE]),
  ];
}

/**
 * What code outside core/data imports of it (issue 56): an area reads with `reads.ts` (lists, their
 * filters and scope, shows) and writes with `records.ts` (the audited write path and the contexts
 * a route hands its service); its tables declare stored and derived columns with the three column
 * modules, which import no query code. The list building (`core/data/list/`) and the statement cache
 * (`core/data/statements/`) below them change with the planning of lists and shows, which no
 * area should know of; a name an area needs is exported by `reads.ts`. Core's own kits on the
 * request path (`crudRoutes`, the audit log's routes) keep the same rule, so the areas' one way
 * in is also theirs.
 */
const AREA_FACING_DATA: Record<string, string> = {
  'core/data/reads.ts': 'lists, filters, scopes and shows',
  'core/data/records.ts': 'the audited write path and the service contexts',
  'core/data/search-text.ts': "a table's stored search text column (tables.ts imports no query code)",
  'core/data/sort-key.ts': "a table's stored sort key columns",
  'core/data/derived.ts': 'columns the database keeps, left out of audit diffs',
  'core/data/patch.ts': 'an update patched onto the stored form',
  'core/data/show-json.ts': "a show's relations as JSON selected with its row",
};

const DATA_API_RULE: ImportRule = {
  name: 'outside core/data, only its area-facing modules are imported (never the list or statement machinery)',
  forbids: (from, to) =>
    to.startsWith('core/data/') && !from.startsWith('core/data/') && !Object.hasOwn(AREA_FACING_DATA, to),
};

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
  const [joins, devicesHelpers, auditWriter, rawRoutes, writes] = SERVER_RULES;
  return [
    ...violations(importEdges(graph), [joins, devicesHelpers, DATA_API_RULE]),
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

  it('form no cycle, file by file or module by module, and run down the layers', () => {
    const graph = importGraph(fileURLToPath(new URL('../src', import.meta.url)));
    expect(layering(importEdges(graph))).toEqual([]);
  });

  it('print the cycle and the import running up a layer', () => {
    expect(
      layering([
        ['core/deps.ts', 'core/http/context.ts'],
        ['core/http/context.ts', 'core/deps.ts'],
        ['modules/users/service.ts', 'modules/auth/invitations.ts'],
        ['modules/auth/login.ts', 'modules/users/service.ts'],
        ['db/client.ts', 'core/clock.ts'],
        ['core/deps.ts', 'modules/auth/sessions.ts'],
        ['modules/users/users.test.ts', 'app.ts'],
      ]),
    ).toEqual([
      'file cycle: core/deps.ts -> core/http/context.ts -> core/deps.ts',
      'module cycle: modules/auth -> modules/users -> modules/auth',
      'imports run down the layers (settings < db < core < modules < app): db/client.ts -> core/clock.ts',
      'imports run down the layers (settings < db < core < modules < app): core/deps.ts -> modules/auth/sessions.ts',
    ]);
  });

  it("fail on a new foreign table import (the floor's tables are its areas' own), another area importing a devices helper, a module writing audit rows or declaring a route outside the contract, and a new foreign write", () => {
    const graph = graphOf({
      'core/data/records.ts': "import { writeAudit } from '../audit/audit.ts';",
      'modules/contractors/queries.ts': "import { partners, users } from '../people/tables.ts';",
      'modules/media/library.ts': "import { users } from '../people/tables.ts';",
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
      'modules/documentation/service.ts': [
        "import { syncSlot } from '../devices/slots.ts';",
        "import { devices } from '../devices/tables.ts';",
      ].join('\n'),
      'modules/devices/groups.ts': "import { lockGroupTree } from './shared.ts';",
      'modules/index.ts': "import { devicesModule } from './devices/module.ts';",
    });
    // The real allowlists are stale against this small graph; only the new edges matter here.
    expect(check(graph).filter((v) => !v.includes('stale allowlist'))).toEqual([
      "another module's tables only where a join needs them: modules/media/library.ts -> modules/people/tables.ts",
      "another module's tables only where a join needs them: modules/brands/service.ts -> modules/users/tables.ts",
      "another area imports devices' tables only, never its helpers: modules/documentation/service.ts -> modules/devices/slots.ts",
      'audit rows are written by the audited write path in core/data only: modules/brands/service.ts -> core/audit/audit.ts#writeAudit',
      "areas declare routes of the contract with defineRoute; routeFrom is core's: modules/brands/routes.ts -> core/http/routes.ts#routeFrom",
      "another module's rows are written through its functions: modules/brands/service.ts -> modules/users/tables.ts#users",
    ]);
  });

  it('fail on an import of the list or statement machinery from outside core/data', () => {
    const graph = graphOf({
      'modules/brands/queries.ts': [
        "import { anyOf, type ListSpec } from '../../core/data/reads.ts';",
        "import { records } from '../../core/data/records.ts';",
        "import { compilePart } from '../../core/data/statements/pieces.ts';",
        "import { listRecords } from '../../core/data/list/list-records.ts';",
      ].join('\n'),
      'modules/brands/tables.ts': "import { sortExpression } from '../../core/data/list/order.ts';",
      'core/http/crud.ts': "import { selectOne } from '../data/statements/select.ts';",
      'core/data/reads.ts': "export { anyOf } from './list/filters.ts';",
      'core/data/list/filters.ts': "import { compilePart } from '../statements/pieces.ts';",
    });
    const rule =
      'outside core/data, only its area-facing modules are imported (never the list or statement machinery)';
    expect(check(graph).filter((v) => v.startsWith(rule))).toEqual([
      `${rule}: modules/brands/queries.ts -> core/data/statements/pieces.ts`,
      `${rule}: modules/brands/queries.ts -> core/data/list/list-records.ts`,
      `${rule}: modules/brands/tables.ts -> core/data/list/order.ts`,
      `${rule}: core/http/crud.ts -> core/data/statements/select.ts`,
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
