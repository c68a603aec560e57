import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newArea, REGISTRY_FILES } from '../../../scripts/new-area.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
let root: string;
let result: ReturnType<typeof newArea>;

const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The syntax errors of a TypeScript source. */
function syntaxErrors(path: string): string[] {
  const out = ts.transpileModule(read(path), {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022 },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/**
 * A copy of the repository's working tree (its files git tracks or would track) with a
 * node_modules of links into this one's: packages by absolute link, the workspaces by the same
 * relative links npm made, so `@portal/contracts` there is the copy's own contracts.
 */
async function copyOfRepository(): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'new-area-repo-'));
  const { stdout } = await promisify(execFile)(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: repo, maxBuffer: 64 * 1024 * 1024 },
  );
  for (const file of stdout.split('\0')) {
    if (!file || !existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repo, file), join(copy, file));
  }
  const modules = join(repo, 'node_modules');
  mkdirSync(join(copy, 'node_modules/@portal'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry !== '@portal') symlinkSync(join(modules, entry), join(copy, 'node_modules', entry));
  }
  for (const workspace of readdirSync(join(modules, '@portal'))) {
    const link = join('node_modules/@portal', workspace);
    symlinkSync(readlinkSync(join(repo, link)), join(copy, link));
  }
  return copy;
}

/** Runs a command in the copy; a failure throws with everything it printed. */
async function run(copy: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(VITEST|TEST_DATABASE_URL$)/.test(k)),
  );
  try {
    await promisify(execFile)(command, args, {
      cwd: copy,
      env: { ...clean, FORCE_COLOR: '0', ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${command} ${args.join(' ')} failed in ${copy} (kept to look into):\n${stdout}\n${stderr}`,
    );
  }
}

beforeAll(() => {
  // A temporary tree holding copies of only the files the scaffold edits.
  root = mkdtempSync(join(tmpdir(), 'new-area-'));
  for (const file of REGISTRY_FILES) {
    cpSync(join(repo, file), join(root, file), { recursive: true });
  }
  result = newArea('warranty.reasons', { root, pl: 'Powody gwarancji', en: 'Warranty reasons' });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:area', () => {
  it('scaffolds an area that type-checks and passes its own tests in a copy of the repository', {
    timeout: 15 * 60_000,
  }, async () => {
    // Removed once everything passed; a copy that failed is kept to look into.
    const copy = await copyOfRepository();
    const bin = (name: string) => join(copy, 'node_modules/.bin', name);
    await run(copy, process.execPath, [
      'scripts/new-area.mjs',
      'warranty.reasons',
      '--pl',
      'Powody gwarancji',
      '--en',
      'Warranty reasons',
    ]);
    const area = (path: string) =>
      readFileSync(join(copy, 'apps/server/src/modules/warranty-reasons', path), 'utf8');
    expect(area('routes.ts')).toContain("recordType: 'warranty_reason',");
    expect(area('warranty-reasons.test.ts')).toContain("t.call('warranty.reasons.store', {");
    expect(area('warranty-reasons.test.ts')).not.toContain('/api/');
    for (const workspace of ['packages/contracts', 'apps/server', 'apps/web']) {
      await run(copy, bin('tsc'), ['-p', workspace]);
    }
    // The area's own test, and the migration test: the new migration landed with its checksum.
    const tests = ['apps/server/src/modules/warranty-reasons', 'apps/server/test/migration-files.test.ts'];
    await run(copy, bin('vitest'), ['run', '--config', 'vitest.config.ts', ...tests]);
    const pgUrl = process.env.TEST_DATABASE_URL;
    if (pgUrl) {
      await run(copy, bin('vitest'), ['run', '--config', 'vitest.config.ts', tests[0]], {
        TEST_DATABASE_URL: pgUrl,
      });
    }
    rmSync(copy, { recursive: true, force: true });
  });

  it('registers the module, table, contracts, catalogue keys, web paths, leaves and locale keys', () => {
    expect(result.edited.sort()).toEqual([...REGISTRY_FILES].sort());
    const modules = read('apps/server/src/modules/index.ts');
    expect(modules).toContain("import { warrantyReasonsModule } from './warranty-reasons/module.ts';");
    expect(modules).toMatch(/allModules: Module\[\] = \[[^\]]*warrantyReasonsModule,\n\];/);
    expect(read('apps/server/src/schema.ts')).toContain(
      "export * from './modules/warranty-reasons/tables.ts';",
    );
    expect(read('packages/contracts/src/index.ts')).toContain("export * from './warranty-reasons.ts';");
    const api = read('packages/contracts/src/api/index.ts');
    expect(api).toContain("import { warrantyReasonsApi } from './warranty-reasons.ts';");
    expect(api).toMatch(/export const api = \{[^}]*\.\.\.warrantyReasonsApi,\n\} satisfies/);
    expect(read('packages/contracts/src/api/warranty-reasons.ts')).toContain("...crud('warranty.reasons', {");
    expect(read('packages/contracts/src/catalogue.ts')).toContain(
      [
        '  warranty: {',
        "    label: { pl: 'Powody gwarancji', en: 'Warranty reasons' },",
        "    zone: 'cms',",
        "    resources: { reasons: r('Powody gwarancji', 'Warranty reasons', CRUD) },",
        '  },\n};',
      ].join('\n'),
    );
    expect(read('apps/web/src/lib/paths.ts')).toContain("  'warranty.reasons': RECORD_SCREENS,\n} as const;");
    const leaves = read('apps/web/src/app/leaves.ts');
    expect(leaves).toContain(
      "import { routes as warrantyReasons } from '../features/warranty-reasons/routes.ts';",
    );
    expect(leaves).toMatch(/\.\.\.warrantyReasons,\n\];/);
    for (const lang of ['pl', 'en']) {
      const locale = JSON.parse(read(`apps/web/src/locales/${lang}.json`));
      expect(locale.nav.warrantyReasons, lang).toEqual(expect.any(String));
      expect(Object.keys(locale.warrantyReasons), lang).toEqual(['title', 'create', 'edit', 'description']);
    }
  });

  it('adds a resource to an area the catalogue already has', () => {
    newArea('producer.kinds', { root });
    const catalogue = read('packages/contracts/src/catalogue.ts');
    expect(catalogue).toContain(
      "resources: { producers: r('Producenci', 'Producers', CRUD), kinds: r('Kinds', 'Kinds', CRUD) },",
    );
    newArea('device.colors', { root, pl: 'Kolory', en: 'Colours' });
    expect(read('packages/contracts/src/catalogue.ts')).toContain(
      "      'error-codes': r('Kody błędów', 'Error codes', CRUD),\n      colors: r('Kolory', 'Colours', CRUD),\n    },",
    );
    expect(syntaxErrors('packages/contracts/src/catalogue.ts')).toEqual([]);
  });

  it('refuses a second run and a malformed name, writing nothing', () => {
    const before = REGISTRY_FILES.map(read);
    expect(() => newArea('warranty.reasons', { root })).toThrow(/już istnieje/);
    expect(() => newArea('Warranty', { root })).toThrow(/Nieprawidłowa nazwa/);
    expect(() => newArea('warranty.reasons.x', { root })).toThrow(/Nieprawidłowa nazwa/);
    expect(REGISTRY_FILES.map(read)).toEqual(before);
  });

  it('writes into the given root only', () => {
    expect(readFileSync(join(repo, 'apps/server/src/modules/index.ts'), 'utf8')).not.toContain(
      'warrantyReasons',
    );
  });
});
