import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newArea, REGISTRY_FILES } from '../../../scripts/new-area.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
let root: string;
let result: ReturnType<typeof newArea>;

/** Syntax errors of a TypeScript source, as `line: message`. */
function syntaxErrors(path: string): string[] {
  const source = readFileSync(join(root, path), 'utf8');
  const out = ts.transpileModule(source, {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022 },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const read = (path: string) => readFileSync(join(root, path), 'utf8');

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
  it('writes the table, contracts, routes, access, pages, leaves and a test that parse', () => {
    expect(result.written).toEqual([
      'packages/contracts/src/warranty-reasons.ts',
      'packages/contracts/src/api/warranty-reasons.ts',
      'apps/server/src/modules/warranty-reasons/tables.ts',
      'apps/server/src/modules/warranty-reasons/routes.ts',
      'apps/server/src/modules/warranty-reasons/module.ts',
      'apps/server/src/modules/warranty-reasons/access-fixtures.ts',
      'apps/server/src/modules/warranty-reasons/warranty-reasons.test.ts',
      'apps/web/src/features/warranty-reasons/WarrantyReasonsListPage.tsx',
      'apps/web/src/features/warranty-reasons/WarrantyReasonEditPage.tsx',
      'apps/web/src/features/warranty-reasons/routes.ts',
    ]);
    for (const path of [...result.written, ...result.edited.filter((p) => p.endsWith('.ts'))]) {
      expect(syntaxErrors(path), path).toEqual([]);
    }
    expect(read('apps/server/src/modules/warranty-reasons/tables.ts')).toContain(
      "pgTable(\n  'warranty_reasons',",
    );
    expect(read('apps/server/src/modules/warranty-reasons/routes.ts')).toContain("name: 'warranty.reasons',");
  });

  it('registers the module, table, contracts, catalogue keys, web paths, leaves and locale keys', () => {
    expect(result.edited.sort()).toEqual([...REGISTRY_FILES].sort());
    const modules = read('apps/server/src/modules/index.ts');
    expect(modules).toContain("import { warrantyReasonsModule } from './warranty-reasons/module.ts';");
    expect(modules).toMatch(/allModules: Module\[\] = \[[^\]]*warrantyReasonsModule,\n\];/);
    expect(read('apps/server/src/db/schema.ts')).toContain(
      "export * from '../modules/warranty-reasons/tables.ts';",
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
    expect(read('apps/web/src/lib/paths.ts')).toContain(
      "'warranty.reasons.show': '/cms/warranty/reasons/:id',",
    );
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
