/**
 * `npm run new:area -- <area>.<resource> [--pl "Etykieta"] [--en "Label"] [--root <dir>]`
 *
 * Scaffolds a name-only dictionary (name + timestamps) the way `producers` is built: table,
 * contracts, crudRoutes, access declarations, list and edit pages, route leaves, locale keys
 * and a test, and registers them (module list, schema, catalogue, leaves, contracts index); then
 * drizzle-kit generates the table's migration, whose checksum is recorded as landed.
 * `--root` points it at another tree.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaFiles } from './new-area/templates.mjs';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The files the scaffold edits to register an area (relative to the root). */
export const REGISTRY_FILES = [
  'apps/server/src/modules/index.ts',
  'apps/server/src/schema.ts',
  'packages/contracts/src/index.ts',
  'packages/contracts/src/api/index.ts',
  'packages/contracts/src/catalogue.ts',
  'apps/web/src/app/leaves.ts',
  'apps/web/src/lib/paths.ts',
  'apps/web/src/locales/pl.json',
  'apps/web/src/locales/en.json',
];

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
const singular = (word) => (word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.replace(/s$/, ''));
const humanize = (kebab) => kebab.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Every name the templates use, derived from `<area>.<resource>`. */
export function namesFor(spec) {
  const match = /^([^.]+)\.([^.]+)$/.exec(spec ?? '');
  if (!match || !NAME.test(match[1]) || !NAME.test(match[2])) {
    throw new Error(
      `Nieprawidłowa nazwa "${spec ?? ''}": oczekiwano <obszar>.<zasób> małymi literami, np. warranty.reasons`,
    );
  }
  const [, area, resource] = match;
  const folder = `${area}-${resource}`;
  const one = singular(folder);
  return {
    area,
    resource,
    key: `${area}.${resource}`,
    folder,
    table: folder.replace(/-/g, '_'),
    recordType: one.replace(/-/g, '_'),
    tableConst: camel(folder),
    plural: pascal(folder),
    one: pascal(one),
    oneCamel: camel(one),
    upper: folder.replace(/-/g, '_').toUpperCase(),
    i18n: camel(folder),
  };
}

const quoteKey = (k) => (/^[a-z][a-zA-Z0-9]*$/.test(k) ? k : `'${k}'`);

/** Inserts `line` among the lines matching `pattern`, in sorted order (as biome keeps them). */
function insertSorted(source, pattern, line, file) {
  const lines = source.split('\n');
  const matching = lines.map((l, i) => [l, i]).filter(([l]) => pattern.test(l));
  if (matching.length === 0) throw new Error(`${file}: nie znaleziono miejsca na "${line}"`);
  const after = matching.find(([l]) => l.localeCompare(line, 'en') > 0);
  const at = after ? after[1] : matching[matching.length - 1][1] + 1;
  lines.splice(at, 0, line);
  return lines.join('\n');
}

/** Inserts `line` just before the line `closing` that ends the block opened by `opening`. */
function insertBeforeClose(source, opening, closing, line, file) {
  const start = source.indexOf(opening);
  const end = start < 0 ? -1 : source.indexOf(`\n${closing}`, start);
  if (end < 0) throw new Error(`${file}: nie znaleziono "${opening.trim()}"`);
  return `${source.slice(0, end)}\n${line}${source.slice(end)}`;
}

function registerCatalogue(source, n, label, file) {
  const entry = `${quoteKey(n.resource)}: r('${label.pl}', '${label.en}', CRUD),`;
  const areaStart = source.indexOf(`\n  ${quoteKey(n.area)}: {\n`);
  if (areaStart < 0) {
    const block = [
      `  ${quoteKey(n.area)}: {`,
      `    label: { pl: '${label.pl}', en: '${label.en}' },`,
      `    zone: 'cms',`,
      `    resources: { ${entry.slice(0, -1)} },`,
      '  },',
    ].join('\n');
    return insertBeforeClose(source, 'export const AREAS', '};', block, file);
  }
  const resourcesAt = source.indexOf('resources: {', areaStart);
  const lineEnd = source.indexOf('\n', resourcesAt);
  const line = source.slice(resourcesAt, lineEnd);
  if (line.trimEnd().endsWith('},')) {
    const close = source.lastIndexOf(' },', lineEnd);
    return `${source.slice(0, close)}, ${entry.slice(0, -1)}${source.slice(close)}`;
  }
  const close = source.indexOf('\n    },', resourcesAt);
  return `${source.slice(0, close)}\n      ${entry}${source.slice(close)}`;
}

function registerLocale(source, n, label, title) {
  const json = JSON.parse(source);
  json.nav[n.i18n] = label;
  json[n.i18n] = title;
  return `${JSON.stringify(json, null, 2)}\n`;
}

/**
 * Writes the area into `root`. Refuses (throws, writing nothing) when the name is malformed
 * or any of the resource's files, its catalogue key or its locale keys already exist.
 */
export function newArea(spec, { root, pl, en } = {}) {
  const n = namesFor(spec);
  const label = { pl: pl ?? humanize(n.resource), en: en ?? humanize(n.resource) };
  const at = (p) => join(root, p);
  const read = (p) => readFileSync(at(p), 'utf8');

  const files = areaFiles(n);

  const existing = Object.keys(files).filter((p) => existsSync(at(p)));
  if (existsSync(at(`apps/server/src/modules/${n.folder}`)))
    existing.push(`apps/server/src/modules/${n.folder}/`);
  const catalogue = read('packages/contracts/src/catalogue.ts');
  const areaAt = catalogue.indexOf(`\n  ${quoteKey(n.area)}: {\n`);
  const nextArea = catalogue.indexOf('\n  },', areaAt);
  if (areaAt >= 0 && new RegExp(`\\b${quoteKey(n.resource)}: r\\(`).test(catalogue.slice(areaAt, nextArea))) {
    existing.push(`catalogue: ${n.key}`);
  }
  const pl0 = JSON.parse(read('apps/web/src/locales/pl.json'));
  if (n.i18n in pl0 || n.i18n in pl0.nav) existing.push(`locale: ${n.i18n}`);
  if (existing.length > 0) {
    throw new Error(`Zasób ${n.key} już istnieje (${existing.join(', ')}); nic nie zapisano.`);
  }

  const edits = {
    'apps/server/src/modules/index.ts': (s) =>
      insertBeforeClose(
        insertSorted(
          s,
          /^import .* from '\.\/[^']+\/module\.ts';$/,
          `import { ${n.tableConst}Module } from './${n.folder}/module.ts';`,
          'modules/index.ts',
        ),
        'export const allModules',
        '];',
        `  ${n.tableConst}Module,`,
        'modules/index.ts',
      ),
    'apps/server/src/schema.ts': (s) =>
      insertSorted(
        s,
        /^export \* from '\.\/modules\//,
        `export * from './modules/${n.folder}/tables.ts';`,
        'schema.ts',
      ),
    'packages/contracts/src/index.ts': (s) =>
      insertSorted(
        s,
        /^export \* from '\.\/[^']+\.ts';$/,
        `export * from './${n.folder}.ts';`,
        'contracts index',
      ),
    'packages/contracts/src/api/index.ts': (s) =>
      insertBeforeClose(
        insertSorted(
          s,
          /^import \{ \w+Api \} from '\.\/[^']+\.ts';$/,
          `import { ${n.tableConst}Api } from './${n.folder}.ts';`,
          'api index',
        ),
        'export const api = {',
        '} satisfies',
        `  ...${n.tableConst}Api,`,
        'api index',
      ),
    'packages/contracts/src/catalogue.ts': (s) => registerCatalogue(s, n, label, 'catalogue.ts'),
    'apps/web/src/app/leaves.ts': (s) =>
      insertBeforeClose(
        insertSorted(
          s,
          /^import \{ routes as .* \} from '\.\.\/features\//,
          `import { routes as ${n.i18n} } from '../features/${n.folder}/routes.ts';`,
          'leaves.ts',
        ),
        'export const ROUTE_LEAVES',
        '];',
        `  ...${n.i18n},`,
        'leaves.ts',
      ),
    'apps/web/src/lib/paths.ts': (s) =>
      insertBeforeClose(
        s,
        'export const WEB_ROUTES',
        '} as const;',
        `  '${n.key}': RECORD_SCREENS,`,
        'paths.ts',
      ),
    'apps/web/src/locales/pl.json': (s) =>
      registerLocale(s, n, label.pl, {
        title: label.pl,
        create: `Nowy wpis: ${label.pl.toLowerCase()}`,
        edit: `Edycja: ${label.pl.toLowerCase()}`,
        description: `Słownik: ${label.pl.toLowerCase()}. Nazwa jest unikalna`,
      }),
    'apps/web/src/locales/en.json': (s) =>
      registerLocale(s, n, label.en, {
        title: label.en,
        create: `New entry: ${label.en.toLowerCase()}`,
        edit: `Edit: ${label.en.toLowerCase()}`,
        description: `Dictionary: ${label.en.toLowerCase()}. The name is unique`,
      }),
  };
  // Every edit is computed before anything is written, so a file that fails to match leaves the tree as it was.
  const edited = Object.fromEntries(Object.entries(edits).map(([p, edit]) => [p, edit(read(p))]));
  for (const [p, text] of Object.entries({ ...files, ...edited })) {
    mkdirSync(dirname(at(p)), { recursive: true });
    writeFileSync(at(p), text);
  }
  // Line breaks depend on the name's length, so the templates leave the final layout to biome.
  const biome = join(root, 'node_modules/.bin/biome');
  if (existsSync(biome)) {
    execFileSync(biome, ['check', '--write', ...Object.keys(files), ...Object.keys(edited)], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return { names: n, written: Object.keys(files), edited: Object.keys(edited) };
}

/**
 * Generates the migration of the area's table with drizzle-kit and records its checksum in
 * `checksums.json`, as every landed migration is (`apps/server/test/migration-files.test.ts`).
 * Returns the migration's path.
 */
export function generateMigration(root, names) {
  const server = join(root, 'apps/server');
  const migrations = join(server, 'src/db/migrations');
  const journal = () => JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')).entries;
  const before = journal().length;
  const { DRIZZLE_OUT: _, ...env } = process.env;
  execFileSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--name', names.table], {
    cwd: server,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const added = journal().slice(before);
  if (added.length !== 1) {
    throw new Error(`drizzle-kit dopisał ${added.length} migracji zamiast jednej dla ${names.table}`);
  }
  const file = join(migrations, `${added[0].tag}.sql`);
  const checksumsFile = join(migrations, 'checksums.json');
  const checksums = JSON.parse(readFileSync(checksumsFile, 'utf8'));
  checksums[added[0].tag] = createHash('sha256').update(readFileSync(file)).digest('hex');
  writeFileSync(checksumsFile, `${JSON.stringify(checksums, null, 2)}\n`);
  return `apps/server/src/db/migrations/${added[0].tag}.sql`;
}

function parseArgs(argv) {
  const opts = {};
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = /^--(pl|en|root)$/.exec(argv[i]);
    if (flag) opts[flag[1]] = argv[++i];
    else rest.push(argv[i]);
  }
  return { spec: rest[0], opts };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { spec, opts } = parseArgs(process.argv.slice(2));
  const root = resolve(opts.root ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  try {
    const { names, written, edited } = newArea(spec, { ...opts, root });
    const migration = generateMigration(root, names);
    console.log(`Utworzono ${names.key}:\n${[...written, migration].map((p) => `  + ${p}`).join('\n')}`);
    const registered = [...edited, 'apps/server/src/db/migrations/checksums.json'];
    console.log(`Zarejestrowano w:\n${registered.map((p) => `  ~ ${p}`).join('\n')}`);
    console.log(`
Dalej:
  1. dopisz ${names.key}.index do kolejności menu w apps/web/src/app/navigation.test.ts
  2. popraw etykiety w catalogue.ts i w pl.json / en.json, dopisz klucze ${names.key}.* do ról (packages/contracts/src/roles.ts), jeśli nie tylko admin
  3. npm run typecheck && npx vitest run --config vitest.config.ts ${names.folder}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
